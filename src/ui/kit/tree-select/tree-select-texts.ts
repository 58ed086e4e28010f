/** SPEC section 5, the tree selector's texts. */
export const treeSelectTexts = {
  placeholder: '请选择',
  searchPlaceholder: '搜索',
  noMatch: '无匹配结果',
  noData: '暂无数据',
  noChildren: '无子节点',
  clearSelected: '清空已选',
  total: (count: number): string => `共 ${count} 项`,
} as const;
