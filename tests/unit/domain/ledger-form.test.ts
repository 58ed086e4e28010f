import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { MANUAL_FORMS, seedManualBook } from '../../../src/demo/ledger-manual';
import { checkDesign, checkRow, dateRangeProblem, dateValue, rowKey, type FieldLookup } from '../../../src/domain/ledger/ledger-form-rules';
import type { FieldValue, FormField, ManualBook } from '../../../src/domain/ledger/ledger-form-types';
import type { ManualCall } from '../../../src/domain/ledger/ledger-manual-call';
import { deleteRow, rowPage, saveDesign, saveRow } from '../../../src/domain/ledger/ledger-manual';
import { exportTable, headOf, importRows } from '../../../src/domain/ledger/ledger-manual-excel';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const lookup: FieldLookup = { divisions: dir.divisions, users: dir.users };
const NOW = Date.parse('2026-11-26T02:00:00Z');
const seed = seedManualBook(dir, NOW);
const callOf = (userId: string, book: ManualBook = seed): ManualCall => ({ dir, userId, at: '2026-11-26T03:00:00.000Z', book });
const PROVINCE = '10002';
const COUNTY = '10004';

const numberField: FormField = { key: 'f1', label: '面积', type: 'number', required: true, unit: '亩', precision: 2, min: 0, max: 1000 };
const choiceField: FormField = { key: 'f2', label: '地类', type: 'multiple', required: false, options: ['耕地', '林地', '园地'] };
const dateField: FormField = { key: 'f3', label: '日期', type: 'date', required: false, earliest: '2020-01-01', latest: '2030-12-31' };
const fields = [numberField, choiceField, dateField];

const day = fc.integer({ min: Date.UTC(2020, 0, 1) / 86_400_000, max: Date.UTC(2030, 11, 31) / 86_400_000 }).map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));
const goodRow = fc.record({
  f1: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100),
  f2: fc.subarray(['耕地', '林地', '园地'], { minLength: 1 }),
  f3: day,
});

describe('a designed row', () => {
  it('accepts every value within the design and keeps it, whatever order the choices come in', () => {
    fc.assert(
      fc.property(goodRow, (row) => {
        const checked = checkRow(fields, { ...row, f2: [...row.f2].reverse() }, lookup);
        expect(checked.ok && checked.value).toEqual(row);
        expect(checked.ok && rowKey(fields, checked.value)).toBe(rowKey(fields, row));
      }),
    );
  });

  it('refuses a number out of its range or precision, and names the field in Chinese', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 1000.01, max: 1e9, noNaN: true }), fc.double({ min: -1e9, max: -0.01, noNaN: true }), fc.integer({ min: 0, max: 999 }).map((n) => n + 0.125)), (n) => {
        const checked = checkRow(fields, { f1: n }, lookup);
        expect(checked.ok).toBe(false);
        expect(!checked.ok && checked.error['f1']).toMatch(/^面积/);
      }),
    );
  });

  it('asks for a required field and refuses a day outside the range or an unknown choice', () => {
    const checked = checkRow(fields, { f2: ['竹林'], f3: '2031-01-01' }, lookup);
    expect(checked.ok ? {} : checked.error).toEqual({ f1: '请填写面积', f2: '地类应为给定的选项之一', f3: '日期不能晚于 2030-12-31' });
  });

  it('takes a division or a person by name and stores the code', () => {
    const place: FormField = { key: 'f1', label: '地区', type: 'division', required: true };
    const who: FormField = { key: 'f2', label: '经办人', type: 'person', required: true };
    expect(checkRow([place, who], { f1: '南昌县', f2: '陈志强' }, lookup)).toEqual({ ok: true, value: { f1: '360121', f2: '10004' } });
  });
});

describe('a date field’s range', () => {
  it('is refused exactly when the earliest day is after the latest, and then no day is accepted', () => {
    fc.assert(
      fc.property(day, day, day, (earliest, latest, given) => {
        const field: FormField = { ...dateField, earliest, latest };
        expect(dateRangeProblem(field) === undefined).toBe(earliest <= latest);
        expect(dateValue(field, given).ok).toBe(earliest <= given && given <= latest);
        expect(checkDesign('台账', [field]).ok).toBe(earliest <= latest);
      }),
    );
  });

  it('takes an open end, and refuses a bound that is not a day', () => {
    expect(dateRangeProblem({ label: '日期', earliest: '2026-01-01' })).toBeUndefined();
    expect(dateRangeProblem({ label: '日期', latest: '2026-02-30' })).toBe('日期应为日期（如 2026-01-31）');
  });
});

