import { describe, expect, it } from 'vitest';
import { documentMessages as m } from '../../src/domain/document/document-messages';
import type { ReceiptDraft } from '../../src/domain/document/document-types';
import { ReceiptApi } from '../../src/ports/document.port';
import { ProcessApi } from '../../src/ports/process.port';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import { bookmarkMessages } from '../../src/domain/favourites/bookmark-messages';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const CITY = '10003';
const COUNTY = '10004';

export const RECEIPT: ReceiptDraft = {
  issuer: '南昌市自然资源局',
  issuerNumber: '南昌自然资函〔2026〕31号',
  title: '关于核查设施农业用地备案情况的函',
  receivedDate: '2026-01-05',
  copies: 2,
  secrecy: '公开',
  urgency: '加急',
  deadline: '2026-01-09',
  proposal: '请用途管制股、耕地保护股分别核查。',
};

const portsOf = ({ container }: SignedInBrowser) => ({ receipts: container.get(ReceiptApi), process: container.get(ProcessApi), bookmarks: container.get(BookmarkApi) });
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** ReceiptApi (收文): the same expectations for every backend. */
export function describeReceiptContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`ReceiptApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('registers a receipt, lists it as overdue and splits it once into two departments', async () => {
      const { receipts } = await as(COUNTY);
      const registered = await receipts.register(RECEIPT);
      expect(registered).toMatchObject({ unitId: 'D360121', standing: 'overdue', version: 1, departments: [] });
      const page = await receipts.list({ pageIndex: 1, pageSize: 10, standing: 'overdue' });
      expect(page.rows.map((row) => row.id)).toContain(registered.id);
      const offices = await receipts.departments();
      expect(offices.map((o) => o.name)).toEqual(['办公室', '用途管制股', '耕地保护股', '执法监察大队']);
      const split = await receipts.split(registered.id, 1, ['D360121-02', 'D360121-03']);
      expect(split).toMatchObject({ version: 2, departments: ['D360121-02', 'D360121-03'] });
      const again = await failureOf(receipts.split(registered.id, 2, ['D360121-04']));
      expect(statusOf(again)).toBe(409);
      expect(again.userMessage.message).toBe(m.alreadySplit);
    });

    it('gives two registrations at the same moment distinct, consecutive 收文编号', async () => {
      const { receipts } = await as(COUNTY);
      const both = await Promise.all([receipts.register(RECEIPT), receipts.register({ ...RECEIPT, title: '关于设施农业用地复核的函' })]);
      const numbers = both.map((r) => Number(r.id.slice(-5))).sort((a, b) => a - b);
      expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    });

    it("keeps another unit's receipt out of sight (404) and refuses bad input at its fields", async () => {
      const county = await as(COUNTY);
      const registered = await county.receipts.register(RECEIPT);
      const city = await as(CITY);
      const hidden = await failureOf(city.receipts.detail(registered.id));
      expect(statusOf(hidden)).toBe(404);
      expect(hidden.userMessage.message).toBe(m.notFound);
      const bad = await failureOf(county.receipts.register({ ...RECEIPT, issuer: '', copies: 0, secrecy: '' }));
      expect(statusOf(bad)).toBe(400);
      expect(bad.userMessage.message).toBe(m.issuerRequired);
    });
  
    it("splits into 公文办理 affairs waiting at 拟办 in each office's 待办, whose handlers then see the receipt while others get 404", async () => {
      const county = await as(COUNTY);
      const registered = await county.receipts.register({ ...RECEIPT, title: '关于分办到两个股室的测试来函', deadline: '2099-12-31' });
      const split = await county.receipts.split(registered.id, registered.version, ['D360121-02', 'D360121-03']);
      expect(split.affairRows.map((a) => [a.departmentName, a.nodeName])).toEqual([
        ['南昌县自然资源局用途管制股', '拟办'],
        ['南昌县自然资源局耕地保护股', '拟办'],
      ]);
      const farmland = await as('10302');
      const todo = await farmland.process.box('todo', { pageIndex: 1, pageSize: 50, title: '关于分办到两个股室的测试来函' });
      expect(todo.rows.map((r) => r.keyDigNumGather)).toEqual([split.affairRows[1]?.keyDigNumGather]);
      expect((await farmland.receipts.detail(registered.id)).standing).toBe('open');
      const other = await as('10311');
      expect(statusOf(await failureOf(other.receipts.detail(registered.id)))).toBe(404);
    });

    it('keeps a seeded receipt past its 办理期限 with affairs still open standing out as overdue', async () => {
      const { receipts } = await as(COUNTY);
      const overdue = await receipts.list({ pageIndex: 1, pageSize: 50, standing: 'overdue' });
      const inProgress = overdue.rows.find((r) => r.affairRows.length > 0 && r.affairRows.some((a) => !a.finished));
      expect(inProgress?.deadlineLabel).toMatch(/^已超期\d+天$/);
      const all = await receipts.list({ pageIndex: 1, pageSize: 50 });
      expect(all.rows[0]?.standing).toBe('overdue');
      expect(all.rows.some((r) => r.standing === 'done' && r.finished)).toBe(true);
    });
  
    it('lets the receiving unit bookmark a receipt as a 公文 (type 2) and refuses another unit with 404', async () => {
      const county = await as(COUNTY);
      const [receipt] = (await county.receipts.list({ pageIndex: 1, pageSize: 1 })).rows;
      if (receipt === undefined) throw new Error('no seeded receipt');
      const added = await county.bookmarks.add({ type: 2, bookmarkId: receipt.id, title: receipt.title, keyTypeCode: 'receipt' });
      expect(added).toMatchObject({ type: 2, bookmarkId: receipt.id, keyTypeCode: 'receipt' });
      const city = await as(CITY);
      const refused = await failureOf(city.bookmarks.add({ type: 2, bookmarkId: receipt.id, title: receipt.title }));
      expect(statusOf(refused)).toBe(404);
      expect(refused.userMessage.message).toBe(bookmarkMessages.unreachable(2));
    });
  
    it('prints the 收文处理笺 as a PDF for the unit and refuses another unit with 404', async () => {
      const county = await as(COUNTY);
      const [receipt] = (await county.receipts.list({ pageIndex: 1, pageSize: 1 })).rows;
      if (receipt === undefined) throw new Error('no seeded receipt');
      const file = await county.receipts.print(receipt.id);
      expect(file.contentType).toContain('application/pdf');
      expect(file.fileName).toBe(`收文处理笺-${receipt.id}.pdf`);
      expect(new TextDecoder().decode((await file.blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      const city = await as(CITY);
      expect(statusOf(await failureOf(city.receipts.print(receipt.id)))).toBe(404);
    }, 60_000);
  });
}

