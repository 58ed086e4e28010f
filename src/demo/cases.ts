import { applyAction } from '../domain/affair/service/actions';
import type { AffairBook, Directory } from '../domain/affair/service/types';
import { registerCase, type CaseCall } from '../domain/case/case-service';
import { EMPTY_CASE_BOOK, type CaseBook, type CaseDraft } from '../domain/case/case-types';
import { personCheck, unitCheck } from '../domain/case/party-id';
import { pointInMultiPolygon } from '../domain/filing/inside-outline';
import type { FilingBook } from '../domain/filing/service/types';
import { parcelOutline } from './parcels';
import { mulberry32, pick, randomInt, type Random } from './prng';

const CASE_SEED = 0xca5e;
const HOUR_MS = 3_600_000;
/** The first seeded case is filed on 2026-10-08 (09:00 Beijing time); the last steps are taken before the demo's mid-November. */
const FIRST_MS = Date.parse('2026-10-08T01:00:00.000Z');
const NO_FILINGS: FilingBook = { filings: [], ledger: { version: 0, last: {} }, sequence: 0 };

/** The steps after 立案, in order, with the opinion each handler writes when sending on. */
const STEPS: readonly (readonly [string, string])[] = [
  ['aj_dc', '经初步核查，违法事实基本清楚，同意立案，请开展调查取证。'],
  ['aj_sl', '已完成现场勘测、询问笔录和影像取证，证据确实充分，提请审理。'],
  ['aj_gz', '经集体审理，拟作出行政处罚，请告知当事人陈述、申辩和听证权利。'],
  ['aj_cf', '已送达行政处罚告知书，当事人未提出陈述申辩，拟作出处罚决定。'],
  ['aj_sd', '处罚决定书已签发，请依法送达。'],
  ['aj_zx', '已直接送达当事人并签收，请督促履行。'],
  ['aj_ja', '当事人已缴清罚没款并拆除违法建筑，恢复土地原状，同意结案。'],
];

/** Who files and handles the seeded cases: 周海涛 of 南昌县执法监察大队, 胡静 of 进贤县. */
const COUNTIES = [
  { registrant: '10303', handler: '10303', code: '360121', towns: ['莲塘镇', '向塘镇', '三江镇', '黄马乡', '武阳镇'] },
  { registrant: '10312', handler: '10312', code: '360124', towns: ['民和镇', '李渡镇', '温圳镇', '文港镇'] },
] as const;
/** How far each seeded case has gone: 0 立案 … 7 结案, and whether 告知 went through 听证. */
const PLAN: readonly (readonly [number, number, boolean])[] = [
  [0, 0, false], [0, 1, false], [0, 2, false], [0, 3, true], [0, 4, false], [0, 5, false], [0, 7, false], [0, 7, true],
  [1, 1, false], [1, 3, false], [1, 6, false], [1, 7, false],
];

const PEOPLE = ['刘某华', '李某强', '王某明', '熊某平', '万某根', '胡某生'];
const UNITS = ['南昌某建材有限公司', '江西某置业有限公司', '某农业开发合作社', '南昌某物流有限公司', '江西某砂石有限公司'];

function pointIn(random: Random, code: string): [number, number] {
  const outline = parcelOutline(code);
  const ring = outline[0]?.[0] ?? [];
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  for (;;) {
    const point: [number, number] = [
      Math.round((Math.min(...xs) + random() * (Math.max(...xs) - Math.min(...xs))) * 1e6) / 1e6,
      Math.round((Math.min(...ys) + random() * (Math.max(...ys) - Math.min(...ys))) * 1e6) / 1e6,
    ];
    if (pointInMultiPolygon(point, outline)) return point;
  }
}

function draftOf(random: Random, county: (typeof COUNTIES)[number], index: number): CaseDraft {
  const person = index % 3 !== 1;
  const digits = (n: number): string => Array.from({ length: n }, () => String(randomInt(random, 0, 9))).join('');
  const personBody = `${county.code}19${randomInt(random, 60, 99)}0${randomInt(random, 1, 9)}1${randomInt(random, 0, 9)}${digits(3)}`;
  const unitBody = `91${county.code}MA${digits(7)}`.slice(0, 17);
  const [lon, lat] = pointIn(random, county.code);
  const violation = pick(random, ['occupation', 'unapproved', 'unreclaimed', 'changedUse', 'occupation', 'mining'] as const);
  const town = pick(random, county.towns);
  return {
    source: pick(random, ['patrol', 'patrol', 'report', 'assigned', 'transferred'] as const),
    partyKind: person ? 'person' : 'unit',
    partyName: person ? pick(random, PEOPLE) : pick(random, UNITS),
    partyId: person ? personBody + personCheck(personBody) : unitBody + unitCheck(unitBody),
    partyPhone: `13${randomInt(random, 0, 9)}${digits(8)}`,
    place: `${town}${pick(random, ['新建', '东湖', '塘南', '罗渡', '坪上'])}村`,
    lon,
    lat,
    violation,
    area: randomInt(random, 5, 300) / 100,
    facts: `经${pick(random, ['动态巡查', '卫片执法检查', '群众举报核查'])}发现，当事人未经批准擅自占用${town}集体土地${pick(random, ['建设厂房', '堆放砂石', '硬化场地', '建设住房'])}，涉嫌违反《中华人民共和国土地管理法》有关规定。`,
    filingKey: '',
  };
}

function expectOk<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }, what: string): T {
  if (!result.ok) throw new Error(`case seed step refused (${what}): ${result.error.message}`);
  return result.value;
}

/** A dozen cases of 南昌县 and 进贤县 at every step from 立案 to 结案, each with its affair, deterministic. */
export function seedCases(dir: Directory, affairs: AffairBook): { readonly cases: CaseBook; readonly affairs: AffairBook } {
  const random = mulberry32(CASE_SEED);
  let call: CaseCall = { dir, book: NO_FILINGS, userId: '', at: '', cases: EMPTY_CASE_BOOK, affairs, outlineOf: parcelOutline };
  PLAN.forEach(([countyIndex, reached, hearing], index) => {
    const county = COUNTIES[countyIndex] ?? COUNTIES[0];
    let clock = FIRST_MS + index * 3 * 24 * HOUR_MS;
    const made = expectOk(registerCase({ ...call, userId: county.registrant, at: new Date(clock).toISOString() }, draftOf(random, county, index)), `case ${index}`);
    call = { ...call, cases: made.cases, affairs: made.affairs };
    const key = made.value.affairKey;
    const steps = hearing ? [...STEPS.slice(0, 3), ['aj_tz', '当事人申请听证，请组织听证。'] as const, ...STEPS.slice(3)] : STEPS;
    const upTo = hearing && reached >= 3 ? reached + 1 : reached;
    steps.slice(0, upTo).forEach(([toNode, opinion]) => {
      clock += randomInt(random, 20, 50) * HOUR_MS;
      const stored = call.affairs.affairs.find((s) => s.affair.keyDigNumGather === key);
      const body = { keyDigNumGather: key, version: stored?.affair.history.length ?? 0, toNode, opinion, ...(toNode === 'aj_ja' ? {} : { handler: { kind: 'person' as const, id: county.handler } }) };
      const changed = expectOk(applyAction(call.affairs, dir, county.handler, { kind: 'complete', body }, new Date(clock).toISOString()), `case ${index} ${toNode}`);
      call = { ...call, affairs: changed.book };
    });
  });
  return { cases: call.cases, affairs: call.affairs };
}
