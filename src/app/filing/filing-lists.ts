import { inject, injectable } from 'inversify';
import type { FilingListPage } from '../../domain/filing/detail-links';
import type { FilingQueryLink } from '../../domain/filing/query-link';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import { FilingApi } from '../../ports/filing.port';
import { FilingListStore } from './filing-list.store';

/**
 * The four lists of 备案管理, one store each so every list keeps its own type, filters and page
 * while its keep-alive page is hidden. Showing a list reloads it, so a record reported or
 * returned elsewhere has moved by the time the user looks again.
 */
@injectable()
export class FilingLists {
  private readonly stores = new Map<FilingListPage, FilingListStore>();

  constructor(
    @inject(FilingApi) private readonly filings: FilingApi,
    @inject(SessionStorage) private readonly storage: KeyValueStorage,
  ) {}

  of(list: FilingListPage): FilingListStore {
    let store = this.stores.get(list);
    if (store === undefined) {
      store = new FilingListStore(this.filings, this.storage, list);
      this.stores.set(list, store);
    }
    return store;
  }

  /** A list page is on screen (mounted, or shown again by the page cache): restores its position, or applies the link it was opened with, and loads it. */
  show(list: FilingListPage, link?: FilingQueryLink): void {
    void this.of(list).open(link);
  }
}
