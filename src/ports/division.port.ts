import type { ServiceIdentifier } from 'inversify';
import type { DivisionNode } from './api/division.dto';

/** The administrative divisions of the signed-in user's jurisdiction (GET /api/op/divisions/tree). */
export interface DivisionApi {
  /** The user's division with the divisions below it; empty when the server knows no division of the user's. */
  jurisdictionTree(): Promise<DivisionNode[]>;
}
export const DivisionApi = Symbol.for('DivisionApi') as ServiceIdentifier<DivisionApi>;
