import { inject, injectable } from 'inversify';
import { collectiveReportTable, type CollectiveQuery } from '../../../domain/statistics/collective-land';
import type { FarmlandAnswer, FarmlandQuery } from '../../../domain/statistics/farmland-change';
import type { ReportTable } from '../../../domain/statistics/report-table';
import { LandStatisticsApi } from '../../../ports/land-statistics.port';
import type { DownloadedFile } from '../../../ports/process.port';
import { ReportStore } from './report-store';

/** 集体土地统计: the head and the rows fetched together and joined into the one table the page shows. */
@injectable()
export class CollectiveLandStore extends ReportStore<CollectiveQuery, ReportTable> {
  constructor(@inject(LandStatisticsApi) private readonly api: LandStatisticsApi) {
    super();
  }

  protected async fetch(query: CollectiveQuery): Promise<ReportTable> {
    const [head, rows] = await Promise.all([this.api.collectiveHead(query), this.api.collectiveRows(query)]);
    return collectiveReportTable(head, rows);
  }

  protected download(query: CollectiveQuery): Promise<DownloadedFile> {
    return this.api.exportCollective(query);
  }
}

/** 耕地变化统计: rows per division and the division's series per period. */
@injectable()
export class FarmlandChangeStore extends ReportStore<FarmlandQuery, FarmlandAnswer> {
  constructor(@inject(LandStatisticsApi) private readonly api: LandStatisticsApi) {
    super();
  }

  protected fetch(query: FarmlandQuery): Promise<FarmlandAnswer> {
    return this.api.farmlandChange(query);
  }

  protected download(query: FarmlandQuery): Promise<DownloadedFile> {
    return this.api.exportFarmland(query);
  }
}
