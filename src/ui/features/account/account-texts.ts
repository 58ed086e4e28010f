/** Texts of the account dialogs. */
export const accountTexts = {
  changePassword: '修改密码',
  oldPassword: '旧密码',
  newPassword: '新密码',
  confirmPassword: '确认密码',
  oldPlaceholder: '请输入旧密码',
  newPlaceholder: '请输入新密码',
  confirmPlaceholder: '请再次输入新密码',
  passwordHint: '至少8位，须同时包含字母、数字和特殊字符（! @ # $ % ^ & * / \' ; . ,）',
  save: '确 定',
  cancel: '取 消',
  versionTitle: '版本更新说明',
  versionFields: ['ID', '系统名称', '更新内容', '版本号', '更新时间'],
  versionConfirm: '我知道了',
  remoteTitle: '提示',
  remoteConfirm: '确 定',
} as const;
