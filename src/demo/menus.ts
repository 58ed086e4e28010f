import { LOAN_OVERDUE_BADGE_ID } from '../domain/archive/archive-types';
import type { MenuEntry } from '../domain/menu/menu';
import { checkPermission } from '../domain/permission/permission';
import { buildRoles, ROLE_KEYS } from './roles';

type Level = 'admin' | 'province' | 'city' | 'county';

/** A page entry; menuId is the key of the count badges (SPEC section 3, menu count entry). */
const page = (name: string, path: string, title: string, icon: string, menuId: number, component: string): MenuEntry => ({
  name,
  path,
  component,
  meta: { title, icon, menuId },
});

const group = (name: string, path: string, title: string, icon: string, menuId: number, children: readonly MenuEntry[]): MenuEntry => ({
  name,
  path,
  component: 'Layout',
  redirect: 'noRedirect',
  meta: { title, icon, menuId, alwaysShow: true },
  children,
});

function recordReport(level: Level): MenuEntry {
  const children = [
    // The province does not report upward, so it has no 待上报 list.
    ...(level === 'province' ? [] : [page('ToBeReportedSchedule', 'toBeReported', '待上报', 'edit', 2101, 'recordReport/toBeReported/index')]),
    page('ReportedSchedule', 'reported', '已上报', 'upload', 2102, 'recordReport/reported/index'),
    page('QuerySchedule', 'query', '备案查询', 'search', 2103, 'recordReport/query/index'),
    page('RollBackSchedule', 'rollBack', '已退回', 'back', 2104, 'recordReport/rollBack/index'),
  ];
  return group('RecordReport', '/recordReport', '备案管理', 'record', 2100, children);
}

/** 发布管理 only for those who may write notices (notice:add). */
const notice = (writes: boolean): MenuEntry =>
  group('Notice', '/notice', '通知公告管理', 'notice', 2000, [
    page('NoticeList', 'list', '通知公告', 'message', 2001, 'notice/list/index'),
    ...(writes ? [page('NoticeManage', 'manage', '发布管理', 'edit', 2002, 'notice/manage/index')] : []),
  ]);

const analysis = (): MenuEntry =>
  group('Analysis', '/analysis', '备案统计分析', 'chart', 2200, [
    page('DistrictStatistics', 'district', '区域统计', 'map', 2201, 'analysis/district/index'),
    page('ProjectStatistics', 'project', '项目统计', 'list', 2202, 'analysis/project/index'),
    page('TimeoutStatistics', 'timeout', '超时统计', 'time', 2203, 'analysis/timeout/index'),
    page('CollectiveLand', 'collective', '集体土地统计', 'chart', 2204, 'analysis/collective/index'),
  ]);

const onemap = (): MenuEntry =>
  group('Onemap', '/onemap', '专题图', 'map', 2300, [page('RecordMap', 'record', '备案专题图', 'location', 2301, 'onemap/record/index')]);

const temporaryLand = (): MenuEntry =>
  group('TemporaryLand', '/temporaryLand', '临时用地及建设踏勘', 'land', 2400, [
    page('TemporaryLandList', 'list', '临时用地', 'list', 2401, 'temporaryLand/list/index'),
    page('ConstructionSurvey', 'survey', '建设踏勘', 'survey', 2402, 'temporaryLand/survey/index'),
  ]);

const special = (): MenuEntry =>
  group('Special', '/special', '专项统计', 'statistics', 2500, [
    page('FarmlandChange', 'farmland', '耕地变化统计', 'chart', 2501, 'special/farmland/index'),
    page('BuildHouse', 'buildHouse', '农房建设统计', 'house', 2502, 'special/buildHouse/index'),
    page('RuralPlanningPermit', 'guihuaxuke', '乡村建设规划许可', 'form', 2503, 'special/guihuaxuke/index'),
  ]);

const process = (): MenuEntry =>
  group('Process', '/process', '我的事务', 'process', 2600, [
    page('ProcessTodo', 'todo', '待办事务', 'todo', 2601, 'process/box/todo/index'),
    page('ProcessDone', 'done', '已办事务', 'done', 2602, 'process/box/done/index'),
    page('ProcessFinish', 'finish', '办结事务', 'finish', 2603, 'process/box/finish/index'),
    page('ProcessQuery', 'query', '事务查询', 'search', 2604, 'process/box/query/index'),
    page('ProcessInvalid', 'invalid', '作废事务', 'delete', 2605, 'process/box/invalid/index'),
    page('ProcessCondition', 'condition', '条件查询', 'filter', 2606, 'process/box/condition/index'),
    page('ProcessRegister', 'register', '事务登记', 'edit', 2607, 'process/register/index'),
    page('SuperviseList', 'supervise', '督办事项', 'eye', 2608, 'supervise/list/index'),
  ]);

