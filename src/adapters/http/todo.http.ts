import { inject, injectable } from 'inversify';
import type { MenuCount, NoticeCounts } from '../../ports/api/todo.dto';
import type { TodoApi } from '../../ports/todo.port';
import { ApiCaller, type CallOptions } from './api-caller';

/**
 * Badges refresh in the background: the silent client (the overlay must not flash) and no toast;
 * the caller shows 设置菜单数据出错 itself when the menu counts fail (SPEC section 8).
 */
const background: CallOptions = { silent: true, notify: false };

/** TodoApi over HTTP (SPEC section 7, /api/todo and /api/op/statistical). */
@injectable()
export class HttpTodoApi implements TodoApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  menuCounts(): Promise<MenuCount[]> {
    return this.api.call('GET /api/todo/userFeatureMessageCount', {}, background);
  }

  boxCounts(): Promise<NoticeCounts> {
    return this.api.call('GET /api/op/statistical/box/count/info', {}, background);
  }
}
