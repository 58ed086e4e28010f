/** Texts of the start-up screen, shown before the application's own views exist. */
export const startTexts = {
  loadFailedTitle: '系统加载失败',
  loadFailedDetail: '未能获取系统模块，请检查网络连接后重试。',
  retry: '重新加载',
} as const;
