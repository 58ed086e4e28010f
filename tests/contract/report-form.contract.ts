import { divisionScopeMessages } from '../../src/domain/statistics/division-scope-messages';
import { describe, expect, it } from 'vitest';
import { BUILD_HOUSE_FORM } from '../../src/domain/statistics/report-form-definitions';
import { reportFormMessages as m } from '../../src/domain/statistics/report-form-messages';
import { ReportFormApi } from '../../src/ports/report-form.port';
import { sheetGrid, tableGrid } from '../support/report-sheet';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const CITY = '10003';
const COUNTY = '10004';
const NANCHANG_COUNTY = '360121';
const NANCHANG_CITY = '360100';
const JIUJIANG = '360400';
/** Past periods the seed has reported for every county. */
const MONTH = '2026-08';
const OTHER_MONTH = '2026-07';
const QUARTER = '2026-Q2';

const portsOf = ({ container }: SignedInBrowser) => container.get(ReportFormApi);
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);
const values = (approved: number) => ({ housesApproved: approved, housesStarted: 10, housesBuilt: 5, floorArea: 1234.56, households: approved + 1 });

/** ReportFormApi (农房建设统计, 乡村建设规划许可): the same expectations for every backend. */
export function describeReportFormApiContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`ReportFormApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it("saves the county's own form at the version read and refuses a stale version, keeping the stored values", async () => {
      const api = await as(COUNTY);
      const read = await api.get('buildHouse', { period: MONTH });
      expect([read.divisionCode, read.level, read.editable, read.table.rows.length]).toEqual([NANCHANG_COUNTY, 'county', true, 1]);
      const saved = await api.save('buildHouse', { divisionCode: NANCHANG_COUNTY, period: MONTH, values: values(40), version: read.version });
      expect([saved.version, saved.values]).toEqual([read.version + 1, values(40)]);
      const stale = await failureOf(api.save('buildHouse', { divisionCode: NANCHANG_COUNTY, period: MONTH, values: values(41), version: read.version }));
      expect([statusOf(stale), stale.message]).toEqual([409, m.stale(read.version + 1)]);
      expect(stale.failure.kind === 'http' ? stale.failure.body : undefined).toMatchObject({ current: { values: values(40), version: read.version + 1 } });
      expect((await api.get('buildHouse', { period: MONTH })).values).toEqual(values(40));
    });

    it('lets exactly one of two saves with the same version win', async () => {
      const api = await as(COUNTY);
      const { version } = await api.get('buildHouse', { period: OTHER_MONTH });
      const results = await Promise.allSettled([50, 51].map((approved) => api.save('buildHouse', { divisionCode: NANCHANG_COUNTY, period: OTHER_MONTH, values: values(approved), version })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      const failure = await failureOf(Promise.reject(refused?.reason));
      expect(statusOf(failure)).toBe(409);
      expect((await api.get('buildHouse', { period: OTHER_MONTH })).version).toBe(version + 1);
    });

    it('refuses invalid values, a future period and a badly written period with their Chinese messages', async () => {
      const api = await as(COUNTY);
      const { version } = await api.get('buildHouse', { period: MONTH });
      const crossed = await failureOf(api.save('buildHouse', { divisionCode: NANCHANG_COUNTY, period: MONTH, values: { ...values(40), housesStarted: 45 }, version }));
      expect([statusOf(crossed), crossed.message]).toEqual([400, BUILD_HOUSE_FORM.rules[0]?.message]);
      const decimals = await failureOf(api.save('buildHouse', { divisionCode: NANCHANG_COUNTY, period: MONTH, values: { ...values(40), households: 2.5 }, version }));
      expect([statusOf(decimals), decimals.message]).toEqual([400, m.decimals('受益农户', 0)]);
      const future = await failureOf(api.save('buildHouse', { divisionCode: NANCHANG_COUNTY, period: '2099-01', values: values(40), version: 0 }));
      expect([statusOf(future), future.message]).toEqual([400, m.futurePeriod]);
      const badPeriod = await failureOf(api.get('ruralPermit', { period: '2026-07' }));
      expect([statusOf(badPeriod), badPeriod.message]).toEqual([400, m.badPeriod('2026-Q1')]);
      expect((await api.get('buildHouse', { period: MONTH })).version).toBe(version);
    });

    it('refuses another jurisdiction (403) and saves by anyone but the county itself', async () => {
      const county = await as(COUNTY);
      const outside = await failureOf(county.get('ruralPermit', { divisionCode: JIUJIANG, period: QUARTER }));
      expect([statusOf(outside), outside.message]).toEqual([403, divisionScopeMessages.forbidden]);
      const city = await as(CITY);
      const { version } = await city.get('ruralPermit', { divisionCode: NANCHANG_COUNTY, period: QUARTER });
      const bySomeoneElse = await failureOf(
        city.save('ruralPermit', { divisionCode: NANCHANG_COUNTY, period: QUARTER, values: { applied: 1, issued: 1, refused: 0, landArea: 0.1, buildingArea: 100, ruralHouses: 1 }, version }),
      );
      expect([statusOf(bySomeoneElse), bySomeoneElse.message]).toEqual([403, m.countyOnly]);
    });

    it("shows the city the roll-up of its counties, each county's form read-only, and exports the same table", async () => {
      const city = await as(CITY);
      const rollUp = await city.get('ruralPermit', { period: QUARTER });
      expect([rollUp.divisionCode, rollUp.level, rollUp.editable, rollUp.values]).toEqual([NANCHANG_CITY, 'city', false, null]);
      expect(rollUp.table.rows.every((row) => row.key.startsWith('3601'))).toBe(true);
      const county = await city.get('ruralPermit', { divisionCode: NANCHANG_COUNTY, period: QUARTER });
      expect(county.editable).toBe(false);
      const row = rollUp.table.rows.find((r) => r.key === NANCHANG_COUNTY);
      expect(row?.cells['applied']).toBe(county.values?.['applied']);
      const file = await city.exportTable('ruralPermit', { period: QUARTER });
      expect(file.fileName).toMatch(/^南昌市乡村建设规划许可统计表-\d{8}\.xlsx$/);
      expect(await sheetGrid(await file.blob.arrayBuffer())).toEqual(tableGrid(rollUp.table));
    });
  });
}
