import type { CatalogueDetail, CatalogueInSave, CatalogueOutSave, CatalogueQuery, CatalogueRow } from '../../domain/archive/archive-catalogue-types';
import type { Page } from './page.dto';

/**
 * 新目录 (under /api/archive/catalogue). 404 hides catalogues and records outside the caller's
 * jurisdiction; a catalogue refused as a whole answers 409 with body.recordProblems (id → reason).
 */
export interface ArchiveCatalogueEndpoints {
  'GET /api/archive/catalogue/list': { query: CatalogueQuery; data: Page<CatalogueRow> };
  'GET /api/archive/catalogue/details': { query: { readonly id: string }; data: CatalogueDetail };
  'POST /api/archive/catalogue/in': { body: CatalogueInSave; data: CatalogueDetail };
  'POST /api/archive/catalogue/out': { body: CatalogueOutSave; data: CatalogueDetail };
}
