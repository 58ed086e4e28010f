import type { DemoTableRow } from '../../domain/demo/demo-table';

/** The demo module's own data (SPEC section 2): the rows of the virtualized table sample. */
export interface DemoEndpoints {
  /** 10,000 made-up filings, the same on every call and on both backends. */
  'GET /api/demo/table/rows': { data: DemoTableRow[] };
}
