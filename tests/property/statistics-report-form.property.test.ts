import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import { EMPTY_LEDGER } from '../../src/domain/filing/filing-number';
import { formProblems, type FormValues, type ReportFormDefinition } from '../../src/domain/statistics/report-form';
import { BUILD_HOUSE_FORM, REPORT_FORMS, RURAL_PERMIT_FORM } from '../../src/domain/statistics/report-form-definitions';
import { isFuturePeriod, periodBefore, periodRange } from '../../src/domain/statistics/report-form-period';
import { saveReportForm, type ReportFormCall } from '../../src/domain/statistics/report-form-service';
import { formKey, reportFormTable, type ReportFormEntries } from '../../src/domain/statistics/report-form-table';
import { leafColumns } from '../../src/domain/statistics/report-table';

const demo = generateDemoData();
const { divisions } = demo;
const counties = divisions.filter((d) => d.level === 'county');
const province = divisions.find((d) => d.level === 'province');
const COUNTY_USER = demo.users.find((u) => u.userName === 'county');
const PERIOD = '2026-08';

/** Each form's rules written out again, independently of the definitions. */
const RULES: Readonly<Record<ReportFormDefinition['id'], (v: FormValues) => boolean>> = {
  buildHouse: (v) => v['housesStarted']! <= v['housesApproved']! && v['housesBuilt']! <= v['housesStarted']! && v['floorArea']! <= v['housesBuilt']! * 1000,
  ruralPermit: (v) => v['issued']! + v['refused']! <= v['applied']! && v['ruralHouses']! <= v['issued']!,
};

const validField = (value: unknown, max: number, decimals: number): boolean =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max && Number.isInteger(Math.round(value * 10 ** decimals * 1e6) / 1e6);

/** Mostly small plausible numbers, sometimes negative, too precise, too large or missing. */
const anyValue = (max: number): fc.Arbitrary<number | undefined> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: 60 }) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max: 600_000 }).map((n) => n / 1000) },
    { weight: 1, arbitrary: fc.integer({ min: -5, max: -1 }) },
    { weight: 1, arbitrary: fc.constant(max + 1) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const valuesOf = (def: ReportFormDefinition) => fc.record(Object.fromEntries(def.fields.map((f) => [f.key, anyValue(f.max)])) as Record<string, fc.Arbitrary<number | undefined>>);

/** Valid 农房建设 values, exact to their decimals. */
const buildHouseValues: fc.Arbitrary<FormValues> = fc
  .tuple(fc.integer({ min: 0, max: 80 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100 }))
  .map(([approved, s, b, cents, households]) => {
    const started = approved === 0 ? 0 : s % (approved + 1);
    const built = started === 0 ? 0 : b % (started + 1);
    return { housesApproved: approved, housesStarted: started, housesBuilt: built, floorArea: Math.min(cents, built * 100_000) / 100, households };
  });

describe('statistical forms', () => {
  it.each([BUILD_HOUSE_FORM, RURAL_PERMIT_FORM])('accept exactly the values within the rules of $title, each message at its field', (def) => {
    fc.assert(
      fc.property(valuesOf(def), (raw) => {
        const values = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined));
        const problems = formProblems(def, values);
        const fieldsValid = def.fields.every((f) => validField(values[f.key], f.max, f.decimals));
        const valid = fieldsValid && RULES[def.id](values as FormValues);
        expect(Object.keys(problems).length === 0).toBe(valid);
        for (const field of def.fields) if (!validField(values[field.key], field.max, field.decimals)) expect(problems[field.key]).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });

  it('sums each city from its counties and the province from its cities, and 合计 is the sum of the rows', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...counties), buildHouseValues), { maxLength: 40 }), (reports) => {
        const entries: Record<string, { values: FormValues; version: number; savedAt: string; savedBy: string }> = {};
        for (const [county, values] of reports) entries[formKey(county.code, PERIOD)] = { values, version: 1, savedAt: '2026-09-01T00:00:00.000Z', savedBy: 'x' };
        if (province === undefined) throw new Error('no province');
        const table = reportFormTable(BUILD_HOUSE_FORM, entries, divisions, province, PERIOD, []);
        for (const row of table.rows) {
          const under = Object.entries(entries).filter(([key]) => withinJurisdiction(row.key, key.slice(0, 6)));
          for (const field of BUILD_HOUSE_FORM.fields) {
            const units = under.reduce((sum, [, e]) => sum + Math.round((e.values[field.key] ?? 0) * 10 ** field.decimals), 0);
            expect(row.cells[field.key]).toBe(under.length === 0 ? null : units / 10 ** field.decimals);
          }
        }
        for (const leaf of leafColumns(table.columns)) {
          if (leaf.decimals === undefined || leaf.key === undefined) continue;
          const key = leaf.key;
          const units = table.rows.reduce((sum, row) => sum + Math.round(Number(row.cells[key] ?? 0) * 10 ** leaf.decimals!), 0);
          expect(table.totals?.cells[key]).toBe(units / 10 ** leaf.decimals);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('lets exactly one of two saves read at the same version win, and refuses a future period', () => {
    if (COUNTY_USER === undefined) throw new Error('no county user');
    const { users, departments } = demo;
    fc.assert(
      fc.property(buildHouseValues, buildHouseValues, fc.integer({ min: 0, max: 3 }), (first, second, prior) => {
        let entries: ReportFormEntries = {};
        const call = (): ReportFormCall => ({
          book: { filings: [], ledger: EMPTY_LEDGER, sequence: 0 },
          dir: { users, departments, divisions },
          userId: COUNTY_USER.userId,
          at: '2026-11-20T04:00:00.000Z',
          entries,
        });
        for (let n = 0; n < prior; n += 1) {
          const saved = saveReportForm(call(), BUILD_HOUSE_FORM, { divisionCode: COUNTY_USER.divisionCode, period: PERIOD, values: first, version: n });
          if (saved.ok) entries = saved.value.entries;
        }
        const outcomes = [first, second].map((values) => {
          const saved = saveReportForm(call(), BUILD_HOUSE_FORM, { divisionCode: COUNTY_USER.divisionCode, period: PERIOD, values, version: prior });
          if (saved.ok) entries = saved.value.entries;
          return saved.ok ? 200 : saved.error.status;
        });
        expect(outcomes).toEqual([200, 409]);
        expect(entries[formKey(COUNTY_USER.divisionCode, PERIOD)]?.values).toEqual(first);
        const future = saveReportForm(call(), BUILD_HOUSE_FORM, { divisionCode: COUNTY_USER.divisionCode, period: '2026-12', values: first, version: 0 });
        expect(future.ok ? 200 : future.error.status).toBe(400);
      }),
      { numRuns: 100 },
    );
  });

  it('reads every period as an inclusive date range, and a period is future exactly when it starts after today', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(REPORT_FORMS)), fc.integer({ min: 0, max: 200 }), fc.integer({ min: -400, max: 400 }), (def, steps, offset) => {
        const period = periodBefore(def.periodKind, def.periodKind === 'month' ? '2030-12' : '2030-Q4', steps);
        const range = periodRange(def.periodKind, period);
        expect(range).toBeDefined();
        const today = new Date(Date.parse(`${range?.startDate ?? ''}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
        expect(isFuturePeriod(def.periodKind, period, today)).toBe(offset < 0);
      }),
    );
  });
});
