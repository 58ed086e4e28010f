import { profileFieldLabels } from '../../src/domain/session/profile-failures';

/**
 * Labels of the profile, password and version request schemas. The profile rules' texts and
 * limits are shared with the in-memory adapters (src/domain/session/profile-failures.ts), as are
 * the password change's codes and texts (src/domain/session/auth-failures.ts).
 */
export const profileLabels = {
  ...profileFieldLabels,
  oldPassword: '旧密码',
  newPassword: '新密码',
  account: '账号',
} as const;

/** Upload failures only the mock server's multipart handling meets (size and type: profile-failures.ts). */
export const uploadMessages = {
  avatarMissing: '请选择要上传的头像图片',
  wrongField: '上传字段应为 avatarfile',
  malformedUpload: '文件上传格式错误',
  avatarNotFound: '头像不存在',
} as const;
