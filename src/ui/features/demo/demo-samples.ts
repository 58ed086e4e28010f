/** One sample of the gallery: its address under /demo, title and one line. */
export interface DemoSample {
  readonly path: string;
  readonly title: string;
  readonly line: string;
}

/** The samples of the demo module (SPEC section 2), in the gallery's order; titles match spec-routes.ts. */
export const DEMO_SAMPLES: readonly DemoSample[] = [
  { path: '/demo/icons', title: '图标', line: '产品使用的全部图标，可搜索，点击复制名称' },
  { path: '/demo/upload', title: '上传示例', line: '附件上传、列表、预览、下载与删除' },
  { path: '/demo/pdf', title: 'PDF 预览', line: 'pdf.js 查看器打开服务器上的 PDF' },
  { path: '/demo/table', title: '虚拟表格', line: '一万行数据，虚拟滚动、排序、固定表头' },
  { path: '/demo/select-tree', title: '树选择', line: '只能选择叶子节点的人员树选择器' },
  { path: '/demo/tree', title: '树', line: '可搜索的组织机构树' },
  { path: '/demo/async-tree', title: '异步树', line: '展开时从服务器加载下级节点' },
  { path: '/demo/time', title: '时间格式化', line: '日期格式与 +8 小时规则，可交互' },
  { path: '/demo/file', title: '文件类型图标', line: '按扩展名显示的附件图标' },
  { path: '/demo/standard', title: '标准页面', line: '列表、详情、表单三种页面模板' },
  { path: '/demo/project-box', title: '项目盒', line: '以卡片汇总备案项目' },
  { path: '/demo/buttons', title: '按钮', line: '按钮的样式、尺寸与状态' },
  { path: '/demo/office', title: '办公组件', line: '办公模块共用的人员选择器' },
  { path: '/demo/signature', title: '手写签名', line: '签名板，可撤销、清空，保存为 PNG 附件' },
  { path: '/demo/bpm', title: '流程图', line: 'bpmn-js 查看器显示流程定义与办理进度' },
  { path: '/demo/ofd', title: 'OFD 预览', line: 'OFD 版式文档预览的评估结论' },
];

/** A sample's title for its page, the same as its tab's (spec-routes.ts). */
export const sampleTitle = (path: string): string => DEMO_SAMPLES.find((sample) => sample.path === path)?.title ?? '';
