import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoxType } from '../../src/domain/affair/wire';
import { CASE_LAUNCH_SOURCE, caseDetailsPath, caseDetailsRequest } from '../../src/domain/case/case-links';
import { detailEventOf } from '../../src/domain/events/detail-event-reading';
import { detailEventUrl, type DetailEvent } from '../../src/domain/events/detail-events';

const boxType = fc.constantFrom<BoxType>(1, 2, 3, 4, 5, 6);
const id = fc.stringMatching(/^[A-Za-z0-9_-]{1,24}$/);
const source = fc.oneof(fc.constant(CASE_LAUNCH_SOURCE), fc.stringMatching(/^[a-z]{1,8}$/));
const pathAndQuery = (url: string): { path: string; search: string } => {
  const at = url.indexOf('?');
  return { path: url.slice(0, at), search: url.slice(at) };
};

describe('detail-opening events (SPEC section 2)', () => {
  it('an op event from launch opens the case detail straight away; any other source is fetched first by id and box type', () => {
    fc.assert(
      fc.property(id, boxType, source, (caseId, box, from) => {
        const { path, search } = pathAndQuery(detailEventUrl({ type: 'op', id: caseId, boxType: box, source: from, title: 't', text: 'x' }));
        expect(path).toBe(`/op/handle/details/${encodeURIComponent(caseId)}`);
        expect(new URLSearchParams(search).get('currentTagTitle')).toBe('案件详情');
        const request = caseDetailsRequest(caseId, search);
        expect(request).toEqual(from === CASE_LAUNCH_SOURCE ? { kind: 'open', id: caseId } : { kind: 'fetch', id: caseId, boxType: box });
      }),
    );
  });

  it('an op event without a box type uses 1, and an address without subParams is fetched with box type 1', () => {
    const { search } = pathAndQuery(detailEventUrl({ type: 'op', id: 'AJ1', source: 'todo', title: 't', text: 'x' }));
    expect(caseDetailsRequest('AJ1', search)).toEqual({ kind: 'fetch', id: 'AJ1', boxType: 1 });
    expect(caseDetailsRequest('AJ1', '')).toEqual({ kind: 'fetch', id: 'AJ1', boxType: 1 });
    expect(caseDetailsRequest('AJ1', '?subParams=')).toEqual({ kind: 'fetch', id: 'AJ1', boxType: 1 });
  });

  it('the fetched parameters give an address that opens the case, with its files key', () => {
    fc.assert(
      fc.property(id, boxType, id, (caseId, box, filesKey) => {
        const { search } = pathAndQuery(caseDetailsPath(caseId, filesKey, box));
        expect(caseDetailsRequest(caseId, search)).toEqual({ kind: 'open', id: caseId });
        expect(new URLSearchParams(search).get('filesKey')).toBe(filesKey);
      }),
    );
  });

  it('refuses a malformed subParams or box type with a Chinese message', () => {
    for (const bad of ['{', '[1]', '"x"', '{"boxType":9}', '{"boxType":"0"}']) {
      const request = caseDetailsRequest('AJ1', `?subParams=${encodeURIComponent(bad)}`);
      expect(request.kind).toBe('bad');
      if (request.kind === 'bad') expect(request.message).toMatch(/无法打开案件详情/);
    }
  });

  it('a tz event opens the list page of a manual ledger and the department detail of an auto one', () => {
    fc.assert(
      fc.property(id, fc.constantFrom<0 | 1>(0, 1), fc.constantFrom('2026-Q3_360121', '2026-05_360100', '2025_360000'), (ledgerId, auto, instanceKey) => {
        const url = detailEventUrl({ type: 'tz', ledgerId, isAutoExtract: auto, instanceKey, title: 't', text: 'x' });
        if (auto === 0) expect(url).toBe(`/tz/secretary/list/${encodeURIComponent(ledgerId)}`);
        else expect(url).toBe(`/tz/secretary/departmentDetail/${encodeURIComponent(ledgerId)}?data=${encodeURIComponent(instanceKey)}`);
      }),
    );
  });

  it('an archive event opens the record’s edit page by moduleKey', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (moduleKey) => {
        const url = detailEventUrl({ type: 'archive', moduleKey, title: 't', text: 'x' });
        expect(url.startsWith('/archive/manage/out?')).toBe(true);
        expect(new URLSearchParams(url.slice(url.indexOf('?'))).get('moduleKey')).toBe(moduleKey);
      }),
    );
  });

  it('reads back every event it could have been sent as JSON, and nothing malformed', () => {
    const event: fc.Arbitrary<DetailEvent> = fc.oneof(
      fc.record({ type: fc.constant('op' as const), id, boxType: boxType, source, title: fc.string(), text: fc.string() }),
      fc.record({ type: fc.constant('tz' as const), ledgerId: id, isAutoExtract: fc.constantFrom<0 | 1>(0, 1), instanceKey: fc.string(), title: fc.string(), text: fc.string() }),
      fc.record({ type: fc.constant('archive' as const), moduleKey: fc.string(), title: fc.string(), text: fc.string() }),
    );
    fc.assert(
      fc.property(event, (e) => {
        expect(detailEventOf(JSON.parse(JSON.stringify(e)) as Record<string, unknown>)).toEqual(e);
      }),
    );
    expect(detailEventOf({ type: 'op', id: 'A', source: 'todo', boxType: 7, title: 't', text: 'x' })).toBeUndefined();
    expect(detailEventOf({ type: 'tz', ledgerId: 'A', isAutoExtract: 2, instanceKey: 'k', title: 't', text: 'x' })).toBeUndefined();
    expect(detailEventOf({ type: 'archive', title: 't', text: 'x' })).toBeUndefined();
    expect(detailEventOf({ type: 'op', id: 'A', source: 'todo' })).toBeUndefined();
  });
});
