import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../src/domain/filing/lifecycle';
import { divisionOf, overdueOf, rowOf, textOf } from '../../src/domain/filing/service/access';
import { filingIndexOf } from '../../src/domain/filing/service/filing-index';
import { recallFiling, reportFiling, reviewFiling } from '../../src/domain/filing/service/flow';
import { filingList, filingListTotals } from '../../src/domain/filing/service/list';
import { isReviewer } from '../../src/domain/filing/service/review-level';
import { deleteFiling, saveFiling } from '../../src/domain/filing/service/save';
import type { FilingBook, FilingCall, FilingChanged, StoredFiling } from '../../src/domain/filing/service/types';
import { FILING_LIST_NAMES, type FilingListName, type FilingListQuery, type FilingRow } from '../../src/domain/filing/wire';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const seed = seedFilingBook();
const STAFF = ['10001', '10002', '10003', '10004', '10311'];
const DIVISIONS = ['360000', '360100', '360121', '360124', '360200', '360203'];
const TIMES = ['2026-11-20T02:00:00.000Z', '2026-11-20T02:00:00.000Z', '2026-11-21T08:30:00.000Z', '2026-11-23T01:00:00.000Z'];

/** The list rules as a plain scan of every record, formatting every row: what the index must reproduce. */
function scannedList(call: FilingCall, listName: FilingListName, query: FilingListQuery): { rows: FilingRow[]; total: number; pageIndex: number } | number {
  const division = divisionOf(call.dir, call.userId);
  if (!division.ok) return division.error.status;
  const viewer = division.value;
  if (query.divisionCode !== undefined && !withinJurisdiction(viewer, query.divisionCode)) return 403;
  const member: Record<FilingListName, (f: StoredFiling) => boolean> = {
    toBeReported: (f) => f.status === 'draft' && f.divisionCode === viewer,
    rollBack: (f) => f.status === 'returned' && f.divisionCode === viewer,
    reported: (f) => f.status === 'reported' || f.status === 'filed',
    query: () => true,
    toBeReviewed: (f) => isReviewer(f, viewer),
  };
  const needle = query.text?.trim().toLowerCase() ?? '';
  const field = query.orderBy ?? 'updatedAt';
  const direction = (query.order ?? 'desc') === 'asc' ? 1 : -1;
  const rows = call.book.filings
    .filter(
      (f) =>
        withinJurisdiction(viewer, f.divisionCode) &&
        member[listName](f) &&
        (query.keyTypeCode === undefined || f.keyTypeCode === query.keyTypeCode) &&
        (query.divisionCode === undefined || withinJurisdiction(query.divisionCode, f.divisionCode)) &&
        (query.status === undefined || f.status === query.status) &&
        (query.startDate === undefined || f.data.approvalDate >= query.startDate) &&
        (query.endDate === undefined || f.data.approvalDate <= query.endDate) &&
        (needle === '' || textOf(f, call.dir).toLowerCase().includes(needle)) &&
        (query.overdueOnly !== true || overdueOf(f, call.at)),
    )
    .map((f) => {
      const row = rowOf(f, call.dir, call.at);
      const keys = { approvalDate: f.data.approvalDate, updatedAt: f.updatedAt, projectName: row.name, divisionCode: f.divisionCode, filingNumber: f.filingNumber ?? '' };
      return { f, row, key: keys[field] };
    })
    .sort((a, b) => (a.key === b.key ? a.f.keyNumGather.localeCompare(b.f.keyNumGather) : a.key < b.key ? -direction : direction))
    .map((entry) => entry.row);
  const pageIndex = Math.max(1, Math.min(query.pageIndex, Math.max(1, Math.ceil(rows.length / query.pageSize))));
  const start = (pageIndex - 1) * query.pageSize;
  return { rows: rows.slice(start, start + query.pageSize), total: rows.length, pageIndex };
}

/** The index as plain data, groups in their order, for comparing an updated index with a fresh one. */
const shapeOf = (filings: readonly StoredFiling[]): [string, string[]][] =>
  [...filingIndexOf(filings).groups]
    .flatMap(([division, byStatus]) => [...byStatus].map(([status, group]): [string, string[]] => [`${division}/${status}`, group.map((f) => f.keyNumGather)]))
    .filter(([, keys]) => keys.length > 0)
    .sort(([a], [b]) => a.localeCompare(b));

