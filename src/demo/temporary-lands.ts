import { dayNumber, isoOfDay } from '../domain/filing/calendar-date';
import { divisionLevel } from '../domain/filing/jurisdiction';
import type { FilingBook } from '../domain/filing/service/types';
import { landFilesKey, reclamationDeposit } from '../domain/temporary-land/deposit';
import type { StoredAcceptanceEntry, StoredLand, TemporaryLandBook } from '../domain/temporary-land/land-types';
import { situationOn } from '../domain/temporary-land/status';
import { termOf, type Term } from '../domain/temporary-land/term';
import { isTemporaryLand } from '../domain/temporary-land/service/land-access';
import { SEED_LAST_DAY } from './filings';
import { mulberry32, pick, randomInt, type Random } from './prng';

const LAND_SEED = 20261116;
const DEMO_COUNTY = '360121';

/** The demo users who act for the demo divisions; any other division acts through its 经办人. */
const ACTORS: Readonly<Record<string, string>> = { '360100': '10003', '360121': '10004', '360124': '10311' };
const actorOf = (division: string): string => ACTORS[division] ?? `clerk-${division}`;

const REQUESTS = [
  '已清除场地硬化层及临时建（构）筑物，回填耕作层，恢复耕种条件，申请复垦验收',
  '施工便道已拆除，土地平整并完成复绿，附复垦前后对比照片',
  '取土坑已回填整平，表土回覆厚度不少于30厘米，灌排沟渠已恢复',
  '按土地复垦方案完成林地恢复，苗木成活率达到要求，申请验收',
];
const PASSES = ['经现场核查，复垦地块已恢复原用途，面积、质量符合复垦方案要求，同意通过验收', '复垦工程已完成，耕作层厚度和平整度达标，验收通过，退还复垦保证金'];
const REJECTIONS = ['现场仍有混凝土残块未清理，耕作层厚度不足，请整改后重新申请', '部分地块未完成复绿，排水沟未恢复，不予通过'];

type Plan = 'none' | 'reclaimed' | 'pending' | 'rejected';

/** Office hours on a day: 08:30–17:30 Beijing time as an ISO instant. */
const timeOn = (random: Random, day: number): string => new Date(day * 86_400_000 + (30 + randomInt(random, 0, 540)) * 60_000).toISOString();

/** A day in [from, to], or undefined when the span is empty. */
const dayIn = (random: Random, from: number, to: number): number | undefined => (from > to ? undefined : randomInt(random, from, to));

/** The acceptance history a plan leads to, all of it on or before the seed's last day. */
function historyOf(random: Random, plan: Plan, term: Term, county: string, lastDay: number): StoredAcceptanceEntry[] {
  if (plan === 'none') return [];
  const city = `${county.slice(0, 4)}00`;
  const requestDay = plan === 'pending' ? dayIn(random, Math.max(term.endDay + 1, lastDay - 40), lastDay - 1) : dayIn(random, term.endDay + 20, Math.min(lastDay - 20, term.reclamationDueDay + 120));
  if (requestDay === undefined) return [];
  const request: StoredAcceptanceEntry = { kind: 'request', date: isoOfDay(requestDay), opinion: pick(random, REQUESTS), divisionCode: county, userId: actorOf(county), at: timeOn(random, requestDay) };
  if (plan === 'pending') return [request];
  const decisionDay = requestDay + randomInt(random, 5, 18);
  const passed = plan === 'reclaimed';
  const opinion = passed ? pick(random, PASSES) : pick(random, REJECTIONS);
  return [request, { kind: 'decision', passed, date: isoOfDay(decisionDay), opinion, divisionCode: city, userId: actorOf(city), at: timeOn(random, decisionDay) }];
}

/** Elsewhere the dice decide, in proportions a province's ledger plausibly shows. */
function plannedByDice(random: Random, status: string): Plan {
  const roll = random();
  if (status === 'overdue') return roll < 0.4 ? 'reclaimed' : roll < 0.55 ? 'pending' : roll < 0.65 ? 'rejected' : 'none';
  if (status === 'awaitingReclamation') return roll < 0.3 ? 'reclaimed' : roll < 0.55 ? 'pending' : roll < 0.62 ? 'rejected' : 'none';
  return 'none';
}

/** In 南昌县 the first ended land uses are given each outcome, so its users meet every status; the rest stay as they are. */
const DEMO_PLANS: Readonly<Record<string, readonly Plan[]>> = { overdue: ['reclaimed', 'rejected', 'reclaimed'], awaitingReclamation: ['pending', 'reclaimed'] };

/**
 * The acceptance histories, deposits and attachment keys of the seeded temporary land uses (the
 * filed 临时用地 records), as of the seed's last day: some ended ones reclaimed and accepted, some
 * waiting for the city, some rejected and still open; 南昌县 holds every status.
 */
export function seedTemporaryLands(filings: FilingBook): TemporaryLandBook {
  const random = mulberry32(LAND_SEED);
  const lastDay = dayNumber(SEED_LAST_DAY) ?? 0;
  const demoCounts = new Map<string, number>();
  const lands: StoredLand[] = [];
  for (const f of filings.filings) {
    if (!isTemporaryLand(f)) continue;
    const term = termOf(f.data);
    if (!term.ok) continue;
    const status = situationOn(term.value, [], lastDay).status;
    let plan: Plan = 'none';
    if (f.divisionCode === DEMO_COUNTY) {
      const seen = demoCounts.get(status) ?? 0;
      demoCounts.set(status, seen + 1);
      plan = DEMO_PLANS[status]?.[seen] ?? 'none';
    } else if (divisionLevel(f.divisionCode) === 'county') {
      plan = plannedByDice(random, status);
    }
    const history = historyOf(random, plan, term.value, f.divisionCode, lastDay);
    lands.push({ id: f.keyNumGather, history, deposit: reclamationDeposit(f.data), filesKey: landFilesKey(f.keyNumGather), version: history.length });
  }
  return { lands };
}
