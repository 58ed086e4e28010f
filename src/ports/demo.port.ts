import type { ServiceIdentifier } from 'inversify';
import type { DemoTableRow } from '../domain/demo/demo-table';
import type { TreeOption } from './api/user.dto';

/** The data the samples of the demo module (SPEC section 2) read from the server. */
export interface DemoApi {
  /** The 表格 sample's 10,000 rows. */
  tableRows(): Promise<DemoTableRow[]>;
  /** One level of the people tree: the top for TREE_ROOT_ID, else a department's children (isLeaf set). */
  treeLevel(parentId: string): Promise<TreeOption[]>;
}
export const DemoApi = Symbol.for('DemoApi') as ServiceIdentifier<DemoApi>;