const write = fc.record({
  kind: fc.constantFrom('create', 'edit', 'report', 'pass', 'return', 'recall', 'delete'),
  user: fc.constantFrom(...STAFF),
  pick: fc.nat(),
  at: fc.constantFrom(...TIMES),
});
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

function applied(book: FilingBook, step: Write): FilingBook {
  const call: FilingCall = { book, dir, userId: step.user, at: step.at };
  const target = book.filings[step.pick % Math.max(1, book.filings.length)];
  const key = target?.keyNumGather ?? '';
  const version = { version: target?.version ?? 1 };
  const template = seed.filings[step.pick % seed.filings.length]?.data;
  const results: Record<Write['kind'], () => FilingChanged<unknown>> = {
    create: () => saveFiling(call, { data: template ?? seed.filings[0]!.data }),
    edit: () => saveFiling(call, { keyNumGather: key, ...version, data: target?.data ?? seed.filings[0]!.data }),
    report: () => reportFiling(call, key, version),
    pass: () => reviewFiling(call, key, { ...version, decision: 'pass' }),
    return: () => reviewFiling(call, key, { ...version, decision: 'return', opinion: '材料不全' }),
    recall: () => recallFiling(call, key, version),
    delete: () => deleteFiling(call, { keyNumGather: key, ...version }),
  };
  const result = results[step.kind]();
  return result.ok ? result.value.book : book;
}

const day = fc.integer({ min: 0, max: 1100 }).map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
const query: fc.Arbitrary<FilingListQuery> = fc.record(
  {
    pageIndex: fc.integer({ min: 1, max: 4 }),
    pageSize: fc.constantFrom(15, 20, 30, 50),
    keyTypeCode: fc.constantFrom('1', '2', '3', '4'),
    divisionCode: fc.constantFrom(...DIVISIONS),
    status: fc.constantFrom(...(Object.keys(FILING_STATUS_LABELS) as FilingStatus[])),
    startDate: day,
    endDate: day,
    text: fc.constantFrom('南昌', '县', 'ba3601', '临时', ' 村 ', 'zzz'),
    overdueOnly: fc.boolean(),
    orderBy: fc.constantFrom('approvalDate', 'updatedAt', 'projectName', 'divisionCode', 'filingNumber'),
    order: fc.constantFrom('asc', 'desc'),
  },
  { requiredKeys: ['pageIndex', 'pageSize'] },
);

describe('the filing index', () => {
  test.prop([fc.integer({ min: 0, max: 160 }), fc.array(write, { maxLength: 40 }), fc.array(fc.tuple(fc.constantFrom(...STAFF), fc.constantFrom(...FILING_LIST_NAMES), query), { minLength: 1, maxLength: 6 })], {
    numRuns: 40,
  })('kept up to date by the writes answers every list exactly as a plain scan does', (size, writes, reads) => {
    let book: FilingBook = { ...seed, filings: seed.filings.slice(0, size) };
    filingIndexOf(book.filings);
    for (const step of writes) book = applied(book, step);
    expect(shapeOf(book.filings)).toEqual(shapeOf([...book.filings]));
    for (const [userId, listName, asked] of reads) {
      const call: FilingCall = { book, dir, userId, at: TIMES[3] ?? '' };
      const listed = filingList(call, listName, asked);
      const expected = scannedList(call, listName, asked);
      if (typeof expected === 'number') expect(listed.ok ? 200 : listed.error.status).toBe(expected);
      else expect(listed.ok && { rows: listed.value.rows, total: listed.value.total, pageIndex: listed.value.pageIndex }).toEqual(expected);
      const totals = filingListTotals(call);
      for (const badge of ['toBeReported', 'reported', 'rollBack'] as const) {
        const scanned = scannedList(call, badge, { pageIndex: 1, pageSize: 15 });
        expect(totals[badge]).toBe(typeof scanned === 'number' ? 0 : scanned.total);
      }
    }
  });
});
