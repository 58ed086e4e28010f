import type { ArchiveCall, ArchiveChanged } from '../domain/archive/archive-call';
import { catalogueIn } from '../domain/archive/archive-catalogues';
import { decideLoan, requestLoan, returnLoan } from '../domain/archive/archive-loans';
import { scanOverdueLoans } from '../domain/archive/archive-overdue';
import { editArchive, moveOutArchive, registerArchive } from '../domain/archive/archive-records';
import { ORGANS, RETENTIONS, type ArchiveBook, type Secrecy, type StoredArchive } from '../domain/archive/archive-types';
import type { Directory } from '../domain/directory/directory';
import { chinaToday, dayNumber, isoOfDay } from '../domain/filing/calendar-date';
import { mulberry32, pick, randomInt, type Random } from './prng';

/**
 * The demo archives, played through the archive service itself at times before each act, so
 * they obey every rule: about thirty records per demo unit (the province bureau, 南昌市, 南昌县)
 * over eight years, the oldest six listed in one 入库目录, one edited (two versions to compare), one moved out, and loans of the demo
 * account: one overdue, one out and due later, one returned late, one waiting for the unit's
 * keeper and one rejected. Everything lies relative to the seed's clock.
 */

interface Cast {
  readonly divisionCode: string;
  readonly place: string;
  /** The demo account of the unit, who borrows. */
  readonly lead: string;
  /** The unit's 办公室, who keeps the archives and approves loans. */
  readonly keeper: string;
  readonly seed: number;
}

const CASTS: readonly Cast[] = [
  { divisionCode: '360000', place: '全省', lead: '10002', keeper: '10104', seed: 1801 },
  { divisionCode: '360100', place: '南昌市', lead: '10003', keeper: '10204', seed: 1802 },
  { divisionCode: '360121', place: '南昌县', lead: '10004', keeper: '10304', seed: 1803 },
];

const RECORDS_PER_UNIT = 30;
/** The oldest records of each unit, listed in one 入库目录 after registration. */
const CATALOGUED = 6;

const SUBJECTS = [
  (p: string, y: number) => `${p}${y}年度建设用地供应计划`,
  (p: string, y: number) => `关于${p}${y}年度第${(y % 7) + 1}批次城镇建设用地的批复`,
  (p: string, y: number) => `${p}${y}年度耕地保护目标责任考核材料`,
  (p: string, y: number) => `${p}${y}年度土地变更调查成果`,
  (p: string, y: number) => `${p}国土空间总体规划（${y}—2035年）编制工作方案`,
  (p: string, y: number) => `${p}${y}年度违法用地专项整治工作总结`,
  (p: string, y: number) => `关于印发《${p}临时用地管理办法》的通知（${y}）`,
  (p: string, y: number) => `${p}${y}年度设施农业用地备案情况汇总`,
  (p: string, y: number) => `${p}${y}年度党组会议纪要`,
  (p: string, y: number) => `${p}${y}年度永久基本农田划定成果`,
] as const;

const RESPONSIBLES = ['办公室', '国土空间规划科', '用途管制科', '耕地保护科', '执法监察支队', '不动产登记中心'] as const;

/**
 * `hour` o'clock China time on the China day `daysAgo` days before the seed's clock. Counted in
 * China days, not by subtracting hours from the clock, which near midnight put an event on the
 * next day and made the seeded overdue loan one day less overdue.
 */
const at = (nowMs: number, daysAgo: number, hour: number): string =>
  new Date(`${isoOfDay((dayNumber(chinaToday(nowMs) ?? '') ?? 0) - daysAgo)}T${String(hour).padStart(2, '0')}:00:00+08:00`).toISOString();

function play<T>(changed: ArchiveChanged<T>): { archives: ArchiveBook; value: T } {
  if (!changed.ok) throw new Error(`demo archives: ${changed.error.message}`);
  return changed.value;
}

function secrecyOf(random: Random): Secrecy {
  const r = random();
  return r < 0.35 ? 'public' : r < 0.8 ? 'internal' : r < 0.95 ? 'secret' : 'confidential';
}

function registerUnit(dir: Directory, book: ArchiveBook, cast: Cast, nowMs: number, year: number): { book: ArchiveBook; ids: StoredArchive[] } {
  const random = mulberry32(cast.seed);
  let archives = book;
  const made: StoredArchive[] = [];
  for (let i = 0; i < RECORDS_PER_UNIT; i += 1) {
    const y = year - 7 + Math.floor((i * 8) / RECORDS_PER_UNIT);
    const daysAgo = 60 + (RECORDS_PER_UNIT - i) * 3;
    const pieces = randomInt(random, 1, 12);
    const call: ArchiveCall = { dir, userId: cast.keeper, at: at(nowMs, daysAgo, 9 + (i % 8)), archives };
    const done = play(
      registerArchive(call, {
        title: pick(random, SUBJECTS)(cast.place, y),
        responsible: `${cast.place}自然资源局${pick(random, RESPONSIBLES)}`.replace('全省自然资源局', '省自然资源厅'),
        year: y,
        retention: pick(random, RETENTIONS),
        organ: pick(random, ORGANS),
        secrecy: secrecyOf(random),
        pieces,
        pages: pieces * randomInt(random, 3, 40),
        remark: '',
      }),
    );
    archives = done.archives;
    const stored = archives.records.find((r) => r.id === done.value.id);
    if (stored !== undefined) made.push(stored);
  }
  return { book: archives, ids: made };
}

