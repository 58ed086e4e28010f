import { inject, injectable } from 'inversify';
import type { AreaDisplayUnit } from '../../../domain/statistics/area-sum';
import type { AreaMakeUpAnswer, DistrictAnswer, DistrictQuery } from '../../../domain/statistics/district-types';
import { isApiFailure } from '../../../ports/api-failure';
import { DistrictStatisticsApi } from '../../../ports/district-statistics.port';
import type { DownloadedFile } from '../../../ports/process.port';
import { Store } from '../../shared/store';

export const DISTRICT_LOAD_FAILED = '区域统计加载失败';

interface DistrictStatsState {
  readonly query: DistrictQuery | undefined;
  readonly answer: DistrictAnswer | undefined;
  readonly areas: AreaMakeUpAnswer | undefined;
  readonly loading: boolean;
  /** The Chinese message of the last failure; the tables keep the last answer under it. */
  readonly error?: string;
  /** The division is outside the user's jurisdiction (403): the page shows this refusal instead of tables. */
  readonly refused?: string;
}

const sameQuery = (a: DistrictQuery | undefined, b: DistrictQuery): boolean => a !== undefined && JSON.stringify(a) === JSON.stringify(b);

function refusalOf(error: unknown): string | undefined {
  if (!isApiFailure(error)) return undefined;
  const { failure } = error;
  const forbidden = (failure.kind === 'http' && failure.status === 403) || (failure.kind === 'rejected' && failure.code === 403);
  return forbidden ? error.userMessage.message : undefined;
}

/** 区域统计: the district table and the area make-up for the filters in the address; the latest load wins. */
@injectable()
export class DistrictStatsStore extends Store<DistrictStatsState> {
  private generation = 0;

  constructor(@inject(DistrictStatisticsApi) private readonly api: DistrictStatisticsApi) {
    super({ query: undefined, answer: undefined, areas: undefined, loading: false });
  }

  /** Loads the filters unless they are what is shown already. Never rejects. */
  async show(query: DistrictQuery): Promise<void> {
    if (sameQuery(this.getValue().query, query) && this.getValue().error === undefined) return;
    await this.load(query);
  }

  async reload(): Promise<void> {
    const { query } = this.getValue();
    if (query !== undefined) await this.load(query);
  }

  /** The shown table as .xlsx in the unit; rejects with the failure for the page to report. */
  download(unit: AreaDisplayUnit): Promise<DownloadedFile> {
    return this.api.exportDistrict(this.getValue().query ?? {}, unit);
  }

  private async load(query: DistrictQuery): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, query, loading: true, error: undefined, refused: undefined }));
    try {
      const [answer, areas] = await Promise.all([this.api.district(query), this.api.areaMakeUp(query)]);
      if (generation === this.generation) this.set({ query, answer, areas, loading: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const refused = refusalOf(error);
      const message = isApiFailure(error) ? error.userMessage.message || DISTRICT_LOAD_FAILED : DISTRICT_LOAD_FAILED;
      this.update((state) => ({ ...state, loading: false, ...(refused === undefined ? { error: message } : { refused, answer: undefined, areas: undefined }) }));
    }
  }
}
