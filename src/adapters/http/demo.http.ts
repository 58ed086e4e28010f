import { inject, injectable } from 'inversify';
import type { DemoTableRow } from '../../domain/demo/demo-table';
import type { TreeOption } from '../../ports/api/user.dto';
import type { DemoApi } from '../../ports/demo.port';
import { ApiCaller } from './api-caller';

/** DemoApi over HTTP. */
@injectable()
export class HttpDemoApi implements DemoApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  tableRows(): Promise<DemoTableRow[]> {
    return this.api.call('GET /api/demo/table/rows', {});
  }

  treeLevel(parentId: string): Promise<TreeOption[]> {
    return this.api.call('GET /api/user/admin/user/treeselect', { query: { parentId } });
  }
}
