import { AFFAIR_ACTION_LABELS } from '../affair';
import { availableActions } from '../available';
import { definitionById } from '../definitions';
import type { ActionButton, AffairDetail, DelegationRow, HandlerOption, HistoryRow, OpinionsData } from '../wire';
import { ok } from '../../shared/result';
import { actorOf, nodeName, shown, storedOf, userName } from './directory';
import { delegationRowsOf, detailOf, historyRowsOf } from './rows';
import type { AffairBook, Directory, Served } from './types';
import { visibleAffair } from './working';

/** The opinion box's common phrases. */
const COMMON_PHRASES: readonly string[] = [
  '同意。',
  '请审核。',
  '情况属实，拟同意。',
  '材料不全，请补充后重新报送。',
  '已阅。',
  '请按规定程序办理。',
  '经审查，符合相关规定，同意报批。',
  '用地范围涉及永久基本农田，请核实后重新报送。',
];

/** The affair detail (GET /handle/detail/:key); `_at` keeps the signature of the other per-user reads (nothing in it depends on the day). */
export function affairDetail(book: AffairBook, dir: Directory, userId: string, key: string, _at: string): Served<AffairDetail> {
  const found = visibleAffair(book, dir, userId, key);
  return found.ok ? ok(detailOf(dir, found.value.stored)) : found;
}

/** GET /button: the actions the engine lets this user take now, with their labels. */
export function buttonsFor(book: AffairBook, dir: Directory, userId: string, key: string, at: string): Served<ActionButton[]> {
  const found = visibleAffair(book, dir, userId, key);
  if (!found.ok) return found;
  const { stored, actor } = found.value;
  const definition = definitionById(stored.affair.procDefId);
  if (definition === undefined) return ok([]);
  return ok(availableActions(stored.affair, actor, definition, at).map((action) => ({ action, label: AFFAIR_ACTION_LABELS[action] })));
}

/** GET /handle/accredit/users: colleagues of the same division the holder may delegate to (person leaves). */
export function accreditUsers(book: AffairBook, dir: Directory, userId: string, key: string): Served<HandlerOption[]> {
  const stored = storedOf(book, key);
  if (!stored.ok) return stored;
  const actor = actorOf(dir, userId);
  if (!actor.ok) return actor;
  const division = dir.users.find((u) => u.userId === userId)?.divisionCode;
  return ok(
    dir.users
      .filter((u) => u.kind === 'staff' && u.userId !== userId && u.divisionCode === division)
      .map((u) => ({ id: u.userId, label: u.nickName, type: 'TbUser' })),
  );
}

export function delegationsOf(book: AffairBook, dir: Directory, userId: string, key: string): Served<DelegationRow[]> {
  const found = visibleAffair(book, dir, userId, key);
  return found.ok ? ok(delegationRowsOf(dir, found.value.stored.affair)) : found;
}

/** GET /history/work/record: one row per accepted action, oldest first. */
export function historyRows(book: AffairBook, dir: Directory, userId: string, key: string): Served<HistoryRow[]> {
  const found = visibleAffair(book, dir, userId, key);
  return found.ok ? ok(historyRowsOf(dir, found.value.stored.affair)) : found;
}

/** POST /opinion/getWorkOpinions: every opinion of the history, oldest first, and the common phrases. */
export function opinionsOf(book: AffairBook, dir: Directory, userId: string, key: string): Served<OpinionsData> {
  const found = visibleAffair(book, dir, userId, key);
  if (!found.ok) return found;
  const { affair } = found.value.stored;
  const definition = definitionById(affair.procDefId);
  const opinions = affair.history.flatMap((entry) =>
    entry.opinion === undefined
      ? []
      : [{ actorName: userName(dir, entry.actor), nodeName: definition === undefined ? entry.fromNode : nodeName(definition, entry.fromNode), at: shown(entry.at), opinion: entry.opinion }],
  );
  return ok({ opinions, phrases: COMMON_PHRASES });
}
