import type { DivisionNode } from './division.dto';

/** The administrative divisions as the server knows them, so no view carries a list of its own. */
export interface DivisionEndpoints {
  /** The signed-in user's division and every division below it, as one tree (the 行政区 filter). */
  'GET /api/op/divisions/tree': { data: DivisionNode[] };
}
