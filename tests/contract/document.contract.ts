import { describe, expect, it } from 'vitest';
import { documentMessages as m } from '../../src/domain/document/document-messages';
import type { ReceiptDraft } from '../../src/domain/document/document-types';
import { ReceiptApi } from '../../src/ports/document.port';
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

const portsOf = ({ container }: SignedInBrowser) => ({ receipts: container.get(ReceiptApi) });
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
  });
}
