import { inject, injectable } from 'inversify';
import { errorMessages } from '../../domain/errors/messages';
import { flattenMenu, removeSystemManagement, type MenuEntry, type RouteEntry } from '../../domain/menu/menu';
import { storageKeys } from '../../domain/session/storage-keys';
import { AuthApi } from '../../ports/auth.port';
import { Notifier, SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import { Store } from '../shared/store';

interface MenuState {
  readonly loaded: boolean;
  readonly menu: readonly MenuEntry[];
  /** The dynamic routes registered from the menu (SPEC section 2: added after login). */
  readonly routes: readonly RouteEntry[];
}

const empty: MenuState = { loaded: false, menu: [], routes: [] };

class MenuLoadError extends Error {}

/** The user's menu from getRouters, with system management removed (SPEC section 7, menu loading). */
@injectable()
export class MenuStore extends Store<MenuState> {
  constructor(
    @inject(AuthApi) private readonly auth: AuthApi,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    super(empty);
  }

  async load(): Promise<void> {
    if (this.sessionStorage.get(storageKeys.token) === undefined) this.fail(errorMessages.noToken);
    const raw = await this.auth.getRouters();
    if (!Array.isArray(raw) || raw.length === 0) this.fail(errorMessages.noMenu);
    const menu = removeSystemManagement(raw);
    this.set({ loaded: true, menu, routes: flattenMenu(menu) });
  }

  clear(): void {
    this.set(empty);
  }

  private fail(message: string): never {
    this.notifier.notify({ message, level: 'error', durationMs: 5000 });
    throw new MenuLoadError(message);
  }
}
