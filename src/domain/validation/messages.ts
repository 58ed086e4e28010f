/** Validation texts, verbatim from SPEC section 5. */
export const validationMessages = {
  passwordRequired: '请输入密码',
  passwordWeakChange: '密码不能少于八位数且必须包含字母+数字+特殊字符',
  passwordWeakLogin: '密码强度不符合要求',
  confirmMismatch: '两次密码不一致',
  oldPasswordRequired: '请输入旧密码',
  usernameRequired: '用户名不能为空',
  captchaRequired: '验证码不能为空',
  phoneInvalid: '请输入正确的手机号码',
  emailInvalid: '请输入正确的邮箱地址',
  urlInvalid: '请输入正确的网址',
  tooLong: (max: number): string => `长度不能超过${max}个字符`,
} as const;
