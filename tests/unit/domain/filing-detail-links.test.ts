import { describe, expect, it } from 'vitest';
import { filingDetailsUrl, isFilingLinkError, parseFilingSubParams, rowDetailRoute, waitsForReviewBy } from '../../../src/domain/filing/detail-links';
import type { FilingSubParams } from '../../../src/domain/filing/wire';

const params: FilingSubParams = { keyNumGather: 'BA-1', keyTypeCode: '2', status: 'draft', version: 4, detailPath: '/toBeReported/details', isAdvance: 1 };
const searchOf = (url: string): string => url.slice(url.indexOf('?'));

describe('filing detail links', () => {
  it('round-trips the common parameters through the URL', () => {
    const url = filingDetailsUrl('/toBeReported/details', params, 1);
    expect(url.startsWith('/toBeReported/details?subParams=')).toBe(true);
    expect(new URLSearchParams(searchOf(url)).get('isAdvance')).toBe('1');
    expect(parseFilingSubParams(searchOf(url))).toEqual({ keyNumGather: 'BA-1', keyTypeCode: '2', status: 'draft', version: 4, isAdvance: 1 });
  });

  it('lets the isAdvance parameter win over subParams, and falls back to 0', () => {
    expect(parseFilingSubParams(searchOf(filingDetailsUrl('/toBeReported/details', params, 0)))).toMatchObject({ isAdvance: 0 });
    expect(parseFilingSubParams(searchOf(filingDetailsUrl('/query/details', { keyNumGather: 'BA-2', keyTypeCode: '1' })))).toEqual({
      keyNumGather: 'BA-2',
      keyTypeCode: '1',
      isAdvance: 0,
    });
  });

  it.each([
    ['', '缺少页面参数 subParams'],
    ['?subParams=%7Bnot-json', '不是有效的 JSON'],
    ['?subParams=%5B1%5D', '格式不正确'],
    ['?subParams=%7B%22keyTypeCode%22%3A%221%22%7D', '缺少备案编号'],
    ['?subParams=%7B%22keyNumGather%22%3A%22BA%22%2C%22keyTypeCode%22%3A%229%22%7D', '备案类型不正确'],
    ['?subParams=%7B%22keyNumGather%22%3A%22BA%22%2C%22keyTypeCode%22%3A%221%22%7D&isAdvance=2', 'isAdvance 只能是 1 或 0'],
  ])('refuses %j with a clear Chinese reason', (search, reason) => {
    const parsed = parseFilingSubParams(search);
    expect(isFilingLinkError(parsed)).toBe(true);
    expect(isFilingLinkError(parsed) ? parsed.error : '').toContain(reason);
  });

  it('accepts a numeric type code as the old pages sent it', () => {
    const search = `?subParams=${encodeURIComponent(JSON.stringify({ keyNumGather: 'BA-3', keyTypeCode: 3 }))}`;
    expect(parseFilingSubParams(search)).toEqual({ keyNumGather: 'BA-3', keyTypeCode: '3', isAdvance: 0 });
  });

  it('sends the reviewer of the waiting level to the review page, everyone else to the list route', () => {
    const waiting = { status: 'reported' as const, reviewLevel: 'province' as const };
    expect(waitsForReviewBy(waiting, 'province')).toBe(true);
    expect(waitsForReviewBy(waiting, 'city')).toBe(false);
    expect(waitsForReviewBy({ status: 'filed', reviewLevel: 'province' }, 'province')).toBe(false);
    expect(rowDetailRoute('query', waiting, 'province', params)).toBe('/query/toBeReviewedDetail');
    expect(rowDetailRoute('query', waiting, 'county', params)).toBe('/query/details');
    expect(rowDetailRoute('rollBack', { status: 'returned' }, 'county', params)).toBe('/rollBack/details');
    expect(rowDetailRoute('toBeReported', { status: 'draft' }, 'county', { ...params, detailPath: '/reported/details' })).toBe('/reported/details');
    expect(rowDetailRoute('toBeReported', { status: 'draft' }, 'county', { ...params, detailPath: '/elsewhere' })).toBe('/toBeReported/details');
  });
});
