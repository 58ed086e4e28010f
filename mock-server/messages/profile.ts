/** Upload failures only the mock server's multipart handling meets (size and type: profile-failures.ts). */
export const uploadMessages = {
  avatarMissing: '请选择要上传的头像图片',
  wrongField: '上传字段应为 avatarfile',
  malformedUpload: '文件上传格式错误',
  avatarNotFound: '头像不存在',
} as const;
