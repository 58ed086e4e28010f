import { describe, expect, it } from 'vitest';
import { findPrintFont } from '../../../mock-server/print/fonts';
import { generateDemoData } from '../../../src/demo/demo-data';
import { seedReceipts } from '../../../src/demo/receipts';
import { receiptSheetOf } from '../../../src/domain/document/receipt-service';
import { renderReceiptPdf } from '../../../src/print/receipt-pdf';
import { pdfText } from '../../support/printed-text';

/** Embedding the system's CJK collection takes seconds on a busy machine. */
const PDF_TIMEOUT = 30_000;

describe('the 收文处理笺 PDF', () => {
  it('prints the ruled boxes of a seeded receipt with its offices’ results', async () => {
    const demo = generateDemoData();
    const seeded = seedReceipts(demo, { affairs: [], supervisions: [], sequence: 0 });
    const call = { dir: demo, userId: '10104', at: '2026-11-18T02:00:00.000Z', receipts: seeded.receipts, affairs: seeded.affairs };
    const stored = seeded.receipts.receipts.find((r) => r.issuerNumber === '赣府厅字〔2026〕45号');
    if (stored === undefined) throw new Error('no seeded receipt');
    const result = receiptSheetOf(call, stored.id, '2026-11-18 10:00');
    if (!result.ok) throw new Error(result.error.message);
    const pdf = await renderReceiptPdf(result.value, findPrintFont());
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      '江西省自然资源厅收文处理笺',
      '来文单位', '江西省人民政府办公厅',
      '来文字号', '赣府厅字〔2026〕45号',
      '收文日期', stored.receivedDate,
      '收文编号', stored.id,
      '份数', '密级', '紧急程度', '加急',
      '关于进一步规范临时用地管理的通知',
      '办理期限', '拟办意见', '请用途管制处研究提出贯彻意见。',
      '领导批示', '同意拟办意见，请用途管制处抓紧研究落实。', '办理结果', '江西省自然资源厅执法局：已办结',
      '打印时间：2026-11-18 10:00',
    ]) {
      expect(text).toContain(expected);
    }
  }, PDF_TIMEOUT);
});
