/** The Chinese texts of the tab strip. */
export const tabStripTexts = {
  strip: '已打开的页面',
  menu: '标签操作',
  closeOthers: '关闭其他',
  closeAll: '关闭所有',
  close: (title: string): string => `关闭“${title}”`,
  untitled: '未命名页面',
  closableHint: '可按 Delete 键关闭，按 Shift+F10 打开标签操作菜单',
} as const;
