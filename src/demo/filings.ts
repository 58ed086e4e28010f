import { dayNumber, isoOfDay } from '../domain/filing/calendar-date';
import { EMPTY_LEDGER, allocateFilingNumber } from '../domain/filing/filing-number';
import { FILING_TYPE_CODES, type FilingTypeCode } from '../domain/filing/filing-types';
import type { FilingHistoryAction } from '../domain/filing/history';
import { divisionName } from '../domain/filing/service/access';
import { firstReviewLevel } from '../domain/filing/service/review-level';
import { createdFiling, stepped } from '../domain/filing/service/save';
import type { FilingBook, StoredFiling } from '../domain/filing/service/types';
import { buildDivisions } from './divisions';
import { withExpiringDemoLands } from './expiring-lands';
import { RETURN_OPINIONS, WITHDRAWAL_REASONS, filingContent } from './filings-content';
import { mulberry32, pick, randomInt, type Random } from './prng';

/** How many filings the demo holds, and the span of their approval dates. */
export const SEED_FILING_COUNT = 360;
const FIRST_APPROVAL = '2024-01-02';
const LAST_APPROVAL = '2026-11-06';
/** No seeded step happens after this day, so the seed never lies in the future of the demo. */
export const SEED_LAST_DAY = '2026-11-18';
const FILING_SEED = 20260505;

/** Who acts for a division without a demo account: shown as its 经办人 in the history. */
const clerkOf = (division: string): string => `clerk-${division}`;

/** The demo users of the four demo divisions act for them; anyone else is their division's clerk. */
const ACTORS: Readonly<Record<string, readonly string[]>> = {
  '360000': ['10002', '10101', '10102'],
  '360100': ['10003', '10201'],
  '360121': ['10004', '10301', '10302'],
  '360124': ['10311', '10312'],
};
const actorOf = (random: Random, division: string): string => pick(random, ACTORS[division] ?? [clerkOf(division)]);

type Outcome = 'draft' | 'reportedCity' | 'reportedProvince' | 'returned' | 'filed' | 'withdrawalPending' | 'withdrawalRefused';

interface Plan {
  readonly type: FilingTypeCode;
  readonly division: string;
  readonly approvalDay: number;
  readonly outcome: Outcome;
  readonly late: boolean;
}

const DIVISIONS = buildDivisions();
const COUNTIES = DIVISIONS.filter((d) => d.level === 'county');
const CITIES = DIVISIONS.filter((d) => d.level === 'city');

/**
 * Beyond the first SEED_FILING_COUNT (MOCK_SCALE above 1) records spread over the whole province
 * as a real one's would; the demo counties stay busier than most so their users see more work.
 */
function spreadDivisionFor(random: Random): string {
  const roll = random();
  if (roll < 0.03) return '360121';
  if (roll < 0.045) return '360124';
  if (roll < 0.09) return pick(random, CITIES).code;
  return pick(random, COUNTIES).code;
}

function divisionFor(random: Random): string {
  const roll = random();
  if (roll < 0.32) return '360121';
  if (roll < 0.4) return '360124';
  if (roll < 0.5) return pick(random, COUNTIES.filter((d) => d.parentCode === '360100' && d.code !== '360121')).code;
  if (roll < 0.54) return pick(random, CITIES).code;
  return pick(random, COUNTIES).code;
}

function outcomeFor(random: Random, ageDays: number, division: string): Outcome {
  const roll = random();
  const county = division.length === 6 && !division.endsWith('00');
  const reported = (): Outcome => (county && random() < 0.6 ? 'reportedCity' : 'reportedProvince');
  if (ageDays > 120) {
    if (roll < 0.06) return 'draft';
    if (roll < 0.13) return 'returned';
    if (roll < 0.17) return reported();
    if (roll < 0.21) return 'withdrawalPending';
    if (roll < 0.24) return 'withdrawalRefused';
    return 'filed';
  }
  if (roll < 0.3) return 'draft';
  if (roll < 0.45) return 'returned';
  if (roll < 0.75) return reported();
  return 'filed';
}

