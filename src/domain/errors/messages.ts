/** Texts of the error catalogue (SPEC section 8), in the Chinese users read. */
export const errorMessages = {
  serverFailed: '服务器请求失败',
  gateway: '网关错误',
  gatewayTimeout: '网关超时，5秒后将重新登录',
  requestFailed: '请求错误',
  timeout: '请求超时，请检查网络后重试',
  network: '网络连接失败，请检查网络后重试',
  unauthorized: '登录状态已失效，请重新登录',
  logoutFailed: '退出失败',
  noToken: '获取token失败',
  noMenu: '认证失败，请重新登录',
  menuCountsFailed: '设置菜单数据出错',
  passwordChanged: '密码修改成功，请重新登录！',
  unsupportedPreview: '暂不支持该格式的文件预览!',
  noPreviewId: '无法预览',
  tooManyFiles: (limit: number): string => `当前限制选择${limit}个文件`,
  remoteLoginTitle: '提示',
  remoteLogin: (place: string, time: string): string =>
    `您的账号于${time}在${place}登录，您将被迫下线。如非本人操作，请及时修改密码。`,
  operationSucceeded: '操作成功',
} as const;
