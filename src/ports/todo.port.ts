import type { ServiceIdentifier } from 'inversify';
import type { MenuCount, NoticeCounts } from './api/todo.dto';

/**
 * The counts behind the menu badges and the notice box (SPEC section 7). Background calls: no
 * loading overlay and no toast; the caller shows 设置菜单数据出错 itself (SPEC section 8).
 */
export interface TodoApi {
  menuCounts(): Promise<MenuCount[]>;
  boxCounts(): Promise<NoticeCounts>;
}
export const TodoApi = Symbol.for('TodoApi') as ServiceIdentifier<TodoApi>;
