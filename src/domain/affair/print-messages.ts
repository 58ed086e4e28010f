/** The words printed on an affair's 办理单 and the print refusals, in one place for the PDF and the Word file. */
export const printMessages = {
  creator: '用地备案与办公管理系统',
  sheetSuffix: '办理单',
  historyHeading: '办理过程',
  historyHeaders: ['环节', '办理人', '时间', '意见'],
  summary: {
    key: '事务编号',
    process: '流程名称',
    status: '当前状态',
    registrant: '登记人',
    registeredAt: '登记时间',
  },
  printedAt: (at: string): string => `打印时间：${at}`,
  /** The page line, split around the two numbers so Word can put its page fields between the parts. */
  pageParts: ['第 ', ' 页，共 ', ' 页'],
  templateNotFound: '打印模板不存在',
  fontMissing: '打印字体缺失，请联系管理员安装中文字体（fonts-noto-cjk）后重试',
} as const;

export function pageLine(page: number, total: number): string {
  const [before, between, after] = printMessages.pageParts;
  return `${before}${page}${between}${total}${after}`;
}
