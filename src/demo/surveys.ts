import { dayNumber, isoOfDay } from '../domain/filing/calendar-date';
import type { Point } from '../domain/filing/filing-types';
import { pointInMultiPolygon, type MultiPolygonCoordinates } from '../domain/filing/inside-outline';
import type { FilingBook, StoredFiling } from '../domain/filing/service/types';
import { checkItemsFor, type CheckAnswer, type CheckEntry, type CheckItemId, type StoredSurvey, type SurveyBook, type SurveyConclusion } from '../domain/survey/survey-types';
import { SEED_LAST_DAY } from './filings';
import { parcelOutline } from './parcels';
import { mulberry32, pick, randomInt, type Random } from './prng';

const SURVEY_SEED = 20260716;
/** The demo city: each of its counties has a few surveys. */
const DEMO_CITY_PREFIX = '3601';
const PER_COUNTY = 3;
/** Surveys lie within this many days before the seed's last day, and never before the record's approval. */
const SPAN_DAYS = 150;

interface Person {
  readonly userId: string;
  readonly divisionCode: string;
  readonly kind: 'staff' | 'service';
}

const CONCLUSIONS: readonly SurveyConclusion[] = ['conform', 'rectify', 'nonconform'];

const FINDINGS: Readonly<Record<SurveyConclusion, readonly string[]>> = {
  conform: ['现场用地范围与备案图斑基本一致，未发现超范围用地。', '现场设施与批准用途一致，周边耕地保护良好。', '临时用地已按方案落实表土剥离和围挡，现场整洁有序。'],
  rectify: ['现场堆放建筑材料超出批准范围约 0.1 公顷，需限期清理。', '表土堆放未采取覆盖措施，需补充防尘和防流失措施。', '部分附属设施未按方案设置，需补办手续或拆除。'],
  nonconform: ['现场建有永久性建筑物，与批准的临时用途不符。', '实际占地面积明显超出批准范围，且占用部分耕地。', '经营范围已改变用途，用于非农建设。'],
};

const NOTES: Readonly<Partial<Record<CheckItemId, string>>> = {
  area: '现场实测面积超出批准面积',
  illegal: '发现未经批准的永久性建筑',
  usage: '实际用途与批准用途不一致',
  reclamation: '复垦工作尚未按期启动',
};

/** Answers consistent with the conclusion: 符合 finds nothing wrong, the others one or two problems. */
function checklistFor(random: Random, filing: StoredFiling, conclusion: SurveyConclusion): CheckEntry[] {
  const items = checkItemsFor(filing.keyTypeCode);
  const problems = new Set<CheckItemId>(conclusion === 'conform' ? [] : conclusion === 'rectify' ? [pick(random, ['area', 'reclamation'] as const)] : ['usage', 'illegal']);
  // A "good" answer is 是 for 用途一致 / 按期复垦 and 否 for the rest.
  const goodYes: ReadonlySet<CheckItemId> = new Set(['usage', 'reclamation']);
  return items.map((item) => {
    const bad = problems.has(item);
    const answer: CheckAnswer = item === 'reclamation' && !bad && filing.status === 'draft' ? 'na' : goodYes.has(item) !== bad ? 'yes' : 'no';
    return { item, answer, note: bad ? (NOTES[item] ?? '') : '' };
  });
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/** A point inside the record's parcel when it has one, else a random point of its county. */
function pointFor(random: Random, filing: StoredFiling, outline: MultiPolygonCoordinates): Point {
  const data = filing.data;
  if (data.typeCode === '1' || data.typeCode === '2') {
    const ring = data.boundary.slice(0, -1);
    const centre: Point = [round6(ring.reduce((s, p) => s + p[0], 0) / ring.length), round6(ring.reduce((s, p) => s + p[1], 0) / ring.length)];
    if (pointInMultiPolygon(centre, outline)) return centre;
  }
  const points = outline.flatMap((polygon) => polygon[0] ?? []);
  const [west, east] = [Math.min(...points.map((p) => p[0])), Math.max(...points.map((p) => p[0]))];
  const [south, north] = [Math.min(...points.map((p) => p[1])), Math.max(...points.map((p) => p[1]))];
  for (;;) {
    const candidate: Point = [round6(west + random() * (east - west)), round6(south + random() * (north - south))];
    if (pointInMultiPolygon(candidate, outline)) return candidate;
  }
}

/** The county's own staff survey it; a county without accounts is surveyed by the city's. */
function surveyorsFor(random: Random, people: readonly Person[], county: string): string[] {
  const staff = people.filter((p) => p.kind === 'staff');
  const own = staff.filter((p) => p.divisionCode === county);
  const pool = own.length > 0 ? own : staff.filter((p) => p.divisionCode === `${county.slice(0, 4)}00`);
  const first = pick(random, pool).userId;
  const second = pick(random, pool).userId;
  return first === second ? [first] : [first, second];
}

/** A few surveys per county of the demo city, linked to its real filings, deterministic. */
export function seedSurveyBook(book: FilingBook, people: readonly Person[]): SurveyBook {
  const random = mulberry32(SURVEY_SEED);
  const lastDay = dayNumber(SEED_LAST_DAY) ?? 0;
  const counties = [...new Set(book.filings.map((f) => f.divisionCode))].filter((code) => code.startsWith(DEMO_CITY_PREFIX) && !code.endsWith('00')).sort();
  const surveys: StoredSurvey[] = [];
  for (const county of counties) {
    const outline = parcelOutline(county);
    const filings = book.filings.filter((f) => f.divisionCode === county).sort((a, b) => Number(b.keyTypeCode === '1') - Number(a.keyTypeCode === '1'));
    filings.slice(0, PER_COUNTY).forEach((filing, index) => {
      const conclusion = CONCLUSIONS[(index + surveys.length) % CONCLUSIONS.length] ?? 'conform';
      const approved = dayNumber(filing.data.approvalDate) ?? lastDay - SPAN_DAYS;
      const day = Math.max(approved, lastDay - randomInt(random, 3, SPAN_DAYS));
      const surveyDate = isoOfDay(Math.min(day, lastDay));
      const [lon, lat] = pointFor(random, filing, outline);
      const id = `TK${surveyDate.slice(0, 4)}${String(surveys.length + 1).padStart(5, '0')}`;
      const surveyors = surveyorsFor(random, people, county);
      const at = `${surveyDate}T09:30:00.000Z`;
      surveys.push({
        id,
        filingKey: filing.keyNumGather,
        divisionCode: county,
        surveyors,
        surveyDate,
        lon,
        lat,
        checklist: checklistFor(random, filing, conclusion),
        findings: pick(random, FINDINGS[conclusion]),
        conclusion,
        ...(conclusion === 'rectify' ? { deadline: isoOfDay((dayNumber(surveyDate) ?? lastDay) + randomInt(random, 15, 60)) } : {}),
        filesKey: id,
        version: 1,
        createdBy: surveyors[0] ?? '',
        createdAt: at,
        updatedAt: at,
      });
    });
  }
  return { surveys, sequence: surveys.length };
}

/** The outline a survey of the division must lie in, or undefined for a division without one (then only Jiangxi's extent is checked). */
export function surveyOutlineOf(divisionCode: string): MultiPolygonCoordinates | undefined {
  try {
    return parcelOutline(divisionCode);
  } catch {
    return undefined;
  }
}
