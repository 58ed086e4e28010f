import { SUPERVISE_CONTENT_MAX, superviseFormError, type SuperviseField } from '../supervision-form';
import { mayView } from '../boxes';
import { AFFAIR_STATUS_LABELS, type Affair } from '../affair';
import type { Actor } from '../definition';
import type { SuperviseCreate, SuperviseDetail, SuperviseQuery, SuperviseRow } from '../wire';
import { ok } from '../../shared/result';
import { paged } from './box-page';
import { actorOf, beijingDay, failure, shown, storedOf, userName } from './directory';
import { isOverdue } from './rows';
import type { AffairBook, Changed, Directory, Served, Supervision } from './types';
import type { PageOf } from '../../shared/paging';


/** The supervisor, the urged person and the privileged admin see a supervision. */
const mayViewSupervision = (s: Supervision, actor: Actor): boolean => actor.privileged || s.supervisorId === actor.userId || s.urgedUserId === actor.userId;

/** 催办 is the supervisor's (or the privileged admin's), decided by user id: two people may share a name. */
const mayUrgeSupervision = (s: Supervision, actor: Actor): boolean => actor.privileged || s.supervisorId === actor.userId;

/**
 * The status label of the temporary land use a 转督办 supervision urges, by the land's id: the
 * affair book does not hold land uses, so the backend reading both passes it in. Undefined when
 * the id names no land use.
 */
export type LandStatusOf = (landId: string) => string | undefined;

/** For a book whose supervisions urge affairs only. */
export const noLandStatus: LandStatusOf = () => undefined;

/** An affair supervision shows its affair's status; one urging a land use shows the land use's. */
function statusLabelOf(s: Supervision, affair: Affair | undefined, landStatus: LandStatusOf): string {
  if (affair !== undefined) return AFFAIR_STATUS_LABELS[affair.status];
  return s.temporaryLand === undefined ? '' : (landStatus(s.temporaryLand.id) ?? '');
}

function rowOf(book: AffairBook, dir: Directory, s: Supervision, at: string, landStatus: LandStatusOf): SuperviseRow {
  const affair = book.affairs.find((a) => a.affair.keyDigNumGather === s.keyDigNumGather)?.affair;
  return {
    id: s.id,
    supName: s.supName,
    keyDigNumGather: s.keyDigNumGather,
    keyNumGather: affair?.keyNumGather ?? '',
    affairTitle: affair?.title ?? s.temporaryLand?.projectName ?? '',
    deadline: s.deadline,
    supervisorName: userName(dir, s.supervisorId),
    urgedName: userName(dir, s.urgedUserId),
    createdAt: shown(s.createdAt),
    affairStatusLabel: statusLabelOf(s, affair, landStatus),
    overdue: isOverdue(s, affair, at),
    reminders: s.reminders.length,
    ...(s.temporaryLand === undefined ? {} : { temporaryLandId: s.temporaryLand.id }),
  };
}

function detailOf(book: AffairBook, dir: Directory, s: Supervision, actor: Actor, at: string, landStatus: LandStatusOf): SuperviseDetail {
  return {
    ...rowOf(book, dir, s, at, landStatus),
    content: s.content,
    mayUrge: mayUrgeSupervision(s, actor),
    reminderLog: s.reminders.map((r) => ({ at: shown(r.at), byName: userName(dir, r.by), text: r.text })),
  };
}

const filled = (text: string | undefined): text is string => text !== undefined && text.trim().length > 0;

/** The supervision list: the user's supervisions, newest first, filtered on the Beijing creation day and the name. */
export function superviseList(
  book: AffairBook,
  dir: Directory,
  userId: string,
  query: SuperviseQuery,
  at: string,
  landStatus: LandStatusOf = noLandStatus,
): Served<PageOf<SuperviseRow>> {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return actor;
  const rows = book.supervisions
    .filter((s) => mayViewSupervision(s, actor.value))
    .filter((s) => !filled(query.startTime) || beijingDay(s.createdAt) >= query.startTime)
    .filter((s) => !filled(query.endTime) || beijingDay(s.createdAt) <= query.endTime)
    .filter((s) => !filled(query.supName) || s.supName.includes(query.supName.trim()))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id.localeCompare(a.id)))
    .map((s) => rowOf(book, dir, s, at, landStatus));
  return paged(rows, query);
}

/** The supervisions the user set or must answer (the admin's view of every one is the list's, not this), as list rows. */
export function ownSupervisions(
  book: AffairBook,
  dir: Directory,
  userId: string,
  at: string,
  landStatus: LandStatusOf = noLandStatus,
): { readonly role: 'set' | 'answer'; readonly row: SuperviseRow }[] {
  return book.supervisions
    .filter((s) => s.supervisorId === userId || s.urgedUserId === userId)
    .map((s) => ({ role: s.supervisorId === userId ? 'set' : 'answer', row: rowOf(book, dir, s, at, landStatus) }));
}

