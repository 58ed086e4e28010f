import type { ServiceIdentifier } from 'inversify';
import type { DecideBody, LandDetail, LandFilters, LandPage, LandQuery, RegisterBody } from '../domain/temporary-land/land-types';
import type { DownloadedFile } from './process.port';

/** 临时用地's calls. */
export interface TemporaryLandApi {
  list(query: LandQuery): Promise<LandPage>;
  details(id: string): Promise<LandDetail>;
  register(body: RegisterBody): Promise<LandDetail>;
  decide(body: DecideBody): Promise<LandDetail>;
  /** The matching rows as .xlsx (临时用地台账). */
  exportLands(filters: LandFilters): Promise<DownloadedFile>;
}
export const TemporaryLandApi = Symbol.for('TemporaryLandApi') as ServiceIdentifier<TemporaryLandApi>;
