import type { ArchiveRow, CatalogueDirection, StoredCatalogue } from './archive-types';

/** 新目录入库 / 新目录出库: the calls' inputs and answers, and their limits. */

/** Records one catalogue may list: a 卷内目录's usual hundred items. */
export const CATALOGUE_RECORDS_MAX = 100;
export const CATALOGUE_NOTE_MAX = 200;
export const RECEIVER_MAX = 50;
/** 目录号's 序号 is written with this many digits (001). */
export const CATALOGUE_SERIAL_DIGITS = 3;
/** 目录号's third part, telling a catalogue's number from an item's 档号 at a glance. */
export const CATALOGUE_MARK = 'ML';

export interface CatalogueQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly direction?: CatalogueDirection;
  readonly year?: number;
}

export interface CatalogueInSave {
  readonly archiveIds: readonly string[];
  readonly note: string;
}

export interface CatalogueOutSave extends CatalogueInSave {
  /** 出库理由 (移交, 销毁 …), noted in each record's history. */
  readonly reason: string;
  /** 接收单位 of a 移交; may stay empty for a 销毁. */
  readonly receiver: string;
}

export interface CatalogueRow extends Omit<StoredCatalogue, 'archiveIds'> {
  readonly directionLabel: string;
  readonly unitName: string;
  readonly createdByName: string;
  readonly count: number;
}

export interface CatalogueDetail extends CatalogueRow {
  readonly records: readonly ArchiveRow[];
}
