/**
 * Texts of protocol-level failures (4xx/5xx), shown by the client's error catalogue. Those the
 * in-memory adapters answer too are in src/domain: fieldMessages (a 400 naming a field) and
 * bearerMessages (the 401s).
 */
export const httpMessages = {
  notFound: '接口不存在',
  pageNotFound: '页面不存在',
  methodNotAllowed: '请求方法不被支持',
  malformedBody: '请求体格式错误，无法解析',
  bodyTooLarge: '请求体过大，不能超过1MB',
  lengthRequired: '请求须声明Content-Length',
  unsupportedEncoding: '不支持的请求编码',
  formRequired: '该接口须以表单（application/x-www-form-urlencoded）提交',
  badPath: '请求路径格式错误',
  badRequest: '请求参数错误',
  serverFailed: '服务器请求失败',
  forbidden: '没有权限执行该操作',
} as const;
