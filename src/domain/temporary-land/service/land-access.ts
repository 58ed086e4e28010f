import { err, ok } from '../../shared/result';
import { chinaToday, dayNumber } from '../../filing/calendar-date';
import type { TemporaryLandUse } from '../../filing/filing-types';
import { withinJurisdiction } from '../../filing/jurisdiction';
import { divisionName } from '../../filing/service/access';
import type { Directory, FilingBook, FilingFailure, FilingServed, StoredFiling } from '../../filing/service/types';
import { landFilesKey, reclamationDeposit } from '../deposit';
import type { LandRow, StoredLand, TemporaryLandBook } from '../land-types';
import { daysText, situationOn, TEMPORARY_LAND_STATUS_LABELS, type Situation } from '../status';
import { termOf, type Term } from '../term';
import { temporaryLandMessages as texts } from '../temporary-land-messages';

/** What every temporary land call receives besides its own input. */
export interface LandCall {
  readonly filings: FilingBook;
  readonly lands: TemporaryLandBook;
  readonly dir: Directory;
  readonly userId: string;
  /** The clock as an ISO instant: the service never reads a clock itself. */
  readonly at: string;
}

/** A temporary land use as the services see it: the filing, its term, what is stored beside it, and its situation today. */
export interface Land {
  readonly filing: StoredFiling;
  readonly data: TemporaryLandUse;
  readonly term: Term;
  readonly stored: StoredLand;
  readonly situation: Situation;
}

export const fail = (status: FilingFailure['status'], message: string): FilingServed<never> => err({ status, message });

/** Today's day number in China for the call's instant. */
export const todayOf = (at: string): number => dayNumber(chinaToday(Date.parse(at)) ?? at.slice(0, 10)) ?? 0;

/**
 * Only 已备案 records are temporary land uses to follow: a reported one may still be returned and
 * changed, a draft is not approved at all. Once filed, the term runs from the approval date.
 */
export const isTemporaryLand = (f: StoredFiling): f is StoredFiling & { readonly data: TemporaryLandUse } => f.status === 'filed' && f.data.typeCode === '1';

const indexes = new WeakMap<TemporaryLandBook, ReadonlyMap<string, StoredLand>>();

/** The stored part of a land use; a land filed after the seed has none yet and starts from its standard deposit. */
export function storedOf(book: TemporaryLandBook, f: StoredFiling & { readonly data: TemporaryLandUse }): StoredLand {
  let index = indexes.get(book);
  if (index === undefined) {
    index = new Map(book.lands.map((land) => [land.id, land]));
    indexes.set(book, index);
  }
  return index.get(f.keyNumGather) ?? { id: f.keyNumGather, history: [], deposit: reclamationDeposit(f.data), filesKey: landFilesKey(f.keyNumGather), version: 0 };
}

/** The land use of a filing on day `today`, or undefined when it is none (or its term cannot be read). */
export function landOf(call: Pick<LandCall, 'lands'>, f: StoredFiling, today: number): Land | undefined {
  if (!isTemporaryLand(f)) return undefined;
  const term = termOf(f.data);
  if (!term.ok) return undefined;
  const stored = storedOf(call.lands, f);
  return { filing: f, data: f.data, term: term.value, stored, situation: situationOn(term.value, stored.history, today) };
}

/** Every land use within the viewer's jurisdiction, as of today. */
export function landsWithin(call: LandCall, viewer: string): Land[] {
  const today = todayOf(call.at);
  const lands: Land[] = [];
  for (const f of call.filings.filings) {
    if (!withinJurisdiction(viewer, f.divisionCode)) continue;
    const land = landOf(call, f, today);
    if (land !== undefined) lands.push(land);
  }
  return lands;
}

/** One land use the viewer may see: 404 when there is none, 403 when it lies in another jurisdiction. */
export function visibleLand(call: LandCall, viewer: string, id: string): FilingServed<Land> {
  const f = call.filings.filings.find((candidate) => candidate.keyNumGather === id);
  const land = f === undefined ? undefined : landOf(call, f, todayOf(call.at));
  if (land === undefined) return fail(404, texts.notFound);
  return withinJurisdiction(viewer, land.filing.divisionCode) ? ok(land) : fail(403, texts.viewOutOfJurisdiction);
}

export function rowOfLand(land: Land, dir: Pick<Directory, 'divisions'>): LandRow {
  const { data, term, situation, filing } = land;
  return {
    id: filing.keyNumGather,
    projectName: data.projectName,
    userUnit: data.userUnit,
    divisionCode: filing.divisionCode,
    divisionName: divisionName(dir, filing.divisionCode),
    approvalNumber: data.approvalNumber,
    approvalDate: term.approvalDate,
    endDate: term.endDate,
    reclamationDueDate: term.reclamationDueDate,
    status: situation.status,
    statusLabel: TEMPORARY_LAND_STATUS_LABELS[situation.status],
    daysText: daysText(situation),
    daysLeft: situation.daysLeft,
    daysOverdue: situation.daysOverdue,
  };
}

/**
 * Each land use's status label today by its id, whoever asks: a supervision urging a land use
 * shows the land's status to its supervisor and the urged person wherever they sit.
 */
export function landStatusLabels(call: Pick<LandCall, 'filings' | 'lands' | 'at'>): (id: string) => string | undefined {
  const today = todayOf(call.at);
  return (id) => {
    const f = call.filings.filings.find((candidate) => candidate.keyNumGather === id);
    const land = f === undefined ? undefined : landOf(call, f, today);
    return land === undefined ? undefined : TEMPORARY_LAND_STATUS_LABELS[land.situation.status];
  };
}
