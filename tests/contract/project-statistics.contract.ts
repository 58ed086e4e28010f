import { divisionScopeMessages } from '../../src/domain/statistics/division-scope-messages';
import { describe, expect, it } from 'vitest';
import { projectReportTable } from '../../src/domain/statistics/project-report-table';
import type { ProjectQuery, ProjectRow } from '../../src/domain/statistics/project-stats';
import { timeoutReportTable } from '../../src/domain/statistics/timeout-report-table';
import { ProjectStatisticsApi } from '../../src/ports/project-statistics.port';
import { sheetGrid, tableGrid } from '../support/report-sheet';
import { failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory, type SignedInBrowser } from './support/signed-in-backend';

const PROVINCE = '10002';
const CITY = '10003';
const COUNTY = '10004';

const portsOf = ({ container }: SignedInBrowser) => ({ stats: container.get(ProjectStatisticsApi) });
const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** ProjectStatisticsApi (项目统计, 超时统计): the same expectations for every backend. */
export function describeProjectStatisticsContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`ProjectStatisticsApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, portsOf);

    it('pages the projects on the server, and the export holds every one of them cell by cell with its 合计', async () => {
      const { stats } = await as(CITY);
      const query: ProjectQuery = { pageIndex: 1, pageSize: 50, orderBy: 'area', order: 'desc' };
      const first = await stats.projects(query);
      expect(first.scope.divisionCode).toBe('360100');
      expect(first.total).toBeGreaterThan(0);
      const rows: ProjectRow[] = [...first.rows];
      for (let pageIndex = 2; pageIndex <= Math.ceil(first.total / 50); pageIndex += 1) rows.push(...(await stats.projects({ ...query, pageIndex })).rows);
      expect(rows).toHaveLength(first.total);
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(first.filingCount);
      const file = await stats.exportProjects({ orderBy: 'area', order: 'desc', unit: 'mu' });
      expect(file.fileName).toMatch(/^南昌市用地备案项目统计表-\d{8}\.xlsx$/);
      const table = projectReportTable(rows, 'mu', first.scope);
      expect(await sheetGrid(await file.blob.arrayBuffer())).toEqual(tableGrid(table));
    });

    it('counts 超时 per division, each number backed by exactly that many records, and exports the same table', async () => {
      const { stats } = await as(PROVINCE);
      const answer = await stats.timeoutNumbers({});
      // The seed files nothing at the province itself, so no 省本级 row: the cities, in code order.
      const codes = answer.rows.map((row) => row.divisionCode);
      expect(answer.rows.some((row) => row.own)).toBe(false);
      expect(codes).toEqual([...codes].sort());
      expect(codes).toHaveLength(11);
      const city = await (await as(CITY)).stats.timeoutNumbers({});
      expect(city.rows[0]).toMatchObject({ divisionCode: '360100', divisionName: '市本级', own: true });
      expect(answer.totals.reportOverdue).toBeGreaterThan(0);
      for (const row of answer.rows.filter((r) => r.reportOverdue + r.reviewOverdue > 0).slice(0, 3)) {
        const report = await stats.timeoutRecords({ divisionCode: row.divisionCode, own: row.own, stage: 'report', pageIndex: 1, pageSize: 15 });
        const review = await stats.timeoutRecords({ divisionCode: row.divisionCode, own: row.own, stage: 'review', pageIndex: 1, pageSize: 15 });
        expect([report.total, review.total]).toEqual([row.reportOverdue, row.reviewOverdue]);
      }
      const file = await stats.exportTimeout({});
      const table = timeoutReportTable(answer);
      expect(await sheetGrid(await file.blob.arrayBuffer())).toEqual(tableGrid(table));
    });

    it('refuses a division outside the jurisdiction (403) and a malformed filter (400) in Chinese', async () => {
      const { stats } = await as(COUNTY);
      const projects = await failureOf(stats.projects({ pageIndex: 1, pageSize: 15, divisionCode: '360400' }));
      expect([statusOf(projects), projects.message]).toEqual([403, divisionScopeMessages.forbidden]);
      const timeout = await failureOf(stats.timeoutNumbers({ divisionCode: '360400' }));
      expect([statusOf(timeout), timeout.message]).toEqual([403, divisionScopeMessages.forbidden]);
      const exported = await failureOf(stats.exportTimeout({ divisionCode: '360400' }));
      expect(statusOf(exported)).toBe(403);
      const size = await failureOf(stats.projects({ pageIndex: 1, pageSize: 17 as 15 }));
      expect([statusOf(size), size.message]).toEqual([400, '每页条数只能是15、20、30或50']);
      const own = await stats.timeoutNumbers({});
      expect(own.rows.map((row) => row.divisionCode)).toEqual(['360121']);
    });
  });
}