/** Why the form cannot create a supervision (a field's rule, or an urged person who does not exist), or undefined. */
export function createProblem(dir: Directory, body: SuperviseCreate, at: string, fields?: readonly SuperviseField[]): string | undefined {
  const problem = superviseFormError(body, beijingDay(at), fields);
  if (problem !== undefined) return problem;
  return dir.users.some((u) => u.userId === body.urgedUserId && u.kind === 'staff') ? undefined : '被督办人不存在';
}

/** POST /supervise: a supervision on an affair the creator may see. */
export function superviseCreate(book: AffairBook, dir: Directory, userId: string, body: SuperviseCreate, at: string): Changed<SuperviseDetail> {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return actor;
  const stored = storedOf(book, body.keyDigNumGather);
  if (!stored.ok) return stored;
  if (!mayView(stored.value.affair, actor.value)) return failure(403, '您无权督办该事务');
  const problem = createProblem(dir, body, at);
  if (problem !== undefined) return failure(400, problem);
  return ok(addSupervision(book, dir, actor.value, body, at, noLandStatus));
}

/** Stores a supervision the caller checked (input, rights) and answers its detail. */
export function addSupervision(
  book: AffairBook,
  dir: Directory,
  actor: Actor,
  body: SuperviseCreate & Pick<Supervision, 'temporaryLand'>,
  at: string,
  landStatus: LandStatusOf,
): { readonly book: AffairBook; readonly value: SuperviseDetail } {
  const sequence = book.sequence + 1;
  const supervision: Supervision = {
    id: `DB${String(sequence).padStart(6, '0')}`,
    keyDigNumGather: body.keyDigNumGather,
    supName: body.supName.trim(),
    deadline: body.deadline,
    supervisorId: actor.userId,
    urgedUserId: body.urgedUserId,
    content: body.content.trim(),
    createdAt: at,
    reminders: [],
    ...(body.temporaryLand === undefined ? {} : { temporaryLand: body.temporaryLand }),
  };
  const next = { ...book, supervisions: [...book.supervisions, supervision], sequence };
  return { book: next, value: detailOf(next, dir, supervision, actor, at, landStatus) };
}

/**
 * Whether a supervision is there for a user by the rule 督办详情 opens it with: a bookmark (我的收藏)
 * may point only at a supervision its owner may open.
 */
export function supervisionReach(supervisions: readonly Supervision[], dir: Directory, userId: string, id: string): 'visible' | 'hidden' | 'missing' {
  const supervision = supervisions.find((s) => s.id === id);
  if (supervision === undefined) return 'missing';
  const actor = actorOf(dir, userId);
  return actor.ok && mayViewSupervision(supervision, actor.value) ? 'visible' : 'hidden';
}

function visibleSupervision(book: AffairBook, dir: Directory, userId: string, id: string): Served<{ supervision: Supervision; actor: Actor }> {
  const actor = actorOf(dir, userId);
  if (!actor.ok) return actor;
  const supervision = book.supervisions.find((s) => s.id === id);
  if (supervision === undefined) return failure(404, '督办不存在');
  if (!mayViewSupervision(supervision, actor.value)) return failure(403, '您无权查看该督办');
  return ok({ supervision, actor: actor.value });
}

export function superviseDetail(
  book: AffairBook,
  dir: Directory,
  userId: string,
  id: string,
  at: string,
  landStatus: LandStatusOf = noLandStatus,
): Served<SuperviseDetail> {
  const found = visibleSupervision(book, dir, userId, id);
  return found.ok ? ok(detailOf(book, dir, found.value.supervision, found.value.actor, at, landStatus)) : found;
}

/** 催办: the supervisor (or the admin) adds a reminder. */
export function superviseUrge(
  book: AffairBook,
  dir: Directory,
  userId: string,
  id: string,
  text: string,
  at: string,
  landStatus: LandStatusOf = noLandStatus,
): Changed<SuperviseDetail> {
  const found = visibleSupervision(book, dir, userId, id);
  if (!found.ok) return found;
  const { supervision, actor } = found.value;
  if (!mayUrgeSupervision(supervision, actor)) return failure(403, '只有督办人可以催办');
  const words = text.trim();
  if (words.length === 0) return failure(400, '请填写催办内容');
  if (words.length > SUPERVISE_CONTENT_MAX) return failure(400, `催办内容不能超过${SUPERVISE_CONTENT_MAX}个字`);
  const updated: Supervision = { ...supervision, reminders: [...supervision.reminders, { at, by: userId, text: words }] };
  const next = { ...book, supervisions: book.supervisions.map((s) => (s.id === id ? updated : s)) };
  return ok({ book: next, value: detailOf(next, dir, updated, actor, at, landStatus) });
}
