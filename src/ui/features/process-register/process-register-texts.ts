/** Chinese texts of 事务登记 (registration of a new affair). */
export const processRegisterTexts = {
  heading: '事务登记',
  processes: '流程目录',
  searchProcess: '搜索流程',
  treeEmpty: '暂无可登记的流程',
  treeFailed: (reason: string): string => `流程目录加载失败：${reason}`,
  loading: '加载中',
  pickFirst: '请在左侧流程目录中选择要登记的流程',
  chosen: (label: string): string => `登记流程：${label}`,
  title: '事务标题',
  titlePlaceholder: '请输入事务标题',
  inputPlaceholder: (label: string): string => `请输入${label}`,
  datePlaceholder: '请选择日期',
  submit: '登记',
  submitFailed: (reason: string): string => `登记失败：${reason}`,
} as const;
