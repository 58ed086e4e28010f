import { registerAffair } from '../affair/service/register';
import { affairChanged } from '../affair/service/affair-index';
import type { AffairBook, ServiceFailure } from '../affair/service/types';
import type { Directory } from '../directory/directory';
import { chinaToday } from '../filing/calendar-date';
import { err, ok, type Result } from '../shared/result';
import { agencyCodeOf } from './document-agency';
import { postProblems } from './document-check';
import { documentMessages as m } from './document-messages';
import type { DocumentViewer } from './document-scope';
import type { DocumentProblems, PostDraft } from './document-types';
import { postMessages as pm } from './post-messages';
import { numberPost } from './post-numbering';
import { POST_DOCUMENT } from './post-process';
import { holdsNumbering, postViewOf, staffViewerOf, visiblePost, type PostBook, type PostView, type StoredPost } from './post-view';
import { pageOf, type PageOf } from '../shared/paging';

export interface PostCall {
  readonly dir: Directory;
  readonly userId: string;
  /** The clock as an ISO instant. */
  readonly at: string;
  readonly posts: PostBook;
  readonly affairs: AffairBook;
}

export interface PostFailure extends ServiceFailure {
  readonly fieldProblems?: DocumentProblems;
}
type Served<T> = Result<T, PostFailure>;
type Changed<T> = Served<{ readonly posts: PostBook; readonly affairs: AffairBook; readonly value: T }>;

/** 'drafted': posts the caller drafted or handles; 'received': posts 分发 to the caller's unit. */
export type PostBox = 'drafted' | 'received';
export interface PostQuery {
  readonly box: PostBox;
  readonly pageIndex: number;
  readonly pageSize: number;
}

export const EMPTY_POST_BOOK: PostBook = { posts: [], sequence: 0, ledger: { version: 0, last: {} } };

const fail = (status: PostFailure['status'], message: string, fieldProblems?: DocumentProblems): Served<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

const yearOf = (at: string): number => Number((chinaToday(Date.parse(at)) ?? at).slice(0, 4));

interface Viewer extends DocumentViewer {
  readonly divisionCode: string;
}

function viewerOf(call: PostCall): Served<Viewer> {
  const viewer = staffViewerOf(call.dir, call.userId);
  return viewer === undefined ? fail(403, '当前用户不存在或已停用') : ok(viewer);
}

/** A post the viewer may see; any other is 404 so that its existence does not leak. */
function visible(call: PostCall, viewer: Viewer, id: string): Served<StoredPost> {
  const found = call.posts.posts.find((p) => p.id === id);
  return found !== undefined && visiblePost(viewer, found, call.affairs.affairs) ? ok(found) : fail(404, pm.notFound);
}

const replaced = (book: PostBook, next: StoredPost): PostBook => ({ ...book, posts: book.posts.map((p) => (p.id === next.id ? next : p)) });

/** GET /api/op/document/post/list: newest first. */
export function postPage(call: PostCall, query: PostQuery): Served<PageOf<PostView>> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const rows = call.posts.posts
    .filter((p) => visiblePost(viewer.value, p, call.affairs.affairs))
    .map((p) => postViewOf(call.dir, viewer.value, p, call.affairs.affairs))
    .filter((p) => (query.box === 'received' ? p.distributed && p.createdBy !== call.userId : !p.distributed || p.createdBy === call.userId))
    .sort((a, b) => b.id.localeCompare(a.id));
  return ok(pageOf(rows, query.pageIndex, query.pageSize));
}

/** GET /api/op/document/post/details. */
export function postDetail(call: PostCall, id: string): Served<PostView> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const found = visible(call, viewer.value, id);
  return found.ok ? ok(postViewOf(call.dir, viewer.value, found.value, call.affairs.affairs)) : found;
}

/** Whether a post is there for the caller: the bookmark lookup of type 2 (公文), beside receiptReach. */
export function postReach(call: PostCall, id: string): 'visible' | 'hidden' | 'missing' {
  const found = call.posts.posts.find((p) => p.id === id);
  if (found === undefined) return 'missing';
  const viewer = viewerOf(call);
  return viewer.ok && visiblePost(viewer.value, found, call.affairs.affairs) ? 'visible' : 'hidden';
}

/**
 * POST /api/op/document/post/save: a new draft (no id, version 0) or the drafter's change at the
 * version read. Its 机关代字 follows the drafter's bureau and the 文种 (函 has its own series).
 */
