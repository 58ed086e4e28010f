import { fc } from '@fast-check/vitest';
import { dayNumber, isoOfDay } from '../../../src/domain/filing/calendar-date';
import { maxTermMonths, type TemporaryPurpose } from '../../../src/domain/filing/filing-types';
import { decideAcceptance, type AcceptanceEntry, type AcceptanceState } from '../../../src/domain/temporary-land/acceptance';
import { termOf, type Term } from '../../../src/domain/temporary-land/term';

export const COUNTY = '360121';
export const CITY = '360100';

const FIRST = dayNumber('1990-01-01') as number;
const LAST = dayNumber('2100-12-31') as number;

export const day = fc.integer({ min: FIRST, max: LAST });
export const isoDate = day.map(isoOfDay);
/** Dates crowded at month ends, where the month count has to clamp. */
export const monthEndDate = fc
  .tuple(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 28, max: 31 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
  .filter((d) => dayNumber(d) !== undefined);
export const anyDate = fc.oneof(isoDate, monthEndDate);

export const purpose = fc.constantFrom<TemporaryPurpose>('road', 'borrow', 'stockpile', 'survey', 'energy', 'transport', 'water');

export const term: fc.Arbitrary<Term> = fc
  .tuple(anyDate, purpose)
  .chain(([approvalDate, p]) => fc.integer({ min: 1, max: maxTermMonths(p) }).map((termMonths) => ({ approvalDate, termMonths, purpose: p })))
  .map((input) => {
    const outcome = termOf(input);
    if (!outcome.ok) throw new Error(`valid input refused: ${JSON.stringify(input)}`);
    return outcome.value;
  });

type Step = { readonly gap: number; readonly kind: 'register' | 'pass' | 'reject' };
const step: fc.Arbitrary<Step> = fc.record({ gap: fc.integer({ min: 0, max: 400 }), kind: fc.constantFrom('register', 'pass', 'reject') });

/** A history the machine accepts, built by the right parties from `start` on with gaps between entries. */
export function historyFrom(start: number, steps: readonly Step[]): readonly AcceptanceEntry[] {
  let state: AcceptanceState = { divisionCode: COUNTY, phase: 'none' };
  let at = start;
  const entries: AcceptanceEntry[] = [];
  for (const { gap, kind } of steps) {
    at += gap;
    const date = isoOfDay(at);
    const outcome =
      kind === 'register'
        ? decideAcceptance(state, { divisionCode: COUNTY }, { kind: 'register', date, opinion: '已按方案复垦' })
        : decideAcceptance(state, { divisionCode: CITY }, { kind: 'decide', passed: kind === 'pass', date, opinion: '现场核查' });
    if (outcome.ok) {
      state = outcome.value.state;
      entries.push(outcome.value.entry);
    }
  }
  return entries;
}

/** A term with a history starting somewhere around its term. */
export const termWithHistory = fc
  .tuple(term, fc.integer({ min: -100, max: 2000 }), fc.array(step, { maxLength: 8 }))
  .map(([t, offset, steps]) => ({ term: t, history: historyFrom(t.approvalDay + offset, steps) }));
