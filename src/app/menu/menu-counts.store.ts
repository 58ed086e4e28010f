import { inject, injectable } from 'inversify';
import { Notifier } from '../../ports/browser.port';
import { TodoApi } from '../../ports/todo.port';
import { Store } from '../shared/store';

/** The badge count per menuId; a menu item without an entry has no badge. */
export type MenuCountsState = ReadonlyMap<number, number>;

/** SPEC section 8: what the user sees when the menu counts cannot be loaded. */
const MENU_COUNTS_FAILED = '设置菜单数据出错';
const FAILURE_MS = 5000;

/**
 * The count badges of the sidebar (SPEC sections 2 and 7). A failed load shows 设置菜单数据出错
 * and keeps the previous counts: the menu itself never depends on them.
 */
@injectable()
export class MenuCountsStore extends Store<MenuCountsState> {
  constructor(
    @inject(TodoApi) private readonly todo: TodoApi,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {
    super(new Map());
  }

  async load(): Promise<void> {
    try {
      const counts = await this.todo.menuCounts();
      if (!Array.isArray(counts)) throw new Error('menu counts are not a list');
      const next = new Map<number, number>();
      for (const entry of counts) {
        if (typeof entry !== 'object' || entry === null) continue;
        const { menuId, count } = entry;
        if (typeof menuId === 'number' && typeof count === 'number' && Number.isFinite(count)) next.set(menuId, count);
      }
      this.set(next);
    } catch {
      this.notifier.notify({ message: MENU_COUNTS_FAILED, level: 'error', durationMs: FAILURE_MS });
    }
  }

  countFor(menuId: number | undefined): number {
    return menuId === undefined ? 0 : (this.getValue().get(menuId) ?? 0);
  }

  clear(): void {
    this.set(new Map());
  }
}
