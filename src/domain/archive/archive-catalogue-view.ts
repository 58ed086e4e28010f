import { nameOf, unitNameOf, type ArchiveCall, type Caller } from './archive-call';
import type { CatalogueDetail, CatalogueRow } from './archive-catalogue-types';
import { archiveRowOf } from './archive-view';
import { CATALOGUE_DIRECTION_LABELS, type StoredArchive, type StoredCatalogue } from './archive-types';

export function catalogueRowOf(call: ArchiveCall, catalogue: StoredCatalogue): CatalogueRow {
  const { archiveIds, ...rest } = catalogue;
  return {
    ...rest,
    directionLabel: CATALOGUE_DIRECTION_LABELS[catalogue.direction],
    unitName: unitNameOf(call.dir, catalogue.divisionCode),
    createdByName: nameOf(call.dir, catalogue.createdBy),
    count: archiveIds.length,
  };
}

/** The catalogue with its records in the order listed, as they stand now. */
export function catalogueDetailOf(call: ArchiveCall, caller: Caller, catalogue: StoredCatalogue): CatalogueDetail {
  const records = catalogue.archiveIds.flatMap((id) => {
    const record: StoredArchive | undefined = call.archives.records.find((r) => r.id === id);
    return record === undefined ? [] : [archiveRowOf(call, caller, record)];
  });
  return { ...catalogueRowOf(call, catalogue), records };
}
