import type { ServiceIdentifier } from 'inversify';
import type { CatalogueDetail, CatalogueInSave, CatalogueOutSave, CatalogueQuery, CatalogueRow } from '../domain/archive/archive-catalogue-types';
import type { Page } from './api/page.dto';

/**
 * 新目录入库 / 新目录出库. Refusals reject with an ApiFailure: 404 a catalogue or a listed record
 * outside the caller's jurisdiction, 400 with the fields' messages (body.fieldProblems), 409 a
 * catalogue refused as a whole with each record's reason (body.recordProblems), nothing changed.
 */
export interface ArchiveCatalogueApi {
  catalogues(query: CatalogueQuery): Promise<Page<CatalogueRow>>;
  catalogue(id: string): Promise<CatalogueDetail>;
  /** Numbered at once with the next 目录号 of the unit's year. */
  catalogueIn(body: CatalogueInSave): Promise<CatalogueDetail>;
  catalogueOut(body: CatalogueOutSave): Promise<CatalogueDetail>;
}
export const ArchiveCatalogueApi = Symbol.for('ArchiveCatalogueApi') as ServiceIdentifier<ArchiveCatalogueApi>;
