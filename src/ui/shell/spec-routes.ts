import { matchPath } from 'react-router-dom';
import type { RouteEntry } from '../../domain/menu/menu';

/** A page of SPEC section 2's route table: its tab name (also its keep-alive name) and title. */
interface SpecRoute {
  readonly pattern: string;
  readonly name: string;
  readonly title: string;
}

/**
 * The fixed routes of SPEC section 2 that are not in the server's menu; each has its view in
 * spec-views.tsx (tests/unit/ui/spec-routes.test.ts fails for one without).
 */
export const specRoutes: readonly SpecRoute[] = [
  { pattern: '/index', name: 'Index', title: '首页' },
  { pattern: '/search', name: 'Search', title: '搜索结果' },
  { pattern: '/home/profile', name: 'Profile', title: '个人中心' },
  { pattern: '/collect', name: 'Collect', title: '我的收藏' },
  { pattern: '/guide', name: 'Guide', title: '使用指南' },
  { pattern: '/myoffice', name: 'MyOffice', title: '我的办公' },
  { pattern: '/survey', name: 'Survey', title: '建设踏勘' },
  { pattern: '/setting/user', name: 'SettingUser', title: '用户管理' },
  { pattern: '/setting/audit', name: 'SettingAudit', title: '审计日志' },
  { pattern: '/setting/system', name: 'SettingSystem', title: '系统设置' },
  { pattern: '/authority', name: 'UserAuthority', title: '扫码登录确认' },
  { pattern: '/demo/upload', name: 'DemoUpload', title: '上传示例' },
  { pattern: '/demo', name: 'DemoGallery', title: '示例' },
  { pattern: '/demo/icons', name: 'DemoIcons', title: '图标' },
  { pattern: '/demo/pdf', name: 'DemoPdf', title: 'PDF 预览' },
  { pattern: '/demo/table', name: 'DemoTable', title: '虚拟表格' },
  { pattern: '/demo/select-tree', name: 'DemoSelectTree', title: '树选择' },
  { pattern: '/demo/tree', name: 'DemoTree', title: '树' },
  { pattern: '/demo/async-tree', name: 'DemoAsyncTree', title: '异步树' },
  { pattern: '/demo/time', name: 'DemoTime', title: '时间格式化' },
  { pattern: '/demo/file', name: 'DemoFile', title: '文件类型图标' },
  { pattern: '/demo/standard', name: 'DemoStandard', title: '标准页面' },
  { pattern: '/demo/project-box', name: 'DemoProjectBox', title: '项目盒' },
  { pattern: '/demo/buttons', name: 'DemoButtons', title: '按钮' },
  { pattern: '/demo/office', name: 'DemoOffice', title: '办公组件' },
  { pattern: '/demo/signature', name: 'DemoSignature', title: '手写签名' },
  { pattern: '/demo/bpm', name: 'DemoBpm', title: '流程图' },
  { pattern: '/demo/ofd', name: 'DemoOfd', title: 'OFD 预览' },
  { pattern: '/initiate/details', name: 'InitiateDetails', title: '备案详情' },
  { pattern: '/toBeReported/details', name: 'ToBeReportedDetails', title: '待上报详情' },
  { pattern: '/rollBack/details', name: 'RollBackDetails', title: '退回详情' },
  { pattern: '/reported/details', name: 'ReportedDetails', title: '已上报详情' },
  { pattern: '/query/details', name: 'QueryDetails', title: '备案查询详情' },
  { pattern: '/query/toBeReviewedDetail', name: 'ToBeReviewedDetail', title: '待审核详情' },
  { pattern: '/special', name: 'SpecialDetails', title: '备案查询详情' },
  { pattern: '/notice/details', name: 'NoticeDetails', title: '通知公告详情' },
  { pattern: '/notice/edit', name: 'NoticeEdit', title: '编辑通知' },
  { pattern: '/temporaryLand/details', name: 'TemporaryLandDetails', title: '临时用地详情' },
  { pattern: '/process/handle/details/:id', name: 'AffairDetails', title: '事务详情' },
  { pattern: '/process/handle/supervise/:id', name: 'SuperviseDetails', title: '督办详情' },
  { pattern: '/office/secretary/editMessage', name: 'EditMessage', title: '编辑消息' },
  { pattern: '/office/secretary/messageDetail', name: 'MessageDetail', title: '消息详情' },
  { pattern: '/office/secretary/pdfread', name: 'MessagePdfRead', title: '附件预览' },
  { pattern: '/meeting/manager/register/form', name: 'MeetingRegisterForm', title: '会议室登记' },
  { pattern: '/meeting/manager/register/list', name: 'MeetingRegisterList', title: '会议室登记列表' },
  { pattern: '/meeting/manager/application/form', name: 'MeetingApplicationForm', title: '会议申请' },
  { pattern: '/meeting/manager/application/list', name: 'MeetingApplicationList', title: '会议申请列表' },
  { pattern: '/meeting/manager/detail/view/:moduleKey', name: 'MeetingDetail', title: '会议详情' },
  { pattern: '/document/post/draft', name: 'DocumentDraft', title: '发文拟稿' },
  { pattern: '/document/receive/register', name: 'DocumentReceive', title: '收文登记' },
  { pattern: '/op/accept/register', name: 'CaseRegister', title: '案件登记' },
  { pattern: '/op/handle/details/:id', name: 'CaseDetails', title: '案件详情' },
  { pattern: '/tz/secretary/list/:id', name: 'LedgerList', title: '台账列表' },
  { pattern: '/tz/secretary/departmentDetail/:id', name: 'LedgerDepartmentDetail', title: '部门台账' },
  { pattern: '/tz/secretary/manulDetail', name: 'LedgerManualDetail', title: '手工台账' },
  { pattern: '/archive/manage/out', name: 'ArchiveOut', title: '档案出库' },
  { pattern: '/archive/manage/contrast', name: 'ArchiveContrast', title: '档案对比' },
  { pattern: '/archive/manage/in', name: 'ArchiveIn', title: '档案入库' },
  { pattern: '/archive/manage/newCatalogIn', name: 'ArchiveNewCatalogIn', title: '新目录入库' },
  { pattern: '/archive/manage/newCatalogOut', name: 'ArchiveNewCatalogOut', title: '新目录出库' },
  { pattern: '/archive/manage/preview', name: 'ArchivePreview', title: '档案预览' },
  { pattern: '/archive/manage/registerDetail', name: 'ArchiveRegisterDetail', title: '登记详情' },
  { pattern: '/archive/manage/retrievalDetail', name: 'ArchiveRetrievalDetail', title: '调阅详情' },
];

/** SPEC section 2: parents that only redirect to their list. */
export const specRedirects: Readonly<Record<string, string>> = {
  '/meeting/manager/register': '/meeting/manager/register/list',
  '/meeting/manager/application': '/meeting/manager/application/list',
};

const normalise = (pathname: string): string => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The tab name and title of a path: a fixed SPEC route first, then a page of the user's menu. */
export function resolveRoute(pathname: string, menuRoutes: readonly RouteEntry[]): { name: string; title: string } | undefined {
  const path = normalise(pathname);
  const fixed = specRoutes.find((route) => matchPath({ path: route.pattern, end: true }, path) !== null);
  if (fixed !== undefined) return { name: fixed.name, title: fixed.title };
  const fromMenu = menuRoutes.find((route) => route.path === path);
  return fromMenu === undefined ? undefined : { name: fromMenu.name, title: fromMenu.title };
}
