/** Texts of the login screen. */
export const loginTexts = {
  systemName: '用地备案与办公管理系统',
  systemNameEn: 'Land-Use Filing & Office Administration',
  pageTitle: '登录',
  welcome: '欢迎登录',
  departmentLine: '江西省自然资源厅',
  usernamePlaceholder: '请输入用户名',
  passwordPlaceholder: '请输入密码',
  captchaPlaceholder: '请输入验证码',
  captchaAlt: '验证码，点击刷新',
  captchaRefresh: '看不清？点击图片换一张',
  captchaFailed: '验证码加载失败，点击重试',
  captchaFailedShort: '加载失败，点击重试',
  remember: '记住密码',
  submit: '登 录',
  submitting: '登录中…',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  /** The unit names come from 系统参数 (src/domain/admin/site-info). */
  hostUnit: (name: string): string => `主办单位：${name}`,
  organisingUnit: (name: string): string => `承办单位：${name}`,
  /** Signing in needs the application's modules; shown when they could not be fetched. */
  appLoadFailed: '系统模块加载失败，请检查网络连接后刷新页面重试',
  reloadPage: '刷新页面',
  features: ['用地备案 · 上报审核', '事务办理 · 督查督办', '统计分析 · 专题一张图'],
} as const;
