import { dayNumber, type IsoDate } from '../filing/calendar-date';
import { divisionLevel, isAbove, withinJurisdiction } from '../filing/jurisdiction';
import { err, ok, type Result } from '../shared/result';
import { temporaryLandMessages as texts } from './temporary-land-messages';

/**
 * 复垦验收: the county where the land lies registers an acceptance request (登记复垦验收) with a
 * date and an account of the reclamation; the city above that county decides 验收通过 or 不通过
 * with an opinion. A rejection lets the county register again; a pass is final. Entries are kept
 * in order and their dates never go backwards, so the history as of a day is a prefix of it.
 */
export type AcceptancePhase = 'none' | 'pending' | 'accepted' | 'rejected';

/** One entry of a temporary land use's acceptance history. */
export type AcceptanceEntry =
  | { readonly kind: 'request'; readonly date: IsoDate; readonly opinion: string; readonly divisionCode: string }
  | { readonly kind: 'decision'; readonly passed: boolean; readonly date: IsoDate; readonly opinion: string; readonly divisionCode: string };

/** What the machine looks at: the land's county and where its acceptance stands. */
export interface AcceptanceState {
  readonly divisionCode: string;
  readonly phase: AcceptancePhase;
  /** The date of the latest entry: no new entry may be dated before it. */
  readonly lastDate?: IsoDate;
}

export type AcceptanceEvent =
  | { readonly kind: 'register'; readonly date: IsoDate; readonly opinion: string }
  | { readonly kind: 'decide'; readonly passed: boolean; readonly date: IsoDate; readonly opinion: string };

export interface AcceptanceActor {
  readonly divisionCode: string;
}

export interface AcceptanceRefusal {
  readonly code: 'out-of-jurisdiction' | 'wrong-party' | 'wrong-phase' | 'opinion-required' | 'date-invalid' | 'date-before-previous';
  readonly message: string;
}

/** The outcome of an accepted event: the new state and the entry to append to the history. */
export interface AcceptanceStep {
  readonly state: AcceptanceState;
  readonly entry: AcceptanceEntry;
}

const refuse = (code: AcceptanceRefusal['code'], message: string): Result<never, AcceptanceRefusal> => err({ code, message });

/** Whether `actor` is the party for the event: the land's own county registers, the city right above it decides. */
export function isRightParty(state: AcceptanceState, actor: AcceptanceActor, kind: AcceptanceEvent['kind']): boolean {
  if (kind === 'register') return actor.divisionCode === state.divisionCode && divisionLevel(state.divisionCode) === 'county';
  return divisionLevel(actor.divisionCode) === 'city' && divisionLevel(state.divisionCode) === 'county' && isAbove(actor.divisionCode, state.divisionCode);
}

function partyRefusal(state: AcceptanceState, actor: AcceptanceActor, event: AcceptanceEvent): Result<never, AcceptanceRefusal> | undefined {
  if (!withinJurisdiction(actor.divisionCode, state.divisionCode)) return refuse('out-of-jurisdiction', texts.outOfJurisdiction);
  if (isRightParty(state, actor, event.kind)) return undefined;
  return refuse('wrong-party', event.kind === 'register' ? texts.onlyCountyRegisters : texts.onlyCityDecides);
}

function phaseRefusal(state: AcceptanceState, event: AcceptanceEvent): Result<never, AcceptanceRefusal> | undefined {
  if (event.kind === 'decide') return state.phase === 'pending' ? undefined : refuse('wrong-phase', texts.nothingPending);
  if (state.phase === 'pending') return refuse('wrong-phase', texts.alreadyPending);
  if (state.phase === 'accepted') return refuse('wrong-phase', texts.alreadyAccepted);
  return undefined;
}

function inputRefusal(state: AcceptanceState, event: AcceptanceEvent): Result<never, AcceptanceRefusal> | undefined {
  const day = dayNumber(event.date);
  if (day === undefined) return refuse('date-invalid', texts.dateInvalid);
  const last = state.lastDate === undefined ? undefined : dayNumber(state.lastDate);
  if (state.lastDate !== undefined && last !== undefined && day < last) return refuse('date-before-previous', texts.dateBeforePrevious(state.lastDate));
  if (event.opinion.trim() === '') return refuse('opinion-required', event.kind === 'register' ? texts.registerOpinionRequired : texts.decideOpinionRequired);
  return undefined;
}

/** One event applied by one actor: the party first, then the phase, then the date and opinion. */
export function decideAcceptance(state: AcceptanceState, actor: AcceptanceActor, event: AcceptanceEvent): Result<AcceptanceStep, AcceptanceRefusal> {
  const refused = partyRefusal(state, actor, event) ?? phaseRefusal(state, event) ?? inputRefusal(state, event);
  if (refused !== undefined) return refused;
  const opinion = event.opinion.trim();
  const base = { date: event.date, opinion, divisionCode: actor.divisionCode };
  if (event.kind === 'register') return ok({ state: { ...state, phase: 'pending', lastDate: event.date }, entry: { kind: 'request', ...base } });
  return ok({
    state: { ...state, phase: event.passed ? 'accepted' : 'rejected', lastDate: event.date },
    entry: { kind: 'decision', passed: event.passed, ...base },
  });
}

/** Where acceptance stands on a day: the entries dated that day or before, with the day the latest request was made. */
export interface AcceptanceAsOf {
  readonly phase: AcceptancePhase;
  readonly requestDay?: number;
}

/** Folds the history as of `today` (a day number); entries with an unreadable date are not counted. */
export function acceptanceAsOf(history: readonly AcceptanceEntry[], today: number): AcceptanceAsOf {
  let current: AcceptanceAsOf = { phase: 'none' };
  for (const entry of history) {
    const day = dayNumber(entry.date);
    if (day === undefined || day > today) continue;
    if (entry.kind === 'request') current = { phase: 'pending', requestDay: day };
    else current = { ...current, phase: entry.passed ? 'accepted' : 'rejected' };
  }
  return current;
}

/** The machine's state for a history, as the backends rebuild it from stored entries. */
export function acceptanceStateOf(divisionCode: string, history: readonly AcceptanceEntry[]): AcceptanceState {
  const last = history.at(-1);
  const phase = acceptanceAsOf(history, Number.POSITIVE_INFINITY).phase;
  return last === undefined ? { divisionCode, phase } : { divisionCode, phase, lastDate: last.date };
}

/** The Chinese name of an entry, for the history and the acceptance records table. */
export function entryLabel(entry: AcceptanceEntry): string {
  if (entry.kind === 'request') return texts.registered;
  return entry.passed ? texts.accepted : texts.rejected;
}
