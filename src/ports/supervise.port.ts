import type { ServiceIdentifier } from 'inversify';
import type { LandSuperviseBody } from '../domain/dashboard/land-supervision';
import type { Page } from './api/page.dto';
import type { SuperviseCreate, SuperviseDetail, SuperviseQuery, SuperviseRow } from './api/process.dto';

/** Supervision (督办, /api/supervise): the list, creating one on an affair, its detail and reminders. */
export interface SuperviseApi {
  list(query: SuperviseQuery): Promise<Page<SuperviseRow>>;
  create(body: SuperviseCreate): Promise<SuperviseDetail>;
  /** 转督办: a supervision urging a reminded temporary land use instead of an affair. */
  createForLand(body: LandSuperviseBody): Promise<SuperviseDetail>;
  detail(id: string): Promise<SuperviseDetail>;
  urge(id: string, text: string): Promise<SuperviseDetail>;
}
export const SuperviseApi = Symbol.for('SuperviseApi') as ServiceIdentifier<SuperviseApi>;
