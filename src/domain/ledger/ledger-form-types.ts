/** 手工台账: a ledger whose rows people enter (or import from Excel) by a form someone designed. */

export const FIELD_TYPES = ['text', 'number', 'date', 'single', 'multiple', 'division', 'person'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export const FORM_ID_MAX = 40;
export const FORM_TITLE_MAX = 50;
export const FIELD_LABEL_MAX = 20;
export const FIELDS_MAX = 30;
export const OPTIONS_MAX = 20;
export const OPTION_MAX = 20;
export const UNIT_MAX = 10;
export const PRECISION_MAX = 4;
export const TEXT_MAX = 500;
/** Number fields stay within what a double holds exactly at the largest precision. */
export const NUMBER_LIMIT = 1e11;
export const INSTANCE_ID_MAX = 40;
export const MANUAL_PAGE_SIZE_MAX = 100;
export const IMPORT_ROWS_MAX = 2000;
export const KEYWORD_MAX = 50;

/** One designed field. Keys are stable (f1, f2 …): renaming or moving a field keeps its data. */
export interface FormField {
  readonly key: string;
  readonly label: string;
  readonly type: FieldType;
  readonly required: boolean;
  /** number: shown after the value and in the column head. */
  readonly unit?: string;
  /** number: decimal places allowed (0 … PRECISION_MAX). */
  readonly precision?: number;
  /** number: inclusive range. */
  readonly min?: number;
  readonly max?: number;
  /** date: inclusive range, yyyy-MM-dd. */
  readonly earliest?: string;
  readonly latest?: string;
  /** single and multiple choice. */
  readonly options?: readonly string[];
}

/** A ledger's form; version 0 until first saved. */
export interface FormDesign {
  readonly formId: string;
  readonly title: string;
  readonly fields: readonly FormField[];
  readonly version: number;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

/** text, date (yyyy-MM-dd), single, division (code), person (userId) as text; number; multiple as a list. */
export type FieldValue = string | number | readonly string[];
export type RowValues = Readonly<Record<string, FieldValue>>;

export interface ManualRow {
  readonly instanceId: string;
  readonly formId: string;
  /** The entering person's division: who may see and change the row. */
  readonly divisionCode: string;
  readonly values: RowValues;
  /** The row's natural key (its values by the design), so an import never adds the same row twice. */
  readonly hash: string;
  readonly version: number;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** Every manual ledger's design and rows, as both backends store them. */
export interface ManualBook {
  readonly designs: Readonly<Record<string, FormDesign>>;
  readonly rows: readonly ManualRow[];
  /** The next instance number. */
  readonly next: number;
}

/** A field's message per key (400). */
export type FieldProblems = Readonly<Record<string, string>>;

export interface DesignSave {
  readonly title: string;
  readonly fields: readonly FormField[];
  readonly version: number;
}

export interface RowSave {
  readonly formId: string;
  /** Absent for a new row. */
  readonly instanceId?: string;
  readonly version: number;
  readonly values: Readonly<Record<string, unknown>>;
}

export interface RowQuery {
  readonly formId: string;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly keyword?: string;
  readonly instanceId?: string;
}

/** A row as the pages show it: values plus their display text. */
export interface ManualRowView extends ManualRow {
  readonly texts: Readonly<Record<string, string>>;
  readonly divisionName: string;
  readonly createdByName: string;
}

export interface RefusedRow {
  /** The row's number in the sheet (1-based, as Excel shows it). */
  readonly line: number;
  readonly reasons: readonly string[];
}

export interface ImportReport {
  readonly imported: number;
  /** Rows already in the ledger (or twice in the file): skipped, not refused. */
  readonly duplicates: number;
  readonly refused: readonly RefusedRow[];
}
