import { ok } from '../../shared/result';
import { withinJurisdiction } from '../jurisdiction';
import type { FilingDetail, WithdrawalApplyBody, WithdrawalRow } from '../wire';
import { allowed, divisionName, divisionOf, nameOf, replaced, userName } from './access';
import { detailOf } from './detail';
import { currentFiling, stepped } from './save';
import type { FilingCall, FilingChanged, FilingServed } from './types';

/** POST tuijuan/shenqing/:id: the reporter asks to take a filed record back, with a reason. */
export function applyWithdrawal(call: FilingCall, key: string, body: WithdrawalApplyBody): FilingChanged<FilingDetail> {
  const current = currentFiling(call, key, body.version);
  if (!current.ok) return current;
  const { division, filing: f } = current.value;
  const reason = body.reason.trim();
  const may = allowed(f, division, { kind: 'applyWithdrawal', reason });
  if (!may.ok) return may;
  const next = stepped(
    f,
    { withdrawal: 'pending', withdrawalReason: reason, withdrawalAppliedAt: call.at, withdrawalAppliedBy: call.userId },
    { at: call.at, userId: call.userId, action: 'applyWithdrawal', changedFields: [], note: reason },
  );
  return ok({ book: replaced(call.book, key, next), value: detailOf(next, call.dir, division, call.at) });
}

/**
 * POST tuijuan/shenqingpass/:id?checkStatus=1|2: the province approves (back to 待上报, the number
 * stays issued and is never reused) or refuses (stays filed).
 */
export function decideWithdrawal(call: FilingCall, key: string, checkStatus: 1 | 2, version: number): FilingChanged<FilingDetail> {
  const current = currentFiling(call, key, version);
  if (!current.ok) return current;
  const { division, filing: f } = current.value;
  const may = allowed(f, division, { kind: 'decideWithdrawal', checkStatus });
  if (!may.ok) return may;
  const entry = { at: call.at, userId: call.userId, changedFields: [], ...(f.withdrawalReason === undefined ? {} : { note: f.withdrawalReason }) };
  if (checkStatus === 2) {
    const next = stepped(f, { withdrawal: 'refused' }, { ...entry, action: 'refuseWithdrawal' });
    return ok({ book: replaced(call.book, key, next), value: detailOf(next, call.dir, division, call.at) });
  }
  const approved = stepped(f, { status: 'draft', withdrawal: 'none' }, { ...entry, action: 'approveWithdrawal', ...(f.filingNumber === undefined ? {} : { note: `${f.filingNumber}作废` }) });
  // Back to 待上报 without its number: the number stays issued in the ledger and is never given out again.
  const { filingNumber: _n, filedAt: _f, returnOpinion: _r, ...next } = approved;
  return ok({ book: replaced(call.book, key, next), value: detailOf(next, call.dir, division, call.at) });
}

/** GET tuijuan/getCheckData: the return applications the user may see; the province sees every pending one of the province. */
export function withdrawalRows(call: FilingCall): FilingServed<WithdrawalRow[]> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const rows = call.book.filings
    .filter((f) => f.withdrawal !== 'none' && f.status === 'filed' && withinJurisdiction(division.value, f.divisionCode))
    .map((f) => ({
      keyNumGather: f.keyNumGather,
      keyTypeCode: f.keyTypeCode,
      name: nameOf(f.data).name,
      divisionName: divisionName(call.dir, f.divisionCode),
      filingNumber: f.filingNumber ?? '',
      reason: f.withdrawalReason ?? '',
      appliedAt: f.withdrawalAppliedAt ?? '',
      appliedBy: userName(call.dir, f.withdrawalAppliedBy ?? ''),
      state: f.withdrawal,
      version: f.version,
    }))
    .sort((a, b) => (a.state === b.state ? b.appliedAt.localeCompare(a.appliedAt) : a.state === 'pending' ? -1 : 1));
  return ok(rows);
}
