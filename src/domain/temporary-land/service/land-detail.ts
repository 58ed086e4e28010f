import { ok } from '../../shared/result';
import { maxTermMonths, TEMPORARY_PURPOSE_LABELS } from '../../filing/filing-types';
import { divisionName, divisionOf, userName } from '../../filing/service/access';
import { filingHistory } from '../../filing/service/detail';
import type { FilingServed } from '../../filing/service/types';
import { acceptanceStateOf, entryLabel, isRightParty } from '../acceptance';
import type { AcceptanceRecord, LandDetail, LandHistoryRow } from '../land-types';
import { rowOfLand, visibleLand, type Land, type LandCall } from './land-access';

function acceptanceRecords(land: Land, call: LandCall): AcceptanceRecord[] {
  return land.stored.history.map((entry) => ({
    kind: entry.kind,
    label: entryLabel(entry),
    date: entry.date,
    opinion: entry.opinion,
    divisionName: divisionName(call.dir, entry.divisionCode),
    userName: userName(call.dir, entry.userId),
    at: entry.at,
    ...(entry.kind === 'decision' ? { passed: entry.passed } : {}),
  }));
}

/** The filing's steps and the acceptance entries in one line of time. */
function historyOf(land: Land, call: LandCall, acceptance: readonly AcceptanceRecord[]): LandHistoryRow[] {
  const filed = filingHistory({ book: call.filings, dir: call.dir, userId: call.userId, at: call.at }, land.filing.keyNumGather);
  const steps: LandHistoryRow[] = (filed.ok ? filed.value : []).map((row) => ({ at: row.at, label: row.actionLabel, userName: row.userName, ...(row.note === undefined ? {} : { note: row.note }) }));
  const accepted = acceptance.map((record) => ({ at: record.at, label: record.label, userName: record.userName, note: record.opinion }));
  return [...steps, ...accepted].sort((a, b) => a.at.localeCompare(b.at));
}

/** The details of one land use as `viewer` sees them. */
export function detailOfLand(land: Land, call: LandCall, viewer: string): LandDetail {
  const state = acceptanceStateOf(land.filing.divisionCode, land.stored.history);
  const acceptance = acceptanceRecords(land, call);
  return {
    ...rowOfLand(land, call.dir),
    data: land.data,
    purposeLabel: TEMPORARY_PURPOSE_LABELS[land.data.purpose],
    termMonths: land.term.termMonths,
    maxTermMonths: maxTermMonths(land.data.purpose),
    ...(land.filing.filingNumber === undefined ? {} : { filingNumber: land.filing.filingNumber }),
    createdByName: userName(call.dir, land.filing.createdBy),
    ...(land.filing.filedAt === undefined ? {} : { filedAt: land.filing.filedAt }),
    deposit: land.stored.deposit,
    filesKey: land.stored.filesKey,
    version: land.stored.version,
    acceptance,
    history: historyOf(land, call, acceptance),
    abilities: {
      register: isRightParty(state, { divisionCode: viewer }, 'register') && state.phase !== 'pending' && state.phase !== 'accepted',
      decide: isRightParty(state, { divisionCode: viewer }, 'decide') && state.phase === 'pending',
    },
  };
}

/** GET /api/op/temporaryLand/details: 404 for no such land use, 403 for one in another jurisdiction. */
export function landDetail(call: LandCall, id: string): FilingServed<LandDetail> {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const land = visibleLand(call, division.value, id);
  return land.ok ? ok(detailOfLand(land.value, call, division.value)) : land;
}
