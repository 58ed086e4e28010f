import type { NoticeCategory, NoticeStatus } from './notice-types';

/** The longest title, in characters after trimming. */
export const NOTICE_TITLE_MAX = 100;
/** The largest body: 200 KB of UTF-8 HTML, so one notice never fills the store. */
export const NOTICE_BODY_MAX_BYTES = 200 * 1024;
/**
 * What the input schemas let through before the rules look: generous enough that every
 * business limit above is reported at its field by the rules, small enough to stop megabytes.
 */
export const NOTICE_TITLE_INPUT_MAX = 10 * NOTICE_TITLE_MAX;
export const NOTICE_BODY_INPUT_MAX = NOTICE_BODY_MAX_BYTES + 1;
export const NOTICE_ID_MAX = 20;
export const NOTICE_SEARCH_MAX = 100;

export const NOTICE_CATEGORIES: readonly NoticeCategory[] = ['notice', 'announcement', 'news'];
export const NOTICE_STATUSES: readonly NoticeStatus[] = ['draft', 'published', 'withdrawn'];

export const noticeCategoryLabels: Readonly<Record<NoticeCategory, string>> = { notice: '通知', announcement: '公告', news: '工作动态' };
export const noticeStatusLabels: Readonly<Record<NoticeStatus, string>> = { draft: '草稿', published: '已发布', withdrawn: '已撤回' };

/** The Chinese names of the writing form's fields, for the input schemas' messages. */
export const noticeFieldLabels = {
  id: '通知编号',
  title: '标题',
  category: '类别',
  body: '正文',
  scopeCode: '发布范围',
  pinned: '置顶',
  expiresOn: '截止日期',
  version: '版本号',
  status: '状态',
  pageIndex: '页码',
  pageSize: '每页条数',
} as const;

export const NOTICE_NOT_FOUND = '该通知公告不存在或您无权查看';

export const noticeMessages = {
  notFound: NOTICE_NOT_FOUND,
  notManaged: '该通知公告不存在或不属于本单位',
  noPermission: '您没有该操作的权限',
  titleRequired: '请输入标题',
  titleTooLong: `标题不能超过${NOTICE_TITLE_MAX}个字`,
  bodyRequired: '请输入正文',
  bodyTooLarge: '正文不能超过200 KB',
  categoryInvalid: '类别只能是通知、公告或工作动态',
  scopeRequired: '请选择发布范围',
  scopeUnknown: '发布范围不是已知的行政区',
  scopeOutside: '发布范围只能是本单位所在行政区或其下级行政区',
  expiresFormat: '截止日期格式应为yyyy-MM-dd',
  expiresPast: '截止日期不能早于今天',
  invalid: '请检查标红的字段',
  stale: '该通知已被他人修改，请刷新后重试',
  editPublished: '已发布的通知需先撤回才能修改',
  publishState: '该通知已发布',
  withdrawState: '只有已发布的通知可以撤回',
  removeState: '只有草稿或已撤回的通知可以删除',
  remindState: '只有已发布的通知可以提醒未读人员',
  receiptsState: '草稿尚未发布，没有阅读情况',
} as const;
