import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';
import { drop, emptyPageCache, visit, type PageCacheState } from '../../domain/cache/page-cache';
import { storageKeys } from '../../domain/session/storage-keys';
import { parseTabs, serializeTabs } from '../../domain/tabs/persistence';
import {
  activateTab,
  closeAll as closeAllTabs,
  closeOthers as closeOtherTabs,
  closeTab,
  findTab,
  openTab,
  takeUncached,
  type TabRoute,
  type TabsOutcome,
} from '../../domain/tabs/tabs';
import type { TabsState } from '../../domain/tabs/tab-view';
import { LocalStorage, SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import { Store, type ReadableStore } from '../shared/store';

/**
 * The tab strip of SPEC section 2 and the page cache of its kept-alive screens. Every rule is a
 * domain function (src/domain/tabs, src/domain/cache); this store applies them, persists the tabs
 * under localTagViews and clears the saved list positions of closed lists. Commands return where
 * the router must go now (undefined: stay).
 */
@injectable()
export class TabsStore extends Store<TabsState> {
  private readonly cacheSubject = new BehaviorSubject<PageCacheState>(emptyPageCache);
  /** The kept-alive screens by route name, least recently visited first. */
  readonly cache$: Observable<PageCacheState> = this.cacheSubject.asObservable();
  /** The page cache as a store, for useStore. */
  readonly cache: ReadableStore<PageCacheState> = { state$: this.cache$, getValue: () => this.getCache() };

  constructor(
    @inject(LocalStorage) private readonly localStorage: KeyValueStorage,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {
    // Names left uncached by the previous page are moot: nothing is cached after a reload.
    super(takeUncached(parseTabs(localStorage.get(storageKeys.tabs))).state);
  }

  getCache(): PageCacheState {
    return this.cacheSubject.getValue();
  }

  /** A route was visited: its tab is opened or updated and made active; a cacheable page is kept. */
  open(route: TabRoute): string | undefined {
    const navigateTo = this.apply(openTab(this.getValue(), route));
    const tab = findTab(this.getValue(), route.path);
    if (tab !== undefined && tab.name.length > 0) this.setCache(visit(this.getCache(), tab.name));
    return navigateTo;
  }

  activate(path: string): string | undefined {
    return this.apply(activateTab(this.getValue(), path));
  }

  close(path: string): string | undefined {
    return this.apply(closeTab(this.getValue(), path));
  }

  closeOthers(path?: string): string | undefined {
    const state = this.getValue();
    return this.apply(path === undefined ? closeOtherTabs(state) : closeOtherTabs(state, path));
  }

  closeAll(): string | undefined {
    return this.apply(closeAllTabs(this.getValue()));
  }

  private apply(outcome: TabsOutcome): string | undefined {
    const { state, names } = takeUncached(outcome.state);
    let cache = this.getCache();
    for (const name of [...(outcome.dropCache ?? []), ...names]) cache = drop(cache, name);
    this.setCache(cache);
    for (const key of outcome.clearStorageKeys ?? []) {
      this.localStorage.remove(key);
      this.sessionStorage.remove(key);
    }
    if (outcome.state !== this.getValue()) {
      this.set(state);
      this.localStorage.set(storageKeys.tabs, serializeTabs(state));
    }
    return outcome.navigateTo;
  }

  private setCache(next: PageCacheState): void {
    if (next !== this.cacheSubject.getValue()) this.cacheSubject.next(next);
  }
}
