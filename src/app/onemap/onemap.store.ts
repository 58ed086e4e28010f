import { inject, injectable } from 'inversify';
import type { OnemapAnswer } from '../../domain/onemap/onemap-types';
import { isApiFailure } from '../../ports/api-failure';
import { OnemapApi } from '../../ports/onemap.port';
import { Store } from '../shared/store';

export const ONEMAP_LOAD_FAILED = '专题图数据加载失败';

interface OnemapState {
  readonly answer: OnemapAnswer | undefined;
  readonly loading: boolean;
  /** The Chinese message of the last failure. */
  readonly error?: string;
}

/** 备案专题图: the parcels of the caller's jurisdiction; the latest load wins. */
@injectable()
export class OnemapStore extends Store<OnemapState> {
  private generation = 0;

  constructor(@inject(OnemapApi) private readonly api: OnemapApi) {
    super({ answer: undefined, loading: false });
  }

  /** Loads the parcels unless they are shown already. Never rejects. */
  async show(): Promise<void> {
    const { answer, loading, error } = this.getValue();
    if ((answer !== undefined && error === undefined) || loading) return;
    await this.reload();
  }

  async reload(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true, error: undefined }));
    try {
      const answer = await this.api.parcels();
      if (generation === this.generation) this.set({ answer, loading: false });
    } catch (error) {
      if (generation !== this.generation) return;
      const message = isApiFailure(error) ? error.userMessage.message || ONEMAP_LOAD_FAILED : ONEMAP_LOAD_FAILED;
      this.update((state) => ({ ...state, loading: false, error: message }));
    }
  }
}
