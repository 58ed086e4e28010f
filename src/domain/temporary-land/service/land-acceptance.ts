import { ok } from '../../shared/result';
import { isoOfDay } from '../../filing/calendar-date';
import { divisionOf } from '../../filing/service/access';
import type { FilingFailure, FilingServed } from '../../filing/service/types';
import { STALE_VERSION_MESSAGE } from '../../filing/versioning';
import { acceptanceStateOf, decideAcceptance, type AcceptanceEvent, type AcceptanceRefusal } from '../acceptance';
import type { DecideBody, LandDetail, RegisterBody, StoredLand, TemporaryLandBook } from '../land-types';
import { temporaryLandMessages as texts } from '../temporary-land-messages';
import { detailOfLand } from './land-detail';
import { fail, landOf, todayOf, visibleLand, type LandCall } from './land-access';

export type LandChanged = FilingServed<{ readonly lands: TemporaryLandBook; readonly value: LandDetail }>;

const REFUSAL_STATUS: Readonly<Record<AcceptanceRefusal['code'], FilingFailure['status']>> = {
  'out-of-jurisdiction': 403,
  'wrong-party': 403,
  'wrong-phase': 409,
  'opinion-required': 400,
  'date-invalid': 400,
  'date-before-previous': 400,
};

function withLand(book: TemporaryLandBook, next: StoredLand): TemporaryLandBook {
  const known = book.lands.some((land) => land.id === next.id);
  return { lands: known ? book.lands.map((land) => (land.id === next.id ? next : land)) : [...book.lands, next] };
}

/**
 * One acceptance step: the record must be visible, the version the one stored, the date no later
 * than today; then the state machine judges the party, the phase, the date order and the opinion.
 */
function applied(call: LandCall, body: RegisterBody, event: AcceptanceEvent): LandChanged {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division;
  const found = visibleLand(call, division.value, body.id);
  if (!found.ok) return found;
  const { stored, filing } = found.value;
  if (stored.version !== body.version) return fail(409, STALE_VERSION_MESSAGE);
  if (body.date > isoOfDay(todayOf(call.at))) return fail(400, texts.dateInFuture);
  const step = decideAcceptance(acceptanceStateOf(filing.divisionCode, stored.history), { divisionCode: division.value }, event);
  if (!step.ok) return fail(REFUSAL_STATUS[step.error.code], step.error.message);
  const next: StoredLand = { ...stored, history: [...stored.history, { ...step.value.entry, userId: call.userId, at: call.at }], version: stored.version + 1 };
  const lands = withLand(call.lands, next);
  const land = landOf({ lands }, filing, todayOf(call.at));
  if (land === undefined) return fail(404, texts.notFound);
  return ok({ lands, value: detailOfLand(land, { ...call, lands }, division.value) });
}

/** POST /api/op/temporaryLand/acceptance/register: the land's county registers its reclamation for acceptance. */
export const registerAcceptance = (call: LandCall, body: RegisterBody): LandChanged => applied(call, body, { kind: 'register', date: body.date, opinion: body.opinion });

/** POST /api/op/temporaryLand/acceptance/decide: the city right above decides 验收通过 or 不通过. */
export const decideLandAcceptance = (call: LandCall, body: DecideBody): LandChanged =>
  applied(call, body, { kind: 'decide', passed: body.passed, date: body.date, opinion: body.opinion });
