/** Chinese texts of the right panel (SPEC sections 2 and 9; the theme labels live in src/domain/theme/labels). */
export const rightPanelTexts = {
  favouritesTitle: '我的收藏',
  cancelFavourite: '取消收藏',
  empty: '暂无数据',
  more: '查看更多',
  loading: '加载中',
  customColour: '自定义颜色',
} as const;
