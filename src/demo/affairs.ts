import { DOCUMENT_HANDLING, FACILITY_FARMLAND_FILING, TEMPORARY_LAND_APPROVAL } from '../domain/affair/definitions';
import { applyAction } from '../domain/affair/service/actions';
import { registerAffair } from '../domain/affair/service/register';
import { superviseCreate, superviseUrge } from '../domain/affair/service/supervise';
import type { AffairBook, Directory } from '../domain/affair/service/types';
import type { RegisterBody } from '../domain/affair/wire';
import { documentContent, farmContent, landContent } from './affairs-content';
import { SEED_SCRIPTS, type SeedScript } from './affairs-scripts';
import type { DemoData } from './demo-types';
import { mulberry32, randomInt, type Random } from './prng';

const HOUR_MS = 3_600_000;
/** The first seeded registration (09:30 Beijing time); affairs follow every day and a half, the last steps by mid-November. */
const FIRST_MS = Date.parse('2026-09-01T01:30:00.000Z');
const SPACING_MS = 36 * HOUR_MS;

const iso = (epochMs: number): string => new Date(epochMs).toISOString();

const DAY_MS = 24 * HOUR_MS;
const BEIJING_MS = 8 * HOUR_MS;
/** People act in office hours: a time outside 08:00–18:00 Beijing time moves to 09:00 of the same or the next day, minutes kept. */
function officeHours(epochMs: number): number {
  const local = epochMs + BEIJING_MS;
  const hour = Math.floor((local % DAY_MS) / HOUR_MS);
  if (hour >= 8 && hour < 18) return epochMs;
  const dayStart = local - (local % DAY_MS) + (hour >= 18 ? DAY_MS : 0);
  return dayStart + 9 * HOUR_MS + (local % HOUR_MS) - BEIJING_MS;
}

const PROCESS_IDS = { land: TEMPORARY_LAND_APPROVAL.id, farm: FACILITY_FARMLAND_FILING.id, document: DOCUMENT_HANDLING.id } as const;

function contentOf(script: SeedScript, random: Random, index: number, at: string): RegisterBody {
  switch (script.process) {
    case 'land':
      return landContent(random, index);
    case 'farm':
      return farmContent(random, index, script.registrant.startsWith('1031'));
    case 'document':
      return documentContent(random, index, at.slice(0, 10));
  }
}

/** The seed is built by the service itself, so every seeded affair satisfies the engine's rules; a refused step is a bug here. */
function expectOk<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }, what: string): T {
  if (!result.ok) throw new Error(`seed step refused (${what}): ${result.error.message}`);
  return result.value;
}

