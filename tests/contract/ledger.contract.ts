import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ledgerMessages } from '../../src/domain/ledger/ledger-messages';
import type { LedgerCycle } from '../../src/domain/ledger/ledger-types';
import { ledgerFilesKey } from '../../src/domain/ledger/ledger-files';
import { fileMessages } from '../../src/domain/files/file-messages';
import { LedgerApi } from '../../src/ports/ledger.port';
import { listenTo } from './meeting.contract-support';
import { eventually, failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';

const portsOf = (browser: SignedInBrowser) => ({ ledgers: browser.container.get(LedgerApi), listen: () => listenTo(browser) });
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** LedgerApi (台账 apart from the manual ledgers): the same expectations for every backend. */
export function describeLedgerContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`LedgerApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('lists the catalogue with cycles and 处室; 关注 puts a ledger first and under the filter, for that user only', async () => {
      const { ledgers } = await as(CITY);
      const cycles = await ledgers.cycles();
      expect(cycles.map((c) => c.value)).toEqual<LedgerCycle[]>(['month', 'quarter', 'year']);
      expect((await ledgers.depts()).reduce((sum, d) => sum + d.count, 0)).toBe(7);
      const followed = await ledgers.setInterest('tz-auto-4', true);
      expect([followed.interested, followed.interestCount]).toEqual([true, 1]);
      const page = await ledgers.page({ pageIndex: 1, pageSize: 15 });
      expect(page.rows[0]?.id).toBe('tz-auto-4');
      expect((await ledgers.page({ pageIndex: 1, pageSize: 15, interest: '1' })).rows.map((r) => r.id)).toEqual(['tz-auto-4']);
      const { ledgers: other } = await as(COUNTY);
      expect((await other.page({ pageIndex: 1, pageSize: 15, interest: '1' })).total).toBe(0);
      expect((await ledgers.setInterest('tz-auto-4', false)).interested).toBe(false);
    });

    it('opens auto ledgers at the department detail and manual ones at their list (SPEC section 2)', async () => {
      const { ledgers } = await as(COUNTY);
      expect((await ledgers.one('tz-form-02')).openUrl).toBe('/tz/secretary/list/tz-form-02');
      expect((await ledgers.ledger('tz-auto-2')).openUrl).toMatch(/^\/tz\/secretary\/departmentDetail\/tz-auto-2\?data=\d{4}-\d{2}_360121$/);
      const missing = await failureOf(ledgers.ledger('tz-none'));
      expect([statusOf(missing), missing.message]).toEqual([404, ledgerMessages.notFound]);
    });

    it('computes the department detail with 合计 equal to its rows, refusing another county (403) and bad input (400)', async () => {
      const { ledgers } = await as(CITY);
      const detail = await ledgers.detail({ ledgerId: 'tz-auto-1', period: '2025-Q3', divisionCode: '360100' });
      const counts = detail.table.rows.map((r) => Number(r.cells.count));
      expect(detail.table.totals?.cells.count).toBe(counts.reduce((a, b) => a + b, 0));
      expect(detail.breadcrumb.map((d) => d.code)).toEqual(['360100']);
      const { ledgers: county } = await as(COUNTY);
      const outside = await failureOf(county.detail({ ledgerId: 'tz-auto-1', period: '2025-Q3', divisionCode: '360400' }));
      expect([statusOf(outside), outside.message]).toEqual([403, ledgerMessages.outside]);
      const bad = await failureOf(county.detail({ ledgerId: 'tz-auto-1', period: '2025-13', divisionCode: '360121' }));
      expect(statusOf(bad)).toBe(400);
    });

    it('keeps the catalogue for the province with a version check', async () => {
      const { ledgers } = await as(PROVINCE);
      const row = await ledgers.ledger('tz-form-03');
      const saved = await ledgers.save('tz-form-03', { name: row.name, cycle: row.cycle, description: '按年填报（已修订）', version: row.version });
      expect(saved.version).toBe(row.version + 1);
      const stale = await failureOf(ledgers.save('tz-form-03', { name: row.name, cycle: row.cycle, description: '旧版本', version: row.version }));
      expect([statusOf(stale), stale.message]).toEqual([409, ledgerMessages.stale]);
      const { ledgers: county } = await as(COUNTY);
      expect(statusOf(await failureOf(county.save('tz-form-03', { name: row.name, cycle: row.cycle, description: '', version: saved.version })))).toBe(403);
    });

    it('adds, lists and deletes opinions; only the author deletes', async () => {
      const { ledgers } = await as(COUNTY);
      const added = await ledgers.addOpinion('tz-auto-2', '2025-10_360121', '本月数据已核对');
      expect((await ledgers.opinions('tz-auto-2', '2025-10_360121')).map((o) => [o.content, o.own])).toEqual([['本月数据已核对', true]]);
      const { ledgers: city } = await as(CITY);
      const foreign = await failureOf(city.deleteOpinion(added.id));
      expect([statusOf(foreign), foreign.message]).toEqual([403, ledgerMessages.opinionNotOwn]);
      await ledgers.deleteOpinion(added.id);
      expect(await ledgers.opinions('tz-auto-2', '2025-10_360121')).toEqual([]);
      expect(statusOf(await failureOf(ledgers.addOpinion('tz-auto-2', '2025-10_360121', '')))).toBe(400);
    });

    it('runs range statistics and saves them as custom statistics', async () => {
      const { ledgers } = await as(PROVINCE);
      const range = await ledgers.range('1', { fromPeriod: '2025-Q1', toPeriod: '2025-Q4', divisionCode: '360000' });
      expect(range.table.rows.map((r) => r.key)).toEqual(['2025-Q1', '2025-Q2', '2025-Q3', '2025-Q4']);
      const custom = await ledgers.saveCustom({ name: '2025年临时用地', ledgerId: 'tz-auto-1', fromPeriod: '2025-Q1', toPeriod: '2025-Q4', divisionCode: '360000' });
      expect((await ledgers.range('1', { fromPeriod: '2025-Q1', toPeriod: '2025-Q2', divisionCode: '360000' })).saved.map((c) => c.id)).toEqual([custom.id]);
      await ledgers.deleteCustom(custom.id);
      const reversed = await failureOf(ledgers.range('1', { fromPeriod: '2025-Q4', toPeriod: '2025-Q1', divisionCode: '360000' }));
      expect([statusOf(reversed), reversed.message]).toEqual([400, ledgerMessages.rangeReversed]);
    });

    it('exports the department detail as .xlsx with its title and 合计', async () => {
      const { ledgers } = await as(CITY);
      const instance = { ledgerId: 'tz-auto-2', period: '2025-10', divisionCode: '360100' };
      const detail = await ledgers.detail(instance);
      const file = await ledgers.exportDetail(instance);
      expect(file.fileName).toMatch(new RegExp(`^${detail.table.title}-\\d{8}\\.xlsx$`));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await file.blob.arrayBuffer());
      const texts: unknown[] = [];
      book.worksheets[0]?.eachRow((row) => texts.push(...(row.values as unknown[]).slice(1)));
      expect(texts[0]).toBe(detail.table.title);
      const at = texts.indexOf('合计');
      expect(texts[at + 1]).toBe(detail.table.totals?.cells.count);
    });

    it("authorizes a ledger instance's files as the process's signature does: kept by the instance's county, read above, refused elsewhere (GET /api/tz/author/file/signature)", async () => {
      const key = ledgerFilesKey('tz-auto-1', '2026-Q1_360121');
      const county = await (await as(COUNTY)).ledgers.fileAuthorization(key);
      expect(county.signature.length).toBeGreaterThan(0);
      expect(county.filePermissionVo).toMatchObject({ keyNumGather: key, userId: COUNTY, canPreview: true, canDownload: true, canUpload: true, canRemove: true });
      expect((await (await as(CITY)).ledgers.fileAuthorization(key)).filePermissionVo).toMatchObject({ canPreview: true, canUpload: false });
      const other = await failureOf((await as('10311')).ledgers.fileAuthorization(key));
      expect(statusOf(other)).toBe(403);
      const notLedger = await failureOf((await as(COUNTY)).ledgers.fileAuthorization('FJ-DEMO-1'));
      expect(statusOf(notLedger)).toBe(404);
      expect(notLedger.userMessage.message).toBe(fileMessages.ledgerFilesNotFound);
      expect(statusOf(await failureOf((await as(COUNTY)).ledgers.fileAuthorization(ledgerFilesKey('tz-auto-1', '2026-05_360121'))))).toBe(404);
    });

    it("pushes an opinion to the ledger's office as a tz event that opens the instance", async () => {
      const owner = await as(PROVINCE);
      const stream = await owner.listen();
      try {
        await (await as(COUNTY)).ledgers.addOpinion('tz-auto-1', '2026-Q1_360121', '请核实本季度临时用地面积');
        await eventually(() => stream.messages.some((x) => x.type === 'tz'));
        expect(stream.messages.find((x) => x.type === 'tz')).toMatchObject({ type: 'tz', ledgerId: 'tz-auto-1', isAutoExtract: 1, instanceKey: '2026-Q1_360121', title: '临时用地备案台账' });
      } finally {
        stream.close();
      }
    });
  });
}
