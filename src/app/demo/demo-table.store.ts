import { inject, injectable } from 'inversify';
import type { DemoTableRow } from '../../domain/demo/demo-table';
import { DemoApi } from '../../ports/demo.port';
import { Store } from '../shared/store';

interface DemoTableState {
  readonly rows: readonly DemoTableRow[];
  readonly loading: boolean;
  /** The rows have arrived once (an empty answer included). */
  readonly loaded: boolean;
  /** The last load failed (the adapter has shown why). */
  readonly error: boolean;
}

/** The 表格 sample's rows, kept between visits: 10,000 rows are fetched once, not on every tab switch. */
@injectable()
export class DemoTableStore extends Store<DemoTableState> {
  private generation = 0;

  constructor(@inject(DemoApi) private readonly api: DemoApi) {
    super({ rows: [], loading: false, loaded: false, error: false });
  }

  /** Loads the rows unless they are here already; never rejects. */
  async open(): Promise<void> {
    if (this.getValue().loaded) return;
    await this.reload();
  }

  async reload(): Promise<void> {
    const generation = ++this.generation;
    this.update((state) => ({ ...state, loading: true, error: false }));
    try {
      const rows = await this.api.tableRows();
      if (generation === this.generation) this.set({ rows, loading: false, loaded: true, error: false });
    } catch {
      if (generation === this.generation) this.update((state) => ({ ...state, loading: false, error: true }));
    }
  }
}
