/** The Chinese refusals and field names of QR sign-in (SPEC section 7, authorityCache), for both backends and the pages. */
export const authorityMessages = {
  unknownKey: '二维码不存在或已失效',
  expired: '二维码已过期，请刷新',
  used: '二维码已使用，请刷新',
  cancelled: '该登录请求已取消',
  notScanned: '请先查看登录请求，再确认登录',
  grantedByOther: '该登录请求已由其他用户确认',
  alreadyGranted: '该登录请求已确认，无法取消',
  keyFailed: '二维码获取失败，请刷新重试',
  pollFailed: '无法获取扫码状态，请刷新重试',
  signInFailed: '登录失败，请刷新二维码重试',
  briefFailed: '登录请求加载失败，请稍后重试',
  actionFailed: '操作失败，请稍后重试',
} as const;

export const authorityFieldLabels = {
  key: '二维码标识',
  ticket: '二维码凭据',
} as const;
