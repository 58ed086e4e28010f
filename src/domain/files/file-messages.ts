import { formatFileSize } from './file-size';

/** The texts of SPEC section 8 for files, and the upload refusals of section 5, shared by the client, the memory adapter and the mock server. */
export const fileMessages = {
  unsupportedPreview: '暂不支持该格式的文件预览!',
  noFileId: '无法预览',
  tooManyChosen: (limit: number): string => `当前限制选择${limit}个文件`,
  confirmRemove: (fileName: string): string => `确定移除${fileName}？`,
  tooLarge: (fileName: string, maxBytes: number): string => `文件“${fileName}”超过${formatFileSize(maxBytes)}，不能上传`,
  emptyFile: (fileName: string): string => `文件“${fileName}”是空文件，不能上传`,
  tooManyStored: (limit: number): string => `每条记录最多上传${limit}个文件`,
  fileMissing: '请选择要上传的文件',
  fileNotFound: '文件不存在或已被删除',
  keyMissing: '缺少附件编号',
  signatureInvalid: '文件授权无效或已过期，请重新打开',
  noPermission: '没有该文件的操作权限',
  uploadFailed: '上传失败，可点击重试',
  uploadedFileLabel: '上传的文件',
  wrongField: '上传字段应为 file，且每次只能上传一个文件',
  malformedUpload: '文件上传格式错误',
  recordNotFound: '附件所属的记录不存在或已被删除',
  mayNotSee: '您无权查看该记录的附件',
  ledgerFilesNotFound: '附件所属的台账不存在，或台账实例不正确',
  mayNotChange: '该记录当前不可编辑，或您无权修改它的附件',
  mayNotRemove: '只有上传人或当前经办人可以移除该附件',
} as const;
