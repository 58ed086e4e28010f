import { inject, injectable } from 'inversify';
import type { ProjectPage, ProjectQuery } from '../../../domain/statistics/project-stats';
import type { TimeoutAnswer, TimeoutFilter, TimeoutRecord, TimeoutRecordsQuery } from '../../../domain/statistics/timeout-stats';
import { isApiFailure } from '../../../ports/api-failure';
import type { Page } from '../../../ports/api/page.dto';
import type { ProjectExportQuery } from '../../../ports/api/project-statistics.endpoints';
import type { DownloadedFile } from '../../../ports/process.port';
import { ProjectStatisticsApi } from '../../../ports/project-statistics.port';
import { Store } from '../../shared/store';

/** An answer for the last query asked: the table keeps the previous answer under a failure. */
export interface QueryState<T> {
  readonly data: T | undefined;
  readonly loading: boolean;
  /** The Chinese reason of the last failure, undefined when the last load succeeded. */
  readonly error: string | undefined;
}

const failureMessage = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message : '') || fallback;

/** Loads one answer per query; when queries overlap, only the latest one's answer is kept. */
abstract class QueryStore<Q, T> extends Store<QueryState<T>> {
  private generation = 0;
  private last: Q | undefined;

  protected constructor(private readonly fallbackMessage: string) {
    super({ data: undefined, loading: false, error: undefined });
  }

  protected abstract fetch(query: Q): Promise<T>;

  /** Never rejects: a failure becomes the error state. */
  async load(query: Q): Promise<void> {
    const generation = ++this.generation;
    this.last = query;
    this.update((state) => ({ ...state, loading: true, error: undefined }));
    try {
      const data = await this.fetch(query);
      if (generation === this.generation) this.set({ data, loading: false, error: undefined });
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: failureMessage(error, this.fallbackMessage) }));
    }
  }

  /** 重新加载: the last query again. */
  retry(): Promise<void> {
    return this.last === undefined ? Promise.resolve() : this.load(this.last);
  }

  /** Forgets the answer (a side panel closed) so a new one never shows the old rows first. */
  clear(): void {
    this.generation += 1;
    this.last = undefined;
    this.set({ data: undefined, loading: false, error: undefined });
  }
}

/** The words the stores fall back on when a failure carries none. */
export const storeMessages = { loadFailed: '统计数据加载失败', exportFailed: '导出失败' } as const;

@injectable()
export class ProjectListStore extends QueryStore<ProjectQuery, ProjectPage> {
  constructor(@inject(ProjectStatisticsApi) private readonly api: ProjectStatisticsApi) {
    super(storeMessages.loadFailed);
  }

  protected fetch(query: ProjectQuery): Promise<ProjectPage> {
    return this.api.projects(query);
  }
}

@injectable()
export class TimeoutNumbersStore extends QueryStore<TimeoutFilter, TimeoutAnswer> {
  constructor(@inject(ProjectStatisticsApi) private readonly api: ProjectStatisticsApi) {
    super(storeMessages.loadFailed);
  }

  protected fetch(filter: TimeoutFilter): Promise<TimeoutAnswer> {
    return this.api.timeoutNumbers(filter);
  }
}

@injectable()
export class TimeoutRecordsStore extends QueryStore<TimeoutRecordsQuery, Page<TimeoutRecord>> {
  constructor(@inject(ProjectStatisticsApi) private readonly api: ProjectStatisticsApi) {
    super(storeMessages.loadFailed);
  }

  protected fetch(query: TimeoutRecordsQuery): Promise<Page<TimeoutRecord>> {
    return this.api.timeoutRecords(query);
  }
}

export interface ExportState {
  readonly exporting: boolean;
  readonly error: string | undefined;
}

/** One export at a time: a second click while the file is being made is ignored, not sent again. */
@injectable()
export class StatisticsExportStore extends Store<ExportState> {
  constructor(@inject(ProjectStatisticsApi) private readonly api: ProjectStatisticsApi) {
    super({ exporting: false, error: undefined });
  }

  exportProjects(query: ProjectExportQuery): Promise<DownloadedFile | undefined> {
    return this.run(() => this.api.exportProjects(query));
  }

  exportTimeout(filter: TimeoutFilter): Promise<DownloadedFile | undefined> {
    return this.run(() => this.api.exportTimeout(filter));
  }

  /** Undefined when another export is running or this one failed (the failure is in the state). */
  private async run(make: () => Promise<DownloadedFile>): Promise<DownloadedFile | undefined> {
    if (this.getValue().exporting) return undefined;
    this.set({ exporting: true, error: undefined });
    try {
      const file = await make();
      this.set({ exporting: false, error: undefined });
      return file;
    } catch (error) {
      this.set({ exporting: false, error: failureMessage(error, storeMessages.exportFailed) });
      return undefined;
    }
  }
}
