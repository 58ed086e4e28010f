import { divisionScopeMessages } from '../../src/domain/statistics/division-scope-messages';
import { describe, expect, it } from 'vitest';
import { parseFilingQueryLink } from '../../src/domain/filing/query-link';
import { collectiveReportTable } from '../../src/domain/statistics/collective-land';
import { farmlandReportTable } from '../../src/domain/statistics/farmland-change';
import { landMessages } from '../../src/domain/statistics/land-messages';
import { leafColumns } from '../../src/domain/statistics/report-table';
import { FilingApi } from '../../src/ports/filing.port';
import { LandStatisticsApi } from '../../src/ports/land-statistics.port';
import { sheetGrid, tableGrid } from '../support/report-sheet';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const PROVINCE = '10002';
const COUNTY = '10004';
const JIUJIANG = '360400';

const portsOf = ({ container }: SignedInBrowser) => ({ land: container.get(LandStatisticsApi), filings: container.get(FilingApi) });

const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** LandStatisticsApi (集体土地统计, 耕地变化统计): the same expectations for every backend. */
export function describeLandStatisticsContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`LandStatisticsApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('gives the province one 集体土地 row per city in code order (no 省本级: the seed files nothing at the province), the head following the type filter, and counts that 备案查询 lists', async () => {
      const { land, filings } = await as(PROVINCE);
      const head = await land.collectiveHead({});
      expect(head.map((column) => column.title)).toEqual(['行政区', '设施农业用地', '乡村建设规划许可', '农村宅基地/农房建设', '合计']);
      expect((await land.collectiveHead({ keyTypeCode: '1' })).map((column) => column.title)).toEqual(['行政区', '合计']);
      const rows = await land.collectiveRows({ unit: 'mu' });
      const keys = rows.rows.map((row) => row.key);
      expect(keys).toEqual([...keys].sort());
      expect(keys.filter((key) => key.endsWith('00') && !key.endsWith('0000'))).toEqual(keys);
      expect(keys).toHaveLength(11);
      const table = collectiveReportTable(head, rows);
      for (const leaf of leafColumns(head).slice(1)) {
        const key = leaf.key ?? '';
        const sum = rows.rows.reduce((total, row) => total + Math.round(Number(row.cells[key]) * 10_000), 0);
        expect(Math.round(Number(table.totals?.cells[key]) * 10_000)).toBe(sum);
      }
      const withLink = rows.rows.find((row) => row.cellLinks?.['count4'] !== undefined);
      const url = withLink?.cellLinks?.['count4'] ?? '';
      const page = await filings.list('query', { ...parseFilingQueryLink(url.slice(url.indexOf('?'))), pageIndex: 1, pageSize: 15 });
      expect(page.total).toBe(withLink?.cells['count4']);
    });

    it('refuses another jurisdiction with 403 and half a period with 400', async () => {
      const { land } = await as(COUNTY);
      const refused = await failureOf(land.collectiveRows({ divisionCode: JIUJIANG }));
      expect([statusOf(refused), refused.message]).toEqual([403, divisionScopeMessages.forbidden]);
      const farmland = await failureOf(land.farmlandChange({ divisionCode: JIUJIANG, year: 2026, granularity: 'month' }));
      expect([statusOf(farmland), farmland.message]).toEqual([403, divisionScopeMessages.forbidden]);
      const half = await failureOf(land.collectiveHead({ startDate: '2026-01-01' }));
      expect([statusOf(half), half.message]).toEqual([400, landMessages.halfPeriod]);
      const own = await land.collectiveRows({});
      expect(own.rows).toHaveLength(1);
    });

    it('gives 耕地变化 per city and per period, the periods adding up to the rows, and exports that table', async () => {
      const { land } = await as(PROVINCE);
      const answer = await land.farmlandChange({ year: 2026, granularity: 'quarter' });
      expect(answer.periods.map((period) => period.label)).toEqual(['第1季度', '第2季度', '第3季度', '第4季度']);
      const sum = (values: readonly number[]): number => values.reduce((total, value) => total + Math.round(value * 10_000), 0);
      // Each figure is rounded to 1 m² on its own, so two ways of cutting the same sum differ by at most half a unit per figure.
      const slack = answer.periods.length + answer.rows.length;
      expect(Math.abs(sum(answer.periods.map((period) => period.occupied)) - sum(answer.rows.map((row) => row.occupied)))).toBeLessThanOrEqual(slack);
      expect(Math.abs(sum(answer.periods.map((period) => period.restored)) - sum(answer.rows.map((row) => row.restored)))).toBeLessThanOrEqual(slack);
      expect(sum(answer.rows.map((row) => row.occupied))).toBeGreaterThan(0);
      const file = await land.exportFarmland({ year: 2026, granularity: 'quarter' });
      expect(file.fileName).toMatch(/^江西省2026年耕地变化统计表-\d{8}\.xlsx$/);
      expect(await sheetGrid(await file.blob.arrayBuffer())).toEqual(tableGrid(farmlandReportTable(answer)));
      const collective = await land.exportCollective({ keyTypeCode: '2', unit: 'ha' });
      const table = collectiveReportTable(await land.collectiveHead({ keyTypeCode: '2', unit: 'ha' }), await land.collectiveRows({ keyTypeCode: '2', unit: 'ha' }));
      expect(await sheetGrid(await collective.blob.arrayBuffer())).toEqual(tableGrid(table));
    });
  });
}
