/** The stores' fallbacks when a failure carries no message of its own. */
export const ledgerAppTexts = {
  listFailed: '台账目录加载失败',
  detailFailed: '台账加载失败',
  actionFailed: '操作失败，请稍后重试',
  statsFailed: '台账统计加载失败',
} as const;
