/** The refusals of 发文 beyond the shared 公文 ones (document-messages.ts). */
export const postMessages = {
  notFound: '发文不存在或无权查看',
  sentNotEditable: '已送审的发文不能再修改',
  notDrafter: '只有拟稿人可以修改或送审该发文',
  numberFirst: '请先在发文页面分配文号，再发送至分发',
  noAgency: '当前用户所在单位无法确定机关代字',
} as const;
