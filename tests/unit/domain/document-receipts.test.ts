import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { boxPage } from '../../../src/domain/affair/service/box-page';
import type { AffairBook } from '../../../src/domain/affair/service/types';
import { seedReceipts } from '../../../src/demo/receipts';
import type { Directory } from '../../../src/domain/directory/directory';
import { documentMessages as m } from '../../../src/domain/document/document-messages';
import type { ReceiptDraft } from '../../../src/domain/document/document-types';
import { receiptDetail, receiptPage, registerReceipt, splitReceipt, type ReceiptBook, type ReceiptCall } from '../../../src/domain/document/receipt-service';

const demo = generateDemoData();
const dir: Directory = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const AT = '2026-11-26T02:00:00.000Z';
const COUNTY = '10004';
const CITY = '10003';
const EMPTY: ReceiptBook = { receipts: [], sequence: 0 };
const NO_AFFAIRS: AffairBook = { affairs: [], supervisions: [], sequence: 0 };

const draft: ReceiptDraft = {
  issuer: '南昌市自然资源局',
  issuerNumber: '南昌自然资函〔2026〕31号',
  title: '关于核查设施农业用地备案情况的函',
  receivedDate: '2026-11-10',
  copies: 1,
  secrecy: '公开',
  urgency: '加急',
  deadline: '2026-11-20',
  proposal: '请用途管制股、耕地保护股分别核查。',
};

const call = (userId: string, receipts: ReceiptBook, affairs: AffairBook = NO_AFFAIRS): ReceiptCall => ({ dir, userId, at: AT, receipts, affairs });

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe('收文登记 and 分办', () => {
  it('registers for the clerk bureau, flags the overdue one, and splits once into departments', () => {
    const registered = must(registerReceipt(call(COUNTY, EMPTY), draft));
    expect(registered.value).toMatchObject({ id: 'SW202600001', unitId: 'D360121', standing: 'overdue', deadlineLabel: '已超期6天', version: 1 });
    const inTime = must(registerReceipt(call(COUNTY, registered.receipts), { ...draft, deadline: '2026-12-20' }));
    const page = must(receiptPage(call(COUNTY, inTime.receipts), { pageIndex: 1, pageSize: 10 }));
    expect(page.rows.map((r) => r.standing)).toEqual(['overdue', 'open']);

    const split = must(splitReceipt(call(COUNTY, inTime.receipts), 'SW202600001', 1, ['D360121-02', 'D360121-03']));
    expect(split.value).toMatchObject({ version: 2, departments: ['D360121-02', 'D360121-03'] });
    expect(split.value.departmentNames).toContain('用途管制股');
    expect(splitReceipt(call(COUNTY, split.receipts), 'SW202600001', 1, ['D360121-02'])).toEqual({ ok: false, error: { status: 409, message: m.stale } });
    expect(splitReceipt(call(COUNTY, split.receipts), 'SW202600001', 2, ['D360121-02'])).toMatchObject({ ok: false, error: { status: 409, message: m.alreadySplit } });
  });

  it('keeps another unit from seeing a receipt (404, no leak), refuses bad input at its fields and departments outside the county', () => {
    const registered = must(registerReceipt(call(COUNTY, EMPTY), draft));
    expect(receiptDetail(call(CITY, registered.receipts), 'SW202600001')).toEqual({ ok: false, error: { status: 404, message: m.notFound } });
    expect(receiptPage(call(CITY, registered.receipts), { pageIndex: 1, pageSize: 10 })).toMatchObject({ ok: true, value: { total: 0 } });
    expect(registerReceipt(call(COUNTY, EMPTY), { ...draft, issuer: '', copies: 0 })).toMatchObject({
      ok: false,
      error: { status: 400, message: m.issuerRequired, fieldProblems: { issuer: m.issuerRequired, copies: m.copiesOutOfRange } },
    });
    expect(splitReceipt(call(COUNTY, registered.receipts), 'SW202600001', 1, ['D360100-02'])).toMatchObject({ ok: false, error: { status: 400, message: m.recipientUnknown } });
  });
});

describe('分办 into 公文办理 affairs', () => {
  it('starts one affair per department at 拟办, held by the office, in its members’ 待办, and lets their handlers see the receipt', () => {
    const registered = must(registerReceipt(call(COUNTY, EMPTY), { ...draft, deadline: '2026-12-20' }));
    const split = must(splitReceipt(call(COUNTY, registered.receipts), 'SW202600001', 1, ['D360121-02', 'D360121-03']));
    expect(split.affairs.affairs).toHaveLength(2);
    expect(split.value.affairRows.map((a) => [a.departmentName, a.nodeName, a.statusLabel])).toEqual([
      ['南昌县自然资源局用途管制股', '拟办', '在办'],
      ['南昌县自然资源局耕地保护股', '拟办', '在办'],
    ]);
    const [first] = split.affairs.affairs;
    expect(first?.formData).toMatchObject({ issuer: draft.issuer, docNumber: draft.issuerNumber, receivedDate: draft.receivedDate });
    const todo = (userId: string) => must(boxPage(split.affairs, dir, userId, 'todo', { pageIndex: 1, pageSize: 50 }, AT)).rows.map((r) => r.keyDigNumGather);
    expect(todo('10302')).toEqual([split.value.affairRows[1]?.keyDigNumGather]);
    expect(todo(COUNTY)).toEqual([split.value.affairRows[0]?.keyDigNumGather]);
    expect(must(receiptDetail(call('10302', split.receipts, split.affairs), 'SW202600001')).id).toBe('SW202600001');
    expect(receiptDetail(call('10311', split.receipts, split.affairs), 'SW202600001')).toMatchObject({ ok: false, error: { status: 404 } });
  });

  it('refuses an office 公文办理 cannot hand 拟办 to', () => {
    const registered = must(registerReceipt(call(CITY, EMPTY), draft));
    expect(splitReceipt(call(CITY, registered.receipts), 'SW202600001', 1, ['D360121-02'])).toMatchObject({ ok: false, error: { status: 400, message: m.recipientUnknown } });
  });

  it('seeds new, in-progress, overdue and finished receipts for the province and the demo county', () => {
    const seeded = seedReceipts(demo, NO_AFFAIRS);
    const at = '2026-11-18T02:00:00.000Z';
    for (const clerk of ['10104', '10304']) {
      const rows = must(receiptPage({ dir, userId: clerk, at, receipts: seeded.receipts, affairs: seeded.affairs }, { pageIndex: 1, pageSize: 50 })).rows;
      expect(new Set(rows.map((r) => r.standing))).toEqual(new Set(['overdue', 'open', 'done']));
      expect(rows.some((r) => r.departments.length === 0)).toBe(true);
      expect(rows.some((r) => r.affairRows.some((a) => a.nodeName === '承办'))).toBe(true);
    }
    expect(seeded.affairs.affairs.length).toBe(13);
  });
});
