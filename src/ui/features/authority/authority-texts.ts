/** The Chinese texts of QR sign-in's two pages (/qrcode and the grant page). */
export const qrLoginTexts = {
  title: '扫码登录',
  hint: '请在已登录本系统的另一台设备上扫描二维码，并在该设备上确认登录。',
  loading: '正在获取二维码…',
  codeAlt: '登录二维码',
  countdown: (seconds: number) => `二维码 ${seconds} 秒后过期`,
  linkHint: '无法扫码？请在已登录的设备上打开此链接：',
  scanned: '已扫码，请在该设备上确认登录',
  signingIn: '已确认，正在登录…',
  cancelled: '已取消',
  cancelledDetail: '对方已拒绝本次登录请求，请刷新二维码后重试。',
  expired: '二维码已过期，请刷新',
  refresh: '刷新',
  passwordLogin: '使用账号密码登录',
} as const;

export const grantTexts = {
  title: '扫码登录确认',
  loading: '正在加载登录请求…',
  missingKey: '链接缺少二维码标识，请重新扫描二维码',
  asking: (name: string) => `有设备请求以您的账号（${name}）登录本系统，请确认是否为您本人操作。`,
  browser: '浏览器',
  agent: '设备信息',
  ip: 'IP 地址',
  createdAt: '请求时间',
  expiresIn: '剩余有效时间',
  seconds: (seconds: number) => `${seconds} 秒`,
  grant: '确认登录',
  cancel: '取消',
  granted: '已确认登录，该设备将自动进入系统。',
  cancelled: '已取消本次登录请求。',
  home: '返回首页',
} as const;
