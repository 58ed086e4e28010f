/** What the notice stores tell the user in toasts. */
export const noticeAppMessages = {
  published: '已发布',
  withdrawn: '已撤回',
  pinChanged: '已更新置顶',
  removed: '已删除',
  saved: '草稿已保存',
  reminded: (count: number): string => `已提醒 ${count} 人`,
  failed: '操作失败，请稍后重试',
  saveFailed: '保存失败，已填写的内容仍保留，请稍后重试',
  reminder: (publisherUnit: string, title: string): string => `${publisherUnit} 提醒您阅读通知：${title}`,
} as const;