/** One loan of the lead, asked `daysAgo` days ago for `days` days, then decided and perhaps returned. */
function loan(dir: Directory, book: ArchiveBook, cast: Cast, nowMs: number, record: StoredArchive, plan: { daysAgo: number; days: number; purpose: string; end: 'pending' | 'lent' | 'rejected' | 'returned'; returnedAgo?: number }): ArchiveBook {
  const askedAt = at(nowMs, plan.daysAgo, 9);
  const today = chinaToday(Date.parse(askedAt)) ?? '';
  const dueDate = isoOfDay((dayNumber(today) ?? 0) + plan.days);
  const asked = play(requestLoan({ dir, userId: cast.lead, at: askedAt, archives: book }, { archiveId: record.id, purpose: plan.purpose, dueDate }));
  if (plan.end === 'pending') return asked.archives;
  const decide = { dir, userId: cast.keeper, at: at(nowMs, plan.daysAgo, 11), archives: asked.archives };
  const decided = play(decideLoan(decide, asked.value.id, asked.value.version, plan.end !== 'rejected', '该档案正在整理数字化，暂不外借'));
  if (plan.end !== 'returned') return decided.archives;
  const back = { dir, userId: cast.lead, at: at(nowMs, plan.returnedAgo ?? 0, 15), archives: decided.archives };
  return play(returnLoan(back, decided.value.id, decided.value.version)).archives;
}

export function seedArchiveBook(dir: Directory, nowMs: number): ArchiveBook {
  const year = Number((chinaToday(nowMs) ?? '2026-01-01').slice(0, 4));
  let book: ArchiveBook = { records: [], loans: [], catalogues: [], counters: {}, revision: 0, sequence: 0 };
  for (const cast of CASTS) {
    const registered = registerUnit(dir, book, cast, nowMs, year);
    book = registered.book;
    const listed = registered.ids.slice(0, CATALOGUED).map((r) => r.id);
    book = play(catalogueIn({ dir, userId: cast.keeper, at: at(nowMs, 58, 10), archives: book }, { archiveIds: listed, note: `${cast.place}历年文书档案首批集中入库` })).archives;
    const lendable = registered.ids.filter((r) => r.secrecy === 'public' || r.secrecy === 'internal');
    const [overdue, out, late, pending, rejected, edited, moved] = lendable;
    if (overdue === undefined || out === undefined || late === undefined || pending === undefined || rejected === undefined || edited === undefined || moved === undefined) continue;
    book = loan(dir, book, cast, nowMs, overdue, { daysAgo: 20, days: 10, purpose: '编制年度工作总结查阅原始批复', end: 'lent' });
    book = loan(dir, book, cast, nowMs, out, { daysAgo: 3, days: 14, purpose: '信访件办理核对用地审批依据', end: 'lent' });
    book = loan(dir, book, cast, nowMs, late, { daysAgo: 40, days: 7, purpose: '审计检查调阅', end: 'returned', returnedAgo: 28 });
    book = loan(dir, book, cast, nowMs, pending, { daysAgo: 1, days: 10, purpose: '执法案件调查取证', end: 'pending' });
    book = loan(dir, book, cast, nowMs, rejected, { daysAgo: 12, days: 5, purpose: '规划编制参考', end: 'rejected' });
    const stored = book.records.find((r) => r.id === edited.id) ?? edited;
    const editCall = { dir, userId: cast.keeper, at: at(nowMs, 30, 10), archives: book };
    book = play(editArchive(editCall, { id: stored.id, version: stored.version, title: `${stored.title}（补充材料）`, responsible: stored.responsible, secrecy: stored.secrecy, pieces: stored.pieces + 2, pages: stored.pages + 15, remark: '补充归档会议记录两件' })).archives;
    const outCall = { dir, userId: cast.keeper, at: at(nowMs, 25, 10), archives: book };
    book = play(moveOutArchive(outCall, moved.id, moved.version, '到期移交市档案馆')).archives;
  }
  // The overdue loans fell due days before the seed's clock, and their reminders went out then:
  // a fresh backend's first scan owes nothing for them (the badge and the banner still show them).
  return scanOverdueLoans(book, dir, new Date(nowMs).toISOString()).archives;
}