export function savePost(call: PostCall, id: string | undefined, version: number, draft: PostDraft): Changed<PostView> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const isUnit = (deptId: string): boolean => call.dir.departments.some((d) => d.deptId === deptId);
  const problems = postProblems(draft, isUnit);
  if (Object.keys(problems).length > 0 || draft.kind === '' || draft.secrecy === '' || draft.urgency === '') return fail(400, Object.values(problems)[0] ?? m.invalid, problems);
  const division = call.dir.divisions.find((d) => d.code === viewer.value.divisionCode);
  if (division === undefined) return fail(400, pm.noAgency);
  const fields = { ...draft, kind: draft.kind, secrecy: draft.secrecy, urgency: draft.urgency, agencyCode: agencyCodeOf(division.level, division.name, draft.kind) };
  if (id === undefined) {
    const sequence = call.posts.sequence + 1;
    const stored: StoredPost = {
      ...fields,
      id: `FW${yearOf(call.at)}${String(sequence).padStart(5, '0')}`,
      unitId: `D${viewer.value.divisionCode}`,
      divisionCode: viewer.value.divisionCode,
      createdBy: call.userId,
      createdAt: call.at,
      version: 1,
    };
    return ok({ posts: { ...call.posts, posts: [...call.posts.posts, stored], sequence }, affairs: call.affairs, value: postViewOf(call.dir, viewer.value, stored, call.affairs.affairs) });
  }
  const found = visible(call, viewer.value, id);
  if (!found.ok) return found;
  if (found.value.createdBy !== call.userId) return fail(403, pm.notDrafter);
  if (found.value.affairKey !== undefined) return fail(409, pm.sentNotEditable);
  if (found.value.version !== version) return fail(409, m.stale);
  const next: StoredPost = { ...found.value, ...fields, version: version + 1 };
  return ok({ posts: replaced(call.posts, next), affairs: call.affairs, value: postViewOf(call.dir, viewer.value, next, call.affairs.affairs) });
}

/**
 * POST /api/op/document/post/submit (送审): registers the 发文 affair, held by the drafter at 拟稿,
 * who sends it on to 核稿 from the affair's page choosing the handler, as 公文办理 is sent.
 */
export function submitPost(call: PostCall, id: string, version: number): Changed<PostView> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const found = visible(call, viewer.value, id);
  if (!found.ok) return found;
  if (found.value.createdBy !== call.userId) return fail(403, pm.notDrafter);
  if (found.value.affairKey !== undefined) return fail(409, pm.sentNotEditable);
  if (found.value.version !== version) return fail(409, m.stale);
  const registered = registerAffair(call.affairs, call.dir, call.userId, POST_DOCUMENT.id, { title: found.value.title, formData: { title: found.value.title, kind: found.value.kind } }, call.at);
  if (!registered.ok) return registered;
  const next: StoredPost = { ...found.value, affairKey: registered.value.value.keyDigNumGather, version: version + 1 };
  const affairs = registered.value.book;
  return ok({ posts: replaced(call.posts, next), affairs, value: postViewOf(call.dir, viewer.value, next, affairs.affairs) });
}

/**
 * POST /api/op/document/post/number (编号): the holder of the 编号 step gives the post the next
 * 文号 of its 机关代字 and year, written on the affair's form too so that its details show it.
 * Judged and stored in one step by each backend, so two posts numbered at once get consecutive numbers.
 */
export function numberPostAt(call: PostCall, id: string): Changed<PostView> {
  const viewer = viewerOf(call);
  if (!viewer.ok) return viewer;
  const found = visible(call, viewer.value, id);
  if (!found.ok) return found;
  const stored = call.affairs.affairs.find((a) => a.affair.keyDigNumGather === found.value.affairKey);
  const ledger = call.posts.ledger;
  const numbered = numberPost(ledger, ledger.version, found.value, holdsNumbering(viewer.value, stored), yearOf(call.at));
  if (!numbered.ok) return numbered;
  const next: StoredPost = numbered.value.post === found.value ? found.value : { ...numbered.value.post, version: found.value.version + 1 };
  const posts: PostBook = { ...replaced(call.posts, next), ledger: numbered.value.ledger };
  let affairs = call.affairs;
  if (stored !== undefined && next.docNumber !== undefined && stored.formData.docNumber !== next.docNumber) {
    const withNumber = { ...stored, formData: { ...stored.formData, docNumber: next.docNumber } };
    const list = call.affairs.affairs.map((a) => (a === stored ? withNumber : a));
    affairChanged(call.affairs.affairs, list, stored, withNumber);
    affairs = { ...call.affairs, affairs: list };
  }
  return ok({ posts, affairs, value: postViewOf(call.dir, viewer.value, next, affairs.affairs) });
}
