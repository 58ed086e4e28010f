import { inBox, isTodo } from '../boxes';
import type { BoxColumn, BoxName, BoxQuery, BoxRow, BoxType } from '../wire';
import { PAGE_SIZES } from '../../format/page-size';
import { ok } from '../../shared/result';
import { actorOf, beijingDay, failure, userName } from './directory';
import { boxCandidates } from './affair-index';
import { boxRowOf } from './rows';
import type { AffairBook, Directory, Served, StoredAffair } from './types';
import { pageOf, type PageOf } from '../../shared/paging';

const col = (prop: BoxColumn['prop'], label: string, width?: number, sortable = false): BoxColumn => ({
  prop,
  label,
  sortable,
  ...(width === undefined ? {} : { width }),
});
const TITLE = col('title', '事务标题', undefined, true);
const PROCESS = col('processName', '流程名称', 160);
const NODE = col('nodeName', '当前环节', 110);
const HANDLER = col('handlerName', '当前办理人', 160);
const REGISTRANT = col('registrantName', '登记人', 100);
const REGISTERED = col('registeredAt', '登记时间', 150, true);
const STATUS = col('statusLabel', '状态', 80);

const COLUMNS: Readonly<Record<BoxType, readonly BoxColumn[]>> = {
  1: [TITLE, PROCESS, NODE, REGISTRANT, REGISTERED, col('updatedAt', '接收时间', 150, true)],
  2: [TITLE, PROCESS, NODE, HANDLER, REGISTRANT, col('updatedAt', '最近办理时间', 150, true)],
  3: [TITLE, PROCESS, REGISTRANT, REGISTERED, col('updatedAt', '办结时间', 150, true)],
  4: [TITLE, PROCESS, STATUS, NODE, HANDLER, REGISTRANT, col('updatedAt', '更新时间', 150, true)],
  5: [TITLE, PROCESS, col('nodeName', '作废环节', 110), REGISTRANT, col('updatedAt', '作废时间', 150, true)],
  6: [TITLE, PROCESS, STATUS, NODE, HANDLER, REGISTRANT, REGISTERED, col('updatedAt', '更新时间', 150, true)],
};

/** GET /box/columns?boxType=: what each box shows, in order. */
export const boxColumns = (boxType: BoxType): BoxColumn[] => [...COLUMNS[boxType]];

function pagingProblem(query: BoxQuery | { pageIndex: number; pageSize: number }): string | undefined {
  if (!PAGE_SIZES.some((size) => size === query.pageSize)) return '每页条数只能是15、20、30或50';
  if (!Number.isInteger(query.pageIndex) || query.pageIndex < 1) return '页码必须是不小于1的整数';
  return undefined;
}

/** A page of rows, or 400 when the paging is not one the lists offer. */
export function paged<T>(rows: readonly T[], query: { pageIndex: number; pageSize: number }): Served<PageOf<T>> {
  const problem = pagingProblem(query);
  if (problem !== undefined) return failure(400, problem);
  return ok(pageOf(rows, query.pageIndex, query.pageSize));
}

const contains = (text: string, part: string | undefined): boolean => part === undefined || part.trim().length === 0 || text.includes(part.trim());

function matches(dir: Directory, stored: StoredAffair, query: BoxQuery): boolean {
  const { affair } = stored;
  const day = beijingDay(stored.updatedAt);
  return (
    contains(affair.title, query.title) &&
    (query.procDefId === undefined || query.procDefId.length === 0 || affair.procDefId === query.procDefId) &&
    (query.status === undefined || affair.status === query.status) &&
    (query.startTime === undefined || query.startTime.length === 0 || day >= query.startTime) &&
    (query.endTime === undefined || query.endTime.length === 0 || day <= query.endTime) &&
    contains(userName(dir, affair.registeredBy), query.registrantName)
  );
}

function sorter(query: BoxQuery): (a: StoredAffair, b: StoredAffair) => number {
  const orderBy = query.orderBy ?? 'updatedAt';
  const sign = (query.order ?? 'desc') === 'asc' ? 1 : -1;
  const keyOf = (s: StoredAffair): string => (orderBy === 'title' ? s.affair.title : orderBy === 'registeredAt' ? s.affair.registeredAt : s.updatedAt);
  return (a, b) => {
    const primary = orderBy === 'title' ? keyOf(a).localeCompare(keyOf(b), 'zh-CN') : keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0;
    return primary !== 0 ? sign * primary : sign * a.affair.keyDigNumGather.localeCompare(b.affair.keyDigNumGather);
  };
}

/** POST /box/{name}: the user's side of the affairs (read from the index), filtered, sorted (default newest step first) and paged; only the page is formatted. */
export function boxPage(book: AffairBook, dir: Directory, userId: string, box: BoxName, query: BoxQuery, at: string): Served<PageOf<BoxRow>> {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return actor;
  const problem = pagingProblem(query);
  if (problem !== undefined) return failure(400, problem);
  const found = boxCandidates(book.affairs, actor.value, box).filter((s) => inBox(s.affair, actor.value, box, at) && matches(dir, s, query));
  const start = (query.pageIndex - 1) * query.pageSize;
  const rows = [...found].sort(sorter(query)).slice(start, start + query.pageSize);
  return ok({ rows: rows.map((s) => boxRowOf(book, dir, s, at)), total: found.length, pageIndex: query.pageIndex, pageSize: query.pageSize });
}

/** The user's 待办 count: the menu badge (2601) and the notice counts' todoCount. */
export function todoCount(book: AffairBook, dir: Directory, userId: string, at: string): number {
  const actor = actorOf(dir, userId);
  return actor.ok ? boxCandidates(book.affairs, actor.value, 'todo').filter((s) => isTodo(s.affair, actor.value, at)).length : 0;
}