/** Office hours on a day: 08:30–17:30 Beijing time as an ISO instant. */
const timeOn = (random: Random, day: number): string => new Date(day * 86_400_000 + (30 + randomInt(random, 0, 540)) * 60_000).toISOString();

interface Step {
  readonly day: number;
  readonly at: string;
  readonly index: number;
  readonly action: FilingHistoryAction;
  readonly userId: string;
  readonly note?: string;
}

/** The steps that lead a record to its outcome; any step past the last seed day is dropped with all after it. */
function stepsOf(random: Random, plan: Plan, index: number, createdDay: number, lastDay: number): Step[] {
  const steps: Step[] = [];
  let day = createdDay;
  const add = (gap: number, action: FilingHistoryAction, userId: string, note?: string): boolean => {
    day += gap;
    if (day > lastDay) return false;
    steps.push({ day, at: timeOn(random, day), index, action, userId, ...(note === undefined ? {} : { note }) });
    return true;
  };
  if (plan.outcome === 'draft') return steps;
  const county = firstReviewLevel(plan.division) === 'city';
  const city = `${plan.division.slice(0, 4)}00`;
  if (!add(plan.late ? randomInt(random, 26, 40) : randomInt(random, 1, 12), 'report', actorOf(random, plan.division))) return steps;
  if (plan.outcome === 'reportedCity') return steps;
  const province = (): string => actorOf(random, '360000');
  if (plan.outcome === 'returned' && county && random() < 0.5) {
    add(randomInt(random, 1, 5), 'return', actorOf(random, city), pick(random, RETURN_OPINIONS));
    return steps;
  }
  if (county && !add(randomInt(random, 1, 5), 'forward', actorOf(random, city))) return steps;
  if (plan.outcome === 'reportedProvince') return steps;
  if (plan.outcome === 'returned') {
    add(randomInt(random, 1, 6), 'return', province(), pick(random, RETURN_OPINIONS));
    return steps;
  }
  if (!add(randomInt(random, 1, 6), 'approve', province())) return steps;
  if (plan.outcome === 'filed') return steps;
  if (!add(randomInt(random, 20, 90), 'applyWithdrawal', actorOf(random, plan.division), pick(random, WITHDRAWAL_REASONS))) return steps;
  if (plan.outcome === 'withdrawalRefused') add(randomInt(random, 1, 5), 'refuseWithdrawal', province());
  return steps;
}

function applyStep(book: FilingBook, f: StoredFiling, step: Step): { book: FilingBook; filing: StoredFiling } {
  const entry = { at: step.at, userId: step.userId, changedFields: [], ...(step.note === undefined ? {} : { note: step.note }) };
  switch (step.action) {
    case 'report': {
      const filing = stepped(f, { status: 'reported', reviewLevel: firstReviewLevel(f.divisionCode), reportedOn: isoOfDay(step.day), reportedAt: step.at }, { ...entry, action: 'report' });
      return { book, filing };
    }
    case 'forward':
      return { book, filing: stepped(f, { reviewLevel: 'province' }, { ...entry, action: 'forward' }) };
    case 'return': {
      const { reviewLevel: _, ...filing } = stepped(f, { status: 'returned', returnOpinion: step.note ?? '' }, { ...entry, action: 'return' });
      return { book, filing };
    }
    case 'approve': {
      const allocation = allocateFilingNumber(book.ledger, f.keyTypeCode, Number(isoOfDay(step.day).slice(0, 4)));
      const { reviewLevel: _, ...filing } = stepped(f, { status: 'filed', filingNumber: allocation.number, filedAt: step.at }, { ...entry, action: 'approve', note: allocation.number });
      return { book: { ...book, ledger: allocation.ledger }, filing };
    }
    case 'applyWithdrawal':
      return {
        book,
        filing: stepped(f, { withdrawal: 'pending', withdrawalReason: step.note ?? '', withdrawalAppliedAt: step.at, withdrawalAppliedBy: step.userId }, { ...entry, action: 'applyWithdrawal' }),
      };
    default:
      return { book, filing: stepped(f, { withdrawal: 'refused' }, { ...entry, action: 'refuseWithdrawal' }) };
  }
}

