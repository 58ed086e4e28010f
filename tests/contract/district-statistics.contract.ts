import { divisionScopeMessages } from '../../src/domain/statistics/division-scope-messages';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { districtMessages } from '../../src/domain/statistics/district-messages';
import { districtReportTable } from '../../src/domain/statistics/district-table';
import type { DistrictQuery } from '../../src/domain/statistics/district-types';
import { DistrictStatisticsApi } from '../../src/ports/district-statistics.port';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';

const portsOf = ({ container }: SignedInBrowser) => ({ district: container.get(DistrictStatisticsApi) });
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** DistrictStatisticsApi (区域统计): the same expectations for every backend. */
export function describeDistrictStatisticsContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`DistrictStatisticsApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('answers the caller own division by default, rows adding up to the total, the area make-up agreeing', async () => {
      const { district } = await as(CITY);
      const answer = await district.district({});
      expect(answer.division).toEqual({ code: '360100', name: '南昌市', level: 'city' });
      expect(answer.breadcrumb.map((d) => d.name)).toEqual(['南昌市']);
      expect(answer.rows.reduce((sum, row) => sum + row.count, 0)).toBe(answer.total.count);
      expect(answer.rows[0]?.label).toBe('市本级');
      const counties = answer.rows.slice(1).map((row) => row.divisionCode ?? '');
      expect(counties).toEqual([...counties].sort());
      expect((await district.areaMakeUp({})).total).toEqual(answer.total);
    });

    it('refuses a division outside the jurisdiction (403) and bad filters (400) in Chinese', async () => {
      const { district } = await as(COUNTY);
      const refused = await failureOf(district.district({ divisionCode: '360400' }));
      expect([statusOf(refused), refused.message]).toEqual([403, divisionScopeMessages.forbidden]);
      const half = await failureOf(district.district({ startDate: '2026-01-01' }));
      expect([statusOf(half), half.message]).toEqual([400, districtMessages.halfPeriod]);
      const bad = await failureOf(district.district({ keyTypeCode: '9' } as unknown as DistrictQuery));
      expect(statusOf(bad)).toBe(400);
    });

    it('exports the district table as .xlsx holding the same cells the page shows', async () => {
      const { district } = await as(PROVINCE);
      const query: DistrictQuery = { divisionCode: '360100', keyTypeCode: '1' };
      const table = districtReportTable(await district.district(query), 'mu');
      const file = await district.exportDistrict(query, 'mu');
      expect(file.fileName).toMatch(/^南昌市用地备案区域统计表-\d{8}\.xlsx$/);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(await file.blob.arrayBuffer());
      const sheet = book.worksheets[0];
      const texts: unknown[] = [];
      sheet?.eachRow((row) => texts.push(...(row.values as unknown[]).slice(1)));
      expect(texts[0]).toBe(table.title);
      for (const row of [...table.rows, ...(table.totals === undefined ? [] : [table.totals])]) {
        expect(texts).toContain(row.cells.name);
        expect(texts).toContain(row.cells.total);
      }
    });
  });
}
