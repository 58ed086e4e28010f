import { affairDetailsUrl } from '../affair/details-link';
import { isTodo } from '../affair/boxes';
import { boxCandidates } from '../affair/service/affair-index';
import { actorOf, shown } from '../affair/service/directory';
import type { AffairBook, Directory } from '../affair/service/types';
import { filingDetailsUrl } from '../filing/detail-links';
import { nameOf } from '../filing/service/access';
import { filingListRecords } from '../filing/service/list';
import type { FilingBook, StoredFiling } from '../filing/service/types';
import type { FilingListName } from '../filing/wire';
import { TODO_STAGE_LABELS } from './dashboard-messages';
import type { TodoItem, TodoListQuery, TodoStage } from './dashboard-types';
import { type PageOf, pageOf } from '../shared/paging';

/** The source a details page is told a row came from: not 'launch', so it fetches the affair first. */
const DASHBOARD_SOURCE = 'dashboard';
/** Box type 1 (待办): the affair is opened to be handled. */
const TODO_BOX = 1;

/** Each filing stage is a filing list, so the counts are the lists' totals (and the menu badges). */
const FILING_STAGES: readonly { readonly stage: Exclude<TodoStage, 'affair'>; readonly list: FilingListName }[] = [
  { stage: 'toReport', list: 'toBeReported' },
  { stage: 'toReview', list: 'toBeReviewed' },
  { stage: 'returned', list: 'rollBack' },
];

/** Where a filing opens: as 待上报 opens it (editable), as the reviewer's page, or as 已退回. */
function filingUrl(stage: Exclude<TodoStage, 'affair'>, f: StoredFiling): string {
  const key = { keyNumGather: f.keyNumGather, keyTypeCode: f.keyTypeCode };
  if (stage === 'toReport') return filingDetailsUrl('/toBeReported/details', key, 1);
  return filingDetailsUrl(stage === 'toReview' ? '/query/toBeReviewedDetail' : '/rollBack/details', key);
}

interface Waiting {
  /** ISO instant it has waited since: the sort key. */
  readonly since: string;
  readonly item: () => TodoItem;
}

interface TodoSources {
  readonly affairs: AffairBook;
  readonly filings: FilingBook;
  readonly dir: Directory;
}

function affairsWaiting(sources: TodoSources, userId: string, at: string): Waiting[] {
  const actor = actorOf(sources.dir, userId);
  if (!actor.ok) return [];
  return boxCandidates(sources.affairs.affairs, actor.value, 'todo')
    .filter((s) => isTodo(s.affair, actor.value, at))
    .map((s) => ({
      since: s.updatedAt,
      item: () => ({
        kind: 'affair',
        id: s.affair.keyDigNumGather,
        title: s.affair.title,
        stage: 'affair',
        stageLabel: TODO_STAGE_LABELS.affair,
        at: shown(s.updatedAt),
        url: affairDetailsUrl({ moduleKey: s.affair.keyDigNumGather, boxType: TODO_BOX, source: DASHBOARD_SOURCE, filesKey: s.affair.keyNumGather }),
      }),
    }));
}

function filingsWaiting(sources: TodoSources, userId: string, at: string, stage: Exclude<TodoStage, 'affair'>, list: FilingListName): Waiting[] {
  const records = filingListRecords({ book: sources.filings, dir: sources.dir, userId, at }, list);
  if (!records.ok) return [];
  return records.value.map((f) => ({
    since: f.updatedAt,
    item: () => ({
      kind: 'filing',
      id: f.keyNumGather,
      title: nameOf(f.data).name,
      stage,
      stageLabel: TODO_STAGE_LABELS[stage],
      at: shown(f.updatedAt, 'yyyy-MM-dd'),
      url: filingUrl(stage, f),
    }),
  }));
}

/**
 * 业务 (POST /api/todo/list): the affairs of the user's 待办 box and the filings of their 待上报,
 * 待审核 and 已退回 lists, read by the same services as those pages, what waited longest first.
 * Only the page is formatted.
 */
export function todoItems(sources: TodoSources, userId: string, query: TodoListQuery, at: string): PageOf<TodoItem> {
  const wanted = (stage: TodoStage): boolean => query.stage === undefined || query.stage === stage;
  const waiting = [
    ...(wanted('affair') ? affairsWaiting(sources, userId, at) : []),
    ...FILING_STAGES.filter(({ stage }) => wanted(stage)).flatMap(({ stage, list }) => filingsWaiting(sources, userId, at, stage, list)),
  ];
  // A stable sort keeps the services' order (and so the kinds' order) among equal instants.
  waiting.sort((a, b) => (a.since < b.since ? -1 : a.since > b.since ? 1 : 0));
  const page = pageOf(waiting, query.pageIndex, query.pageSize);
  return { ...page, rows: page.rows.map((entry) => entry.item()) };
}