describe('a form design', () => {
  it('refuses duplicate labels, too few options and a reversed range, each under its field', () => {
    const checked = checkDesign(' ', [numberField, { ...numberField, key: 'f2', min: 5, max: 1 }, { key: 'f3', label: '面积', type: 'text', required: false }, { key: 'f4', label: '类', type: 'single', required: false, options: ['一'] }]);
    expect(checked.ok ? {} : checked.error).toEqual({ title: '请输入台账名称', f2: '最小值不能大于最大值', f3: '字段名称“面积”重复', f4: '请至少填写两个选项' });
  });

  it('is saved by the province at its version only', () => {
    const design = seed.designs['tz-form-01'];
    if (design === undefined) throw new Error('seed');
    const save = { title: design.title, fields: design.fields, version: design.version };
    expect(saveDesign(callOf(COUNTY), 'tz-form-01', save)).toMatchObject({ ok: false, error: { status: 403 } });
    expect(saveDesign(callOf(PROVINCE), 'tz-form-01', { ...save, version: 0 })).toMatchObject({ ok: false, error: { status: 409 } });
    const saved = saveDesign(callOf(PROVINCE), 'tz-form-01', save);
    expect(saved.ok && saved.value.value.version).toBe(design.version + 1);
  });
});

describe('manual rows', () => {
  it('show a county its own rows only, and hide (404) a row outside its jurisdiction', () => {
    const page = rowPage(callOf(COUNTY), { formId: 'tz-form-02', pageIndex: 1, pageSize: 100 });
    expect(page.ok && page.value.total).toBeGreaterThan(0);
    expect(page.ok && page.value.rows.every((r) => r.divisionCode === '360121')).toBe(true);
    const foreign = seed.rows.find((r) => r.formId === 'tz-form-02' && r.divisionCode === '360200');
    expect(deleteRow(callOf(COUNTY), 'tz-form-02', 'tz-form-02', foreign?.instanceId ?? '')).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('refuses a stale edit (409) and a bad one (400) with the field messages', () => {
    const own = seed.rows.find((r) => r.formId === 'tz-form-02' && r.divisionCode === '360121');
    if (own === undefined) throw new Error('seed');
    const edit = { formId: 'tz-form-02', instanceId: own.instanceId, values: own.values };
    expect(saveRow(callOf(COUNTY), { ...edit, version: own.version + 1 })).toMatchObject({ ok: false, error: { status: 409 } });
    expect(saveRow(callOf(COUNTY), { ...edit, version: own.version, values: { ...own.values, f1: '2026-02-30' } })).toMatchObject({
      ok: false,
      error: { status: 400, fieldProblems: { f1: '巡查日期应为日期（如 2026-01-31）' } },
    });
    const saved = saveRow(callOf(COUNTY), { ...edit, version: own.version });
    expect(saved.ok && saved.value.value.version).toBe(own.version + 1);
  });
});

describe('an Excel import', () => {
  const form = MANUAL_FORMS[2];
  if (form === undefined) throw new Error('seed');
  const head = form.fields.map(headOf);
  const cells = (values: Record<string, FieldValue | undefined>) => form.fields.map((f) => { const v = values[f.key]; return Array.isArray(v) ? v.join('、') : (v as string | number | undefined); });
  const good = fc.record({
    f1: fc.constantFrom('甲项目', '乙项目', '丙项目'),
    f2: fc.constantFrom('南昌县', '360121'),
    f3: fc.integer({ min: 0, max: 99 }),
    f5: fc.subarray(['土地复垦', '增减挂钩'], { minLength: 1 }),
  });
  const bad = fc.record({ f1: fc.constant('丁项目'), f2: fc.constant('南昌县'), f3: fc.constant(-1), f5: fc.constant(['土地复垦']) });

  it('imports the good rows once, reports every bad row with its line, and adds nothing on a second import', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(good, bad), { minLength: 1, maxLength: 12 }), (rows) => {
        const table = [['土地整治项目台账'], head, ...rows.map(cells)];
        const first = importRows(callOf(COUNTY), 'tz-form-03', table);
        if (!first.ok) throw new Error(first.error.message);
        const report = first.value.value;
        const badLines = rows.flatMap((r, i) => (r.f3 < 0 ? [i + 3] : []));
        expect(report.refused.map((r) => r.line)).toEqual(badLines);
        expect(report.refused.every((r) => r.reasons.some((reason) => reason.includes('建设规模不能小于 0公顷')))).toBe(true);
        expect(report.imported + report.duplicates + report.refused.length).toBe(rows.length);
        const again = importRows(callOf(COUNTY, first.value.book), 'tz-form-03', table);
        expect(again.ok && again.value.value).toEqual({ imported: 0, duplicates: rows.length - badLines.length, refused: report.refused });
        expect(again.ok && again.value.book.rows.length).toBe(first.value.book.rows.length);
      }),
    );
  });

  it('refuses a sheet whose head is not the design', () => {
    expect(importRows(callOf(COUNTY), 'tz-form-03', [['名称', '地区']])).toMatchObject({ ok: false, error: { status: 400, message: '表头与当前表单不一致，请重新下载模板' } });
  });

  it('exports the rows with their 合计', () => {
    const table = exportTable(callOf(COUNTY), 'tz-form-03', undefined);
    if (!table.ok) throw new Error(table.error.message);
    const sum = table.value.rows.reduce((s, r) => s + Number(r.cells['f3']), 0);
    expect(table.value.totals?.cells['f3']).toBeCloseTo(sum, 4);
    expect(table.value.title).toBe('土地整治项目台账');
  });
});
