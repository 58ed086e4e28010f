import { ok } from '../../shared/result';
import { checkFiling, type FieldProblem } from '../data-check';
import { FIELD_LABELS, type FilingTypeCode } from '../filing-types';
import { HISTORY_ACTION_LABELS } from '../history';
import { FILING_STATUS_LABELS, transition } from '../lifecycle';
import type { FilingAbilities, FilingDetail, FilingHistoryRow, FilingSubParams } from '../wire';
import { divisionOf, fail, lifecycleOf, rowOf, userName, visibleFiling } from './access';
import { canRecall, isReviewer } from './review-level';
import type { FilingCall, FilingServed, StoredFiling } from './types';

const may = (f: StoredFiling, division: string, event: Parameters<typeof transition>[2]): boolean =>
  transition(lifecycleOf(f), { divisionCode: division }, event).ok;

export function abilitiesOf(f: StoredFiling, division: string): FilingAbilities {
  return {
    edit: may(f, division, { kind: 'edit' }),
    report: may(f, division, { kind: 'report' }),
    delete: may(f, division, { kind: 'delete' }),
    review: isReviewer(f, division),
    recall: canRecall(f, division),
    applyWithdrawal: may(f, division, { kind: 'applyWithdrawal', reason: '理由' }),
    decideWithdrawal: may(f, division, { kind: 'decideWithdrawal', checkStatus: 2 }),
    abate: f.status === 'filed' && f.keyTypeCode === '1' && f.divisionCode === division && f.abatedAt === undefined && f.withdrawal !== 'pending',
  };
}

export function detailOf(f: StoredFiling, dir: FilingCall['dir'], division: string, at: string): FilingDetail {
  return {
    ...rowOf(f, dir, at),
    data: f.data,
    createdBy: f.createdBy,
    createdByName: userName(dir, f.createdBy),
    createdAt: f.createdAt,
    ...(f.withdrawalReason === undefined ? {} : { withdrawalReason: f.withdrawalReason }),
    ...(f.filedAt === undefined ? {} : { filedAt: f.filedAt }),
    ...(f.abatedAt === undefined ? {} : { abatedAt: f.abatedAt }),
    ...(f.abatementReason === undefined ? {} : { abatementReason: f.abatementReason }),
    abilities: abilitiesOf(f, division),
  };
}

/** GET filing/detail/:keyNumGather. */
export function filingDetail(call: FilingCall, key: string): FilingServed<FilingDetail> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const found = visibleFiling(call.book, division.value, key);
  return found.ok ? ok(detailOf(found.value, call.dir, division.value, call.at)) : found;
}

/** GET history/entity: every change, oldest first, with names and labels. */
export function filingHistory(call: FilingCall, key: string): FilingServed<FilingHistoryRow[]> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const found = visibleFiling(call.book, division.value, key);
  if (!found.ok) return found;
  return ok(
    found.value.history.map((entry) => ({
      at: entry.at,
      userId: entry.userId,
      userName: userName(call.dir, entry.userId),
      action: entry.action,
      actionLabel: HISTORY_ACTION_LABELS[entry.action],
      ...(entry.fromStatus === undefined ? {} : { fromStatus: entry.fromStatus, fromStatusLabel: FILING_STATUS_LABELS[entry.fromStatus] }),
      ...(entry.toStatus === undefined ? {} : { toStatus: entry.toStatus, toStatusLabel: FILING_STATUS_LABELS[entry.toStatus] }),
      changedFields: entry.changedFields,
      changedLabels: entry.changedFields.map((field) => FIELD_LABELS[field] ?? field),
      ...(entry.note === undefined ? {} : { note: entry.note }),
    })),
  );
}

/** GET dataCheck/checkFormData/:keyTypeCode/:keyNumGather: the stored record's problems ([] when it passes). */
export function checkStoredFiling(call: FilingCall, keyTypeCode: FilingTypeCode, key: string): FilingServed<readonly FieldProblem[]> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const found = visibleFiling(call.book, division.value, key);
  if (!found.ok) return found;
  if (found.value.keyTypeCode !== keyTypeCode) return fail(400, '备案类型与记录不一致');
  return ok(checkFiling(found.value.data, Date.parse(call.at)));
}

const DETAIL_PATHS = { draft: '/toBeReported/details', returned: '/rollBack/details', reported: '/reported/details', filed: '/query/details' } as const;

/**
 * The common-parameters call: type 2 (to be reported, deal=1) or 4 (reported). The details page
 * follows the record's real status, so a link that has gone stale still lands on the right page;
 * isAdvance is 1 only for type 2 when the user may still edit and report it.
 */
export function filingSubParams(call: FilingCall, key: string, type: 2 | 4): FilingServed<FilingSubParams> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const found = visibleFiling(call.book, division.value, key);
  if (!found.ok) return found;
  const f = found.value;
  const isAdvance = type === 2 && abilitiesOf(f, division.value).edit ? 1 : 0;
  return ok({ keyNumGather: f.keyNumGather, keyTypeCode: f.keyTypeCode, status: f.status, version: f.version, detailPath: DETAIL_PATHS[f.status], isAdvance });
}
