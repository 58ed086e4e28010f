import { describe, expect, it } from 'vitest';
import type { PageOf } from '../../../src/domain/shared/paging';
import type { ReceiptRow } from '../../../src/domain/document/receipt-service';
import { isOpenReceipt, openReceipts, OPEN_RECEIPT_STANDINGS } from '../../../src/domain/office/my-office';

const pageOf = <T,>(rows: T[], total = rows.length): PageOf<T> => ({ rows, total, pageIndex: 1, pageSize: 100 });

const receipt = (id: string, standing: ReceiptRow['standing'], deadline: string): ReceiptRow =>
  ({ id, standing, deadline, finished: standing === 'done', deadlineLabel: standing, departmentNames: '', affairRows: [] }) as unknown as ReceiptRow;

describe('待办收文 of 我的办公', () => {
  it('asks for every standing but 已办结', () => {
    expect(OPEN_RECEIPT_STANDINGS).not.toContain('done');
    expect(isOpenReceipt(receipt('a', 'done', '2026-03-01'))).toBe(false);
    expect(isOpenReceipt(receipt('a', 'due-soon', '2026-03-11'))).toBe(true);
  });

  it('merges the pages of the open standings in the list’s order and adds their totals', () => {
    const overdue = pageOf([receipt('SW3', 'overdue', '2026-03-01')], 1);
    const dueSoon = pageOf([receipt('SW2', 'due-soon', '2026-03-11'), receipt('SW5', 'due-soon', '2026-03-12')], 4);
    const open = pageOf([receipt('SW1', 'open', '2026-03-20')], 7);
    const selected = openReceipts([open, dueSoon, overdue], 3);
    expect(selected.rows.map((row) => row.id)).toEqual(['SW3', 'SW2', 'SW5']);
    expect(selected.total).toBe(12);
  });

  it('leaves out a finished receipt even if a page holds one', () => {
    const selected = openReceipts([pageOf([receipt('SW9', 'done', '2026-03-05'), receipt('SW1', 'open', '2026-03-20')])], 5);
    expect(selected.rows.map((row) => row.id)).toEqual(['SW1']);
    expect(selected.total).toBe(1);
  });
});
