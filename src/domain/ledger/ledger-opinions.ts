import { withinJurisdiction } from '../filing/jurisdiction';
import { ok } from '../shared/result';
import { changed, fail, type LedgerCall, type LedgerChanged, type LedgerServed } from './ledger-call';
import { ledgerRange } from './ledger-detail';
import { LEDGER_OPINION_MAX } from './ledger-limits';
import { ledgerMessages as m } from './ledger-messages';
import { parseInstanceKey } from './ledger-open';
import { isLedgerPeriod } from './ledger-periods';
import { findLedger, viewerDivision } from './ledger-service';
import { isAutoLedger, type LedgerCustomSave, type LedgerCustomStat, type LedgerOpinion, type LedgerOpinionSave, type LedgerOpinionView } from './ledger-types';

/** A sequence-free id: the instant and how many the book already holds, unique within one book. */
const nextId = (prefix: string, at: string, taken: readonly { readonly id: string }[]): string => {
  const base = `${prefix}${at.replace(/\D/g, '').slice(0, 14)}`;
  let n = taken.length + 1;
  while (taken.some((x) => x.id === `${base}-${n}`)) n += 1;
  return `${base}-${n}`;
};

/** The ledger and instance an opinion is about, within the caller's jurisdiction. */
function instanceOf(call: LedgerCall, ledgerId: string, instanceKey: string): LedgerServed<{ divisionCode: string }> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const def = findLedger(call, ledgerId);
  if (!def.ok) return def;
  const instance = parseInstanceKey(instanceKey);
  if (instance === undefined) return fail(400, m.badInstance);
  if (!isLedgerPeriod(def.value.cycle, instance.period)) return fail(400, m.badInstance);
  if (!call.dir.divisions.some((d) => d.code === instance.divisionCode)) return fail(404, m.noDivision);
  if (!withinJurisdiction(viewer.value.code, instance.divisionCode)) return fail(403, m.outside);
  return ok({ divisionCode: instance.divisionCode });
}

const view = (call: LedgerCall, o: LedgerOpinion): LedgerOpinionView => ({ ...o, own: o.userId === call.userId });

/** GET /opinion/{a}/{b}: the instance's opinions, oldest first. */
export function ledgerOpinions(call: LedgerCall, ledgerId: string, instanceKey: string): LedgerServed<LedgerOpinionView[]> {
  const instance = instanceOf(call, ledgerId, instanceKey);
  if (!instance.ok) return instance;
  return ok(call.book.opinions.filter((o) => o.ledgerId === ledgerId && o.instanceKey === instanceKey).map((o) => view(call, o)));
}

/** POST /opinion/{a}/{b}. */
export function addOpinion(call: LedgerCall, ledgerId: string, instanceKey: string, save: LedgerOpinionSave): LedgerChanged<LedgerOpinionView> {
  const instance = instanceOf(call, ledgerId, instanceKey);
  if (!instance.ok) return instance;
  const content = save.content.trim();
  if (content === '') return fail(400, m.opinionEmpty);
  if ([...content].length > LEDGER_OPINION_MAX) return fail(400, m.opinionTooLong);
  const user = call.dir.users.find((u) => u.userId === call.userId);
  const opinion: LedgerOpinion = {
    id: nextId('OP', call.at, call.book.opinions),
    ledgerId,
    instanceKey,
    userId: call.userId,
    userName: user?.nickName ?? call.userId,
    divisionCode: user?.divisionCode ?? '',
    content,
    createdAt: call.at,
  };
  return changed({ ...call.book, opinions: [...call.book.opinions, opinion] }, view(call, opinion));
}

/** DELETE /opinion/{id}: only its author; deleting one already gone says so. */
export function deleteOpinion(call: LedgerCall, id: string): LedgerChanged<null> {
  const viewer = viewerDivision(call);
  if (!viewer.ok) return viewer;
  const opinion = call.book.opinions.find((o) => o.id === id);
  if (opinion === undefined) return fail(404, m.opinionNotFound);
  if (opinion.userId !== call.userId) return fail(403, m.opinionNotOwn);
  return changed({ ...call.book, opinions: call.book.opinions.filter((o) => o.id !== id) }, null);
}

/** POST /custom: saves a range statistic the caller can run again; the range is checked by running it. */
export function saveCustom(call: LedgerCall, save: LedgerCustomSave): LedgerChanged<LedgerCustomStat> {
  const def = findLedger(call, save.ledgerId);
  if (!def.ok) return def;
  if (!isAutoLedger(def.value)) return fail(400, m.notAuto);
  const keyTypeCode = def.value.keyTypeCode;
  const checked = ledgerRange(call, keyTypeCode, save);
  if (!checked.ok) return checked;
  const custom: LedgerCustomStat = {
    id: nextId('CS', call.at, call.book.customs),
    userId: call.userId,
    name: save.name.trim(),
    ledgerId: def.value.id,
    keyTypeCode,
    fromPeriod: save.fromPeriod,
    toPeriod: save.toPeriod,
    divisionCode: save.divisionCode,
    createdAt: call.at,
  };
  return changed({ ...call.book, customs: [...call.book.customs, custom] }, custom);
}

/** DELETE /custom/{id}: only the caller's own. */
export function deleteCustom(call: LedgerCall, id: string): LedgerChanged<null> {
  const custom = call.book.customs.find((c) => c.id === id && c.userId === call.userId);
  if (custom === undefined) return fail(404, m.customNotFound);
  return changed({ ...call.book, customs: call.book.customs.filter((c) => c.id !== id) }, null);
}
