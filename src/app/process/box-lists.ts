import { inject, injectable } from 'inversify';
import type { BoxType } from '../../ports/api/process.dto';
import { ProcessApi } from '../../ports/process.port';
import { AffairEvents } from './affair-events';
import { BoxListStore } from './box-list.store';

/**
 * The six box lists, one store each so every box keeps its own page and filters. A list on
 * screen reloads as soon as an affair changes; the others reload when they are shown again.
 */
@injectable()
export class BoxLists {
  private readonly stores = new Map<BoxType, BoxListStore>();
  private readonly shown = new Map<BoxType, number>();

  constructor(
    @inject(ProcessApi) private readonly process: ProcessApi,
    @inject(AffairEvents) events: AffairEvents,
  ) {
    events.changed$.subscribe(() => {
      for (const [boxType, count] of this.shown) if (count > 0) void this.of(boxType).load();
    });
  }

  of(boxType: BoxType): BoxListStore {
    let store = this.stores.get(boxType);
    if (store === undefined) {
      store = new BoxListStore(this.process, boxType);
      this.stores.set(boxType, store);
    }
    return store;
  }

  /** A box page is on screen: loads it now. Call the returned function when it leaves. */
  show(boxType: BoxType): () => void {
    this.shown.set(boxType, (this.shown.get(boxType) ?? 0) + 1);
    void this.of(boxType).open();
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.shown.set(boxType, Math.max(0, (this.shown.get(boxType) ?? 1) - 1));
    };
  }
}