/** The server sends it to everyone; the client must drop it (SPEC section 7, menu loading). */
const system = (): MenuEntry =>
  group('System', '/system', '系统管理', 'system', 2900, [
    page('User', 'user', '用户管理', 'user', 2901, 'system/user/index'),
    page('Role', 'role', '角色管理', 'peoples', 2902, 'system/role/index'),
    page('Menu', 'menu', '菜单管理', 'tree-table', 2903, 'system/menu/index'),
  ]);

const ROLE_OF_LEVEL: Readonly<Record<Level, string>> = { admin: ROLE_KEYS.admin, province: ROLE_KEYS.province, city: ROLE_KEYS.city, county: ROLE_KEYS.county };

const writesNotices = (level: Level): boolean =>
  checkPermission('notice:add', buildRoles().find((role) => role.roleKey === ROLE_OF_LEVEL[level])?.permissions ?? []);

/** 个人秘书: 收件箱 carries the unread badge (INBOX_MENU_ID). */
const secretary = (): MenuEntry =>
  group('Secretary', '/secretary', '个人秘书', 'message', 2800, [
    page('MessageInbox', 'inbox', '收件箱', 'message', 2801, 'secretary/inbox/index'),
    page('MessageSent', 'sent', '已发送', 'upload', 2802, 'secretary/sent/index'),
  ]);

/** 会议管理: 会议申请 carries the 待回复 badge (MEETING_REPLY_BADGE_ID); the pages are SPEC's fixed meeting routes. */
const meetings = (): MenuEntry =>
  group('Meeting', '/meeting/manager', '会议管理', 'meeting', 2700, [
    page('MeetingRegister', 'register/list', '会议室登记', 'date', 2702, 'meeting/register/list'),
    page('MeetingApplication', 'application/list', '会议申请', 'edit', 2701, 'meeting/application/list'),
  ]);

/** 案件管理: the cases of the user's jurisdiction; 立案登记 and 案件详情 are SPEC's fixed op routes. */
const cases = (): MenuEntry => group('Case', '/op/case', '案件管理', 'guide', 3100, [page('CaseList', 'list', '案件列表', 'list', 3101, 'op/case/list/index')]);

/** 档案管理 (2940…: 系统管理 holds 2900–2903): 入库 and 出库 are SPEC's fixed archive routes; 借阅管理 is a menu page of its own, badged with the overdue loans. */
const archives = (): MenuEntry =>
  group('Archive', '/archive/manage', '档案管理', 'folder', 2940, [
    page('ArchiveIn', 'in', '档案入库', 'plus', 2941, 'archive/manage/in'),
    page('ArchiveOut', 'out', '档案出库', 'list', 2942, 'archive/manage/out'),
    page('ArchiveRetrieval', 'retrieval', '借阅管理', 'book', LOAN_OVERDUE_BADGE_ID, 'archive/manage/retrieval/index'),
  ]);

/** 台账管理: the catalogue (auto ledgers open their department detail, manual ones their list page) and the statistics. */
const ledgers = (): MenuEntry =>
  group('Ledger', '/tz', '台账管理', 'statistics', 3000, [
    page('LedgerIndex', 'secretary/index', '台账目录', 'list', 3001, 'tz/secretary/index'),
    page('LedgerStatistic', 'statistic/index', '台账统计', 'chart', 3002, 'tz/statistic/index'),
    page('LedgerDesigner', 'secretary/designer', '表单设计', 'edit', 3040, 'tz/secretary/designer'),
  ]);

function menuFor(level: Level): MenuEntry[] {
  return [notice(writesNotices(level)), recordReport(level), analysis(), onemap(), temporaryLand(), special(), process(), secretary(), meetings(), archives(), ledgers(), cases(), system()];
}

/** The menu tree per role key. The uid link service role has no menu: it never opens a session. */
export function buildMenus(): Record<string, readonly MenuEntry[]> {
  return {
    [ROLE_KEYS.admin]: menuFor('admin'),
    [ROLE_KEYS.province]: menuFor('province'),
    [ROLE_KEYS.city]: menuFor('city'),
    [ROLE_KEYS.county]: menuFor('county'),
    [ROLE_KEYS.uidLink]: [],
  };
}
