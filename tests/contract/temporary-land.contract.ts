import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/domain/format/date';
import { STALE_VERSION_MESSAGE } from '../../src/domain/filing/versioning';
import type { LandQuery, LandRow } from '../../src/domain/temporary-land/land-types';
import { temporaryLandMessages as m } from '../../src/domain/temporary-land/temporary-land-messages';
import { TemporaryLandApi } from '../../src/ports/temporary-land.port';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';

const portsOf = ({ container }: SignedInBrowser) => container.get(TemporaryLandApi);
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

async function allRows(api: TemporaryLandApi, query: Omit<LandQuery, 'pageIndex' | 'pageSize'> = {}): Promise<LandRow[]> {
  const rows: LandRow[] = [];
  for (let pageIndex = 1; ; pageIndex += 1) {
    const page = await api.list({ ...query, pageIndex, pageSize: 50 });
    rows.push(...page.rows);
    if (rows.length >= page.total) return rows;
  }
}

/** TemporaryLandApi (临时用地): the same expectations for every backend. */
export function describeTemporaryLandContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`TemporaryLandApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('lists the jurisdiction only, most urgent first, with the status filter and paging', async () => {
      const county = await as(COUNTY);
      const rows = await allRows(county);
      expect(rows.length).toBeGreaterThan(5);
      expect(rows.every((row) => row.divisionCode === '360121')).toBe(true);
      const overdue = await allRows(county, { status: 'overdue' });
      expect(overdue.map((row) => row.id)).toEqual(rows.filter((row) => row.status === 'overdue').map((row) => row.id));
      expect(rows.slice(0, overdue.length).map((row) => row.status)).toEqual(overdue.map(() => 'overdue'));
      const city = await allRows(await as(CITY));
      expect(city.every((row) => row.divisionCode.startsWith('3601'))).toBe(true);
      expect(city.length).toBeGreaterThan(rows.length);
    });

    it('refuses another jurisdiction (403), an unknown record (404) and bad input (400) in Chinese', async () => {
      const county = await as(COUNTY);
      const division = await failureOf(county.list({ divisionCode: '360400', pageIndex: 1, pageSize: 15 }));
      expect([statusOf(division), division.message]).toEqual([403, m.queryOutOfJurisdiction]);
      const foreign = (await allRows(await as(PROVINCE))).find((row) => !row.divisionCode.startsWith('3601'));
      const refused = await failureOf(county.details(foreign?.id ?? ''));
      expect([statusOf(refused), refused.message]).toEqual([403, m.viewOutOfJurisdiction]);
      const missing = await failureOf(county.details('BA360121999999'));
      expect([statusOf(missing), missing.message]).toEqual([404, m.notFound]);
      const badSize = await failureOf(county.list({ pageIndex: 1, pageSize: 7 } as unknown as LandQuery));
      expect(statusOf(badSize)).toBe(400);
    });

    it('lets the county register, refuses a stale version, and lets the city above decide', async () => {
      const county = await as(COUNTY);
      const city = await as(CITY);
      const today = formatDate(Date.now());
      const open = (await allRows(county)).find((row) => row.status === 'awaitingReclamation' || row.status === 'overdue');
      const detail = await county.details(open?.id ?? '');
      expect(detail.abilities).toEqual({ register: true, decide: false });
      const stale = await failureOf(county.register({ id: detail.id, version: detail.version + 1, date: today, opinion: '已复垦' }));
      expect([statusOf(stale), stale.message]).toEqual([409, STALE_VERSION_MESSAGE]);
      const empty = await failureOf(county.register({ id: detail.id, version: detail.version, date: today, opinion: '  ' }));
      expect([statusOf(empty), empty.message]).toEqual([400, m.registerOpinionRequired]);
      const registered = await county.register({ id: detail.id, version: detail.version, date: today, opinion: '场地已平整复耕' });
      expect([registered.status, registered.version, registered.acceptance.at(-1)?.label]).toEqual(['underAcceptance', detail.version + 1, m.registered]);
      const wrongParty = await failureOf(county.decide({ id: detail.id, version: registered.version, date: today, opinion: '通过', passed: true }));
      expect([statusOf(wrongParty), wrongParty.message]).toEqual([403, m.onlyCityDecides]);
      expect((await city.details(detail.id)).abilities).toEqual({ register: false, decide: true });
      const decided = await city.decide({ id: detail.id, version: registered.version, date: today, opinion: '复垦质量达标，同意通过', passed: true });
      expect([decided.status, decided.acceptance.at(-1)?.label]).toEqual(['reclaimed', m.accepted]);
      expect(decided.history.at(-1)?.label).toBe(m.accepted);
      const again = await failureOf(county.register({ id: detail.id, version: decided.version, date: today, opinion: '再次登记' }));
      expect([statusOf(again), again.message]).toEqual([409, m.alreadyAccepted]);
    });

    it('exports the filtered rows as .xlsx in the list order', async () => {
      const county = await as(COUNTY);
      const rows = await allRows(county, { text: '工程' });
      const file = await county.exportLands({ text: '工程' });
      expect(file.fileName).toMatch(/^临时用地台账-\d{8}\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await file.blob.arrayBuffer());
      const projects: unknown[] = [];
      book.worksheets[0]?.eachRow((row) => projects.push((row.values as unknown[])[1]));
      expect(projects[0]).toBe(m.exportTitle);
      expect(projects.slice(-rows.length)).toEqual(rows.map((row) => row.projectName));
    });
  });
}
