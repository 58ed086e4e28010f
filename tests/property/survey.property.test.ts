import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { seedSurveyBook, surveyOutlineOf } from '../../src/demo/surveys';
import { JIANGXI_EXTENT } from '../../src/domain/filing/boundary-text';
import { dayNumber, isoOfDay } from '../../src/domain/filing/calendar-date';
import type { FilingTypeCode } from '../../src/domain/filing/filing-types';
import { pointInMultiPolygon } from '../../src/domain/filing/inside-outline';
import { pointProblems, surveyProblems } from '../../src/domain/survey/survey-check';
import { saveSurvey, type SurveyCall } from '../../src/domain/survey/survey-service';
import { CHECK_ANSWERS, checkItemsFor, SURVEY_CONCLUSIONS, type SurveyDraft } from '../../src/domain/survey/survey-types';
import { nextVersion } from '../../src/domain/survey/survey-version';

const TODAY = '2026-11-20';
const todayNo = dayNumber(TODAY) as number;
const NANCHANG = surveyOutlineOf('360121');
const place = (typeCode: FilingTypeCode) => ({ typeCode, divisionName: '南昌县', outline: NANCHANG });

const typeCode = fc.constantFrom<FilingTypeCode>('1', '2', '3', '4');
const day = (min: number, max: number) => fc.integer({ min, max }).map((offset) => isoOfDay(todayNo + offset));

/** A draft that is right in every field for a record of the type, with the point given. */
const validDraft = (type: FilingTypeCode, lon: number, lat: number) =>
  fc.record({
    surveyDate: day(-400, 0),
    conclusion: fc.constantFrom(...SURVEY_CONCLUSIONS),
    answers: fc.array(fc.constantFrom(...CHECK_ANSWERS), { minLength: 6, maxLength: 6 }),
    deadlineAfter: fc.integer({ min: 1, max: 365 }),
  }).map(({ surveyDate, conclusion, answers, deadlineAfter }): SurveyDraft => ({
    filingKey: 'K1',
    surveyors: ['10004'],
    surveyDate,
    lon,
    lat,
    checklist: checkItemsFor(type).map((item, i) => ({ item, answer: answers[i] ?? 'na', note: '' })),
    findings: '',
    conclusion,
    ...(conclusion === 'rectify' ? { deadline: isoOfDay((dayNumber(surveyDate) as number) + deadlineAfter) } : {}),
  }));

const seeded = seedSurveyBook(seedFilingBook(), generateDemoData().users).surveys;
const inside = seeded.find((s) => s.divisionCode === '360121') ?? { lon: 115.9, lat: 28.5 };

describe('a survey point', () => {
  test.prop([fc.double({ noNaN: false }), fc.double({ noNaN: false })])('is refused at its field unless both are numbers inside Jiangxi and the county', (lon, lat) => {
    const problems = pointProblems(lon, lat, place('1'));
    const ok = Number.isFinite(lon) && Number.isFinite(lat) && lon >= JIANGXI_EXTENT.minLng && lon <= JIANGXI_EXTENT.maxLng && lat >= JIANGXI_EXTENT.minLat && lat <= JIANGXI_EXTENT.maxLat && NANCHANG !== undefined && pointInMultiPolygon([lon, lat], NANCHANG);
    expect(Object.keys(problems).length === 0).toBe(ok);
  });

  test.prop([fc.double({ min: JIANGXI_EXTENT.minLng, max: JIANGXI_EXTENT.maxLng, noNaN: true }), fc.double({ min: JIANGXI_EXTENT.minLat, max: JIANGXI_EXTENT.maxLat, noNaN: true })])(
    'inside Jiangxi but outside the county is refused with the county named',
    (lon, lat) => {
      const problems = pointProblems(lon, lat, place('1'));
      if (NANCHANG !== undefined && !pointInMultiPolygon([lon, lat], NANCHANG)) expect(problems['lon']).toContain('南昌县');
    },
  );
});

describe('a survey draft', () => {
  test.prop([typeCode.chain((type) => validDraft(type, inside.lon, inside.lat).map((draft) => ({ type, draft })))])('right in every field has no problems', ({ type, draft }) => {
    expect(surveyProblems(draft, { today: TODAY, place: place(type) })).toEqual({});
  });

  test.prop([typeCode.chain((type) => validDraft(type, inside.lon, inside.lat).map((draft) => ({ type, draft }))), fc.integer({ min: 1, max: 400 })])(
    'dated after today is refused at the date',
    ({ type, draft }, ahead) => {
      expect(surveyProblems({ ...draft, surveyDate: isoOfDay(todayNo + ahead) }, { today: TODAY, place: place(type) })['surveyDate']).toBeDefined();
    },
  );

  test.prop([validDraft('1', inside.lon, inside.lat), fc.integer({ min: -400, max: 0 })])('需整改 with a deadline on or before the survey date is refused at the deadline', (draft, offset) => {
    const deadline = isoOfDay((dayNumber(draft.surveyDate) as number) + offset);
    expect(surveyProblems({ ...draft, conclusion: 'rectify', deadline }, { today: TODAY, place: place('1') })['deadline']).toBeDefined();
  });

  test.prop([typeCode.filter((t) => t !== '1'), validDraft('1', inside.lon, inside.lat)])('asks 是否按期复垦 of temporary land only', (type, draft) => {
    const withReclamation = { ...draft, checklist: [...checkItemsFor(type).map((item) => ({ item, answer: 'na' as const, note: '' })), { item: 'reclamation' as const, answer: 'yes' as const, note: '' }] };
    expect(surveyProblems(withReclamation, { today: TODAY, place: place(type) })['checklist.reclamation']).toBeDefined();
  });
});

describe('the version rule', () => {
  test.prop([fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined }), fc.integer({ min: 0, max: 1000 })])('accepts exactly the version read and moves it on by one', (stored, submitted) => {
    const next = nextVersion(stored, submitted);
    const expected = stored === undefined ? (submitted === 0 ? 1 : undefined) : submitted === stored ? stored + 1 : undefined;
    expect(next).toBe(expected);
  });

  const demo = generateDemoData();
  const book = seedFilingBook();
  const call = (surveys = seedSurveyBook(book, demo.users)): SurveyCall => ({
    book,
    dir: { users: demo.users, departments: demo.departments, divisions: demo.divisions },
    userId: '10004',
    at: `${TODAY}T02:00:00.000Z`,
    surveys,
    outlineOf: surveyOutlineOf,
  });
  const mine = seeded.find((s) => s.divisionCode === '360121');

  test.prop([fc.integer({ min: -3, max: 5 })])('a save at a stale version changes nothing', (delta) => {
    if (mine === undefined) throw new Error('no seeded survey in 南昌县');
    const before = call();
    const result = saveSurvey(before, { ...mine, version: mine.version + delta });
    if (delta === 0) {
      expect(result.ok && result.value.surveys.surveys.find((s) => s.id === mine.id)?.version).toBe(mine.version + 1);
    } else {
      expect(result.ok ? 200 : result.error.status).toBe(409);
    }
  });
});

describe('the seed', () => {
  test.prop([fc.constantFrom(...seeded)])('holds only surveys that pass their own checks, inside their county', (survey) => {
    const filing = seedFilingBook().filings.find((f) => f.keyNumGather === survey.filingKey);
    expect(filing?.divisionCode).toBe(survey.divisionCode);
    const problems = surveyProblems(survey, { today: '2026-11-18', place: { typeCode: filing?.keyTypeCode ?? '1', divisionName: '', outline: surveyOutlineOf(survey.divisionCode) } });
    expect(problems).toEqual({});
  });
});