/** Fisher–Yates with the seed, so the kinds of affairs are mixed over the months. */
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(random, 0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function play(book: AffairBook, dir: Directory, script: SeedScript, random: Random, index: number, startMs: number): { book: AffairBook; lastMs: number } {
  let clock = officeHours(startMs + randomInt(random, 0, 90) * 60_000);
  const body = contentOf(script, random, index, iso(clock));
  const registered = expectOk(registerAffair(book, dir, script.registrant, PROCESS_IDS[script.process], body, iso(clock)), body.title);
  let current = registered.book;
  const key = registered.value.keyDigNumGather;
  for (const step of script.steps) {
    clock = officeHours(clock + randomInt(random, 1, 20) * HOUR_MS + randomInt(random, 0, 59) * 60_000);
    const at = iso(clock);
    const stored = current.affairs.find((s) => s.affair.keyDigNumGather === key);
    const version = stored?.affair.history.length ?? 0;
    const request = step.request(key, version, at.slice(0, 10));
    current = expectOk(applyAction(current, dir, step.by, request, at), `${body.title} ${request.kind}`).book;
  }
  return { book: current, lastMs: clock };
}

/** Supervisions on open affairs of one round of scripts: two already overdue (deadline passed, still open), the others due in December. */
function supervise(book: AffairBook, dir: Directory, lastMs: ReadonlyMap<string, number>): AffairBook {
  const open = (registrant: string, status: string, node: string): string[] =>
    book.affairs
      .filter((s) => lastMs.has(s.affair.keyDigNumGather) && s.affair.registeredBy === registrant && s.affair.status === status && s.affair.task?.node === node)
      .map((s) => s.affair.keyDigNumGather);
  const atCity = open('10004', 'running', 'lsyd_ss');
  const atProvince = open('10004', 'running', 'lsyd_sp');
  const atFiling = open('10004', 'running', 'ssny_ba');
  const plans = [
    { key: atCity[0], by: '10001', urged: '10003', name: '临时用地审批超期督办', overdue: true, content: '该事务在市级审查环节停留时间较长，请抓紧办理。' },
    { key: atCity[1], by: '10004', urged: '10003', name: '施工便道用地审查督办', overdue: false, content: '项目工期紧张，请市局尽快审查。' },
    { key: atProvince[0], by: '10003', urged: '10002', name: '省级审批进度督办', overdue: false, content: '请省厅按时限完成审批。' },
    { key: atFiling[0], by: '10003', urged: '10004', name: '设施农业用地备案督办', overdue: true, content: '请按规定时限完成备案并报送结果。' },
    { key: atProvince[1], by: '10001', urged: '10002', name: '重点项目用地审批督办', overdue: false, content: '该项目为省重点工程，请优先办理。' },
  ];
  let current = book;
  for (const plan of plans) {
    if (plan.key === undefined) throw new Error(`no affair to supervise for ${plan.name}`);
    const createdMs = officeHours((lastMs.get(plan.key) ?? FIRST_MS) + 3 * HOUR_MS);
    const deadline = plan.overdue ? iso(createdMs + 5 * 24 * HOUR_MS).slice(0, 10) : '2026-12-31';
    const body = { keyDigNumGather: plan.key, supName: plan.name, deadline, urgedUserId: plan.urged, content: plan.content };
    const made = expectOk(superviseCreate(current, dir, plan.by, body, iso(createdMs)), plan.name);
    current = made.book;
    if (plan.overdue) {
      const urged = superviseUrge(current, dir, plan.by, made.value.id, '已超过办结期限，请尽快办理并反馈。', iso(createdMs + 7 * 24 * HOUR_MS));
      current = expectOk(urged, plan.name).book;
    }
  }
  return current;
}

/** Where the earlier rounds of a scale above 1 begin: they fill the time before the demo's own autumn. */
const EARLIER_FIRST_MS = Date.parse('2024-01-02T01:30:00.000Z');

/** One round of the scripts, shuffled by its own generator, each starting at startOf(its index), with its supervisions. */
function round(book: AffairBook, dir: Directory, random: Random, startOf: (index: number) => number, indexBase: number): AffairBook {
  let current = book;
  const lastMs = new Map<string, number>();
  shuffled(random, SEED_SCRIPTS).forEach((script, index) => {
    const played = play(current, dir, script, random, indexBase + index, startOf(index));
    current = played.book;
    const key = current.affairs[current.affairs.length - 1]?.affair.keyDigNumGather;
    if (key !== undefined) lastMs.set(key, played.lastMs);
  });
  return supervise(current, dir, lastMs);
}

/**
 * The affairs and supervisions every demo backend starts with: deterministic, from the demo data
 * and its seed. A scale above 1 plays the scripts that many times: the earlier rounds, each with
 * its own generator, spread from 2024 to the end of August 2026 before the demo's round, so keys
 * follow registration time and the demo users' autumn work is there at every scale.
 */
export function seedAffairBook(data: Pick<DemoData, 'seed' | 'users' | 'departments' | 'divisions'>, scale = 1): AffairBook {
  const dir: Directory = { users: data.users, departments: data.departments, divisions: data.divisions };
  const earlier = (scale - 1) * SEED_SCRIPTS.length;
  const gapMs = earlier === 0 ? 0 : Math.floor((FIRST_MS - 10 * DAY_MS - EARLIER_FIRST_MS) / earlier);
  // Each round plays on a book of its own that carries on the key sequence: the service copies a
  // book's lists on every step, which over thousands of affairs would take minutes instead of seconds.
  const rounds: AffairBook[] = [];
  let sequence = 0;
  for (let r = 1; r < scale; r += 1) {
    const first = (r - 1) * SEED_SCRIPTS.length;
    const played = round({ affairs: [], supervisions: [], sequence }, dir, mulberry32((data.seed ^ 0x5eed) + r), (index) => EARLIER_FIRST_MS + (first + index) * gapMs, first + SEED_SCRIPTS.length);
    rounds.push(played);
    sequence = played.sequence;
  }
  const demoRound = round({ affairs: [], supervisions: [], sequence }, dir, mulberry32(data.seed ^ 0x5eed), (index) => FIRST_MS + index * SPACING_MS, 0);
  if (rounds.length === 0) return demoRound;
  rounds.push(demoRound);
  return { affairs: rounds.flatMap((r) => r.affairs), supervisions: rounds.flatMap((r) => r.supervisions), sequence: demoRound.sequence };
}