/** Plans that make sure each demo user has work of every kind, whatever the dice say. */
const GUARANTEED: readonly (readonly [division: string, outcome: Outcome, count: number])[] = [
  ['360121', 'draft', 8],
  ['360121', 'returned', 5],
  ['360121', 'reportedCity', 5],
  ['360121', 'withdrawalPending', 2],
  ['360124', 'reportedCity', 3],
  ['360100', 'reportedProvince', 3],
  ['360121', 'reportedProvince', 4],
];

const seeded = new Map<number, FilingBook>();

/**
 * The demo's filings, built once per scale: the book is immutable (every change makes a new one),
 * so each memory backend may start from the same object instead of rebuilding it.
 */
export function seedFilingBook(scale = 1): FilingBook {
  const known = seeded.get(scale);
  if (known !== undefined) return known;
  const book = buildFilingBook(scale);
  seeded.set(scale, book);
  return book;
}

/**
 * The demo's filings: several hundred of every type and status across 2024–2026 and the whole
 * province, each led to its status step by step in time order, so the history, the 超时 flags and
 * the filing numbers (gapless per type and year, in filing order) are all consistent. A scale
 * multiplies the count; scale 1 is the demo everyone knows.
 */
export function buildFilingBook(scale = 1): FilingBook {
  const random = mulberry32(FILING_SEED);
  const first = dayNumber(FIRST_APPROVAL) ?? 0;
  const lastApproval = dayNumber(LAST_APPROVAL) ?? 0;
  const lastDay = dayNumber(SEED_LAST_DAY) ?? 0;
  const plans: Plan[] = [];
  for (const [division, outcome, count] of GUARANTEED) {
    for (let i = 0; i < count; i += 1) {
      plans.push({ type: pick(random, FILING_TYPE_CODES), division, approvalDay: lastApproval - randomInt(random, 8, 60), outcome, late: random() < 0.3 });
    }
  }
  while (plans.length < SEED_FILING_COUNT * scale) {
    const division = plans.length < SEED_FILING_COUNT ? divisionFor(random) : spreadDivisionFor(random);
    const approvalDay = randomInt(random, first, lastApproval);
    plans.push({ type: pick(random, FILING_TYPE_CODES), division, approvalDay, outcome: outcomeFor(random, lastDay - approvalDay, division), late: random() < 0.18 });
  }
  const created = plans
    .map((plan, serial) => ({ plan, serial, createdDay: Math.min(plan.approvalDay + randomInt(random, 1, 6), lastDay) }))
    .sort((a, b) => a.createdDay - b.createdDay || a.serial - b.serial);
  let book: FilingBook = { filings: [], ledger: EMPTY_LEDGER, sequence: 0 };
  const steps: Step[] = [];
  const filings: StoredFiling[] = [];
  created.forEach(({ plan, serial, createdDay }, index) => {
    const data = filingContent(random, plan.type, plan.division, divisionName({ divisions: DIVISIONS }, plan.division), isoOfDay(plan.approvalDay), serial + 1);
    // The records are collected here rather than in the book, which would copy them all on every creation.
    const made = createdFiling(book, plan.division, actorOf(random, plan.division), data, timeOn(random, createdDay), 'create');
    book = { ...made.book, filings: [] };
    filings.push(made.filing);
    steps.push(...stepsOf(random, plan, index, createdDay, lastDay));
  });
  steps.sort((a, b) => a.at.localeCompare(b.at) || a.index - b.index);
  for (const step of steps) {
    const applied = applyStep(book, filings[step.index] as StoredFiling, step);
    book = applied.book;
    filings[step.index] = applied.filing;
  }
  return withExpiringDemoLands({ ...book, filings }, lastDay);
}
