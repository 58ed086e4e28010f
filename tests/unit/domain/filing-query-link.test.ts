import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isoOfDay } from '../../../src/domain/filing/calendar-date';
import { FILING_TYPE_CODES } from '../../../src/domain/filing/filing-types';
import { filingQueryUrl, isEmptyQueryLink, parseFilingQueryLink, type FilingQueryLink } from '../../../src/domain/filing/query-link';

const searchOf = (url: string): string => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

describe('备案查询 links', () => {
  it("carries 区域统计's own-division-only filter (a 市本级 row) only together with its division", () => {
    const url = filingQueryUrl({ divisionCode: '360100', divisionOnly: true, status: 'filed' });
    expect(url).toBe('/recordReport/query?divisionCode=360100&divisionOnly=1&status=filed');
    expect(parseFilingQueryLink(searchOf(url))).toEqual({ divisionCode: '360100', divisionOnly: true, status: 'filed' });
    expect(parseFilingQueryLink('?divisionOnly=1')).toEqual({});
  });

  it('reads the type, the division, the status and the period of a dashboard link', () => {
    expect(parseFilingQueryLink('?keyTypeCode=1&startDate=2026-01-01&endDate=2026-12-31')).toEqual({ keyTypeCode: '1', startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(parseFilingQueryLink('?divisionCode=360100&status=filed')).toEqual({ divisionCode: '360100', status: 'filed' });
  });

  it('drops each invalid value on its own and keeps the rest', () => {
    expect(parseFilingQueryLink('?keyTypeCode=9&startDate=2026-02-01&endDate=2026-02-28')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(parseFilingQueryLink('?keyTypeCode=2&divisionCode=36&status=lost')).toEqual({ keyTypeCode: '2' });
    // A day that does not exist, a period missing one end and a period ending before it starts.
    expect(parseFilingQueryLink('?startDate=2026-02-30&endDate=2026-03-31')).toEqual({});
    expect(parseFilingQueryLink('?startDate=2026-01-01')).toEqual({});
    expect(parseFilingQueryLink('?startDate=2026-12-01&endDate=2026-01-31')).toEqual({});
    expect(parseFilingQueryLink('?keyTypeCode=%E0%A4%A')).toEqual({});
  });

  it('presets nothing without parameters, and the plain route is the link of no filters', () => {
    expect(isEmptyQueryLink(parseFilingQueryLink(''))).toBe(true);
    expect(isEmptyQueryLink(parseFilingQueryLink('?pageIndex=3'))).toBe(true);
    expect(filingQueryUrl({})).toBe('/recordReport/query');
  });

  const day = fc.integer({ min: 0, max: 40_000 });
  const link = fc.record(
    {
      keyTypeCode: fc.constantFrom(...FILING_TYPE_CODES),
      divisionCode: fc.constantFrom('360000', '360100', '360121', '360402'),
      status: fc.constantFrom('draft' as const, 'reported' as const, 'filed' as const, 'returned' as const),
      period: fc.tuple(day, day).map(([a, b]) => ({ startDate: isoOfDay(Math.min(a, b)), endDate: isoOfDay(Math.max(a, b)) })),
    },
    { requiredKeys: [] },
  );

  test.prop([link])('a built link reads back as itself', ({ period, ...rest }) => {
    const wanted: FilingQueryLink = { ...rest, ...period };
    const url = filingQueryUrl(wanted);
    expect(url.startsWith('/recordReport/query')).toBe(true);
    expect(parseFilingQueryLink(searchOf(url))).toEqual(wanted);
  });

  test.prop([fc.string(), fc.string(), fc.string()])('never throws on whatever the address holds', (a, b, c) => {
    const search = new URLSearchParams({ keyTypeCode: a, startDate: b, endDate: c, divisionCode: a + b, status: c }).toString();
    const parsed = parseFilingQueryLink(search);
    expect(parsed.keyTypeCode === undefined || FILING_TYPE_CODES.includes(parsed.keyTypeCode)).toBe(true);
    expect((parsed.startDate === undefined) === (parsed.endDate === undefined)).toBe(true);
  });
});
