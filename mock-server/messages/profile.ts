import { validationMessages } from '../../src/domain/validation/messages';

/** Profile and password texts; the validation ones are the client's own (src/domain). */
export const PROFILE_CODES = {
  oldPasswordWrong: 40020,
  newPasswordWeak: 40021,
  samePassword: 40022,
  malformedPassword: 40023,
} as const;

export const NICKNAME_MAX = 30;
export const EMAIL_MAX = 50;

export const profileMessages = {
  nickNameRequired: '用户昵称不能为空',
  nickNameTooLong: `用户昵称长度不能超过${NICKNAME_MAX}个字符`,
  emailInvalid: validationMessages.emailInvalid,
  phoneInvalid: validationMessages.phoneInvalid,
  oldPasswordWrong: '旧密码错误',
  newPasswordWeak: validationMessages.passwordWeakChange,
  samePassword: '新密码不能与旧密码相同',
  malformedPassword: '密码格式错误，请刷新页面后重试',
  visitsOfOthers: '只能更新本人的访问记录',
  labels: { nickName: '用户昵称', email: '邮箱', phone: '手机号码', sex: '性别', oldPassword: '旧密码', newPassword: '新密码', account: '账号' },
} as const;

export const uploadMessages = {
  avatarMissing: '请选择要上传的头像图片',
  avatarTooLarge: '头像图片不能超过2MB',
  avatarNotImage: '仅支持 JPG、PNG、GIF、WEBP 格式的图片',
  wrongField: '上传字段应为 avatarfile',
  malformedUpload: '文件上传格式错误',
  avatarNotFound: '头像不存在',
} as const;
