/**
 * One statistics table as the page shows it and the export writes it: every statistics answer is
 * turned into a ReportTable by a pure function of the domain, the page renders that table and the
 * server's .xlsx export writes the same table, so the two cannot disagree (tests compare them cell
 * by cell).
 */

/** A column of the head: a leaf holds values; a group (children) spans its leaves. */
export interface ReportColumn {
  readonly title: string;
  /** The leaf's key in each row's cells; a group has none. */
  readonly key?: string;
  /** Shown in the head after the title, e.g. 公顷, 亩, 宗. */
  readonly unit?: string;
  /** Decimals of a numeric leaf (0 for counts); absent for text. */
  readonly decimals?: number;
  readonly children?: readonly ReportColumn[];
}

/** A cell's value: text, a number already in the column's unit, or nothing. */
export type ReportCell = string | number | null;

/** What activating a row (or its division cell) does on the page. */
export type ReportRowAction =
  /** Drill down to this division's children (区域统计). */
  | { readonly kind: 'drill'; readonly divisionCode: string }
  /** Open 备案查询 (or another in-app page) listing exactly the records the row counts. */
  | { readonly kind: 'link'; readonly url: string };

export interface ReportRow {
  /** Stable key of the row (a division code, a project key…). */
  readonly key: string;
  readonly cells: Readonly<Record<string, ReportCell>>;
  readonly action?: ReportRowAction;
  /** Per-cell links: a count that opens the records behind it. */
  readonly cellLinks?: Readonly<Record<string, string>>;
}

export interface ReportTable {
  /** The title row of the export and the name of the file, e.g. 江西省用地备案区域统计表. */
  readonly title: string;
  /** Under the title: 填报单位：江西省 统计期间：2026-01-01 至 2026-11-30 面积单位：公顷. */
  readonly subtitle: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly ReportRow[];
  /** 合计: each numeric leaf is the sum of the rows (text leaves hold the label). */
  readonly totals?: ReportRow;
}

/** The leaves of a head in display order. */
export function leafColumns(columns: readonly ReportColumn[]): ReportColumn[] {
  return columns.flatMap((column) => (column.children === undefined || column.children.length === 0 ? [column] : leafColumns(column.children)));
}

/** How many head rows the columns need (1 when none is grouped). */
export function headDepth(columns: readonly ReportColumn[]): number {
  return columns.reduce((depth, column) => Math.max(depth, column.children === undefined || column.children.length === 0 ? 1 : 1 + headDepth(column.children)), 0);
}

/** A leaf's title as the head shows it: 总面积（公顷）. */
export const columnLabel = (column: ReportColumn): string => (column.unit === undefined ? column.title : `${column.title}（${column.unit}）`);

/**
 * The totals row of numeric leaves: each is the sum of the rows, rounded to the column's decimals
 * so that a float sum of rounded values never shows 0.30000000000000004. `labelKey` gets 合计.
 */
export function totalsOf(columns: readonly ReportColumn[], rows: readonly ReportRow[], labelKey: string, label = '合计'): ReportRow {
  const cells: Record<string, ReportCell> = {};
  for (const column of leafColumns(columns)) {
    if (column.key === undefined) continue;
    if (column.key === labelKey) cells[column.key] = label;
    else if (column.decimals === undefined) cells[column.key] = null;
    else {
      const scale = 10 ** column.decimals;
      const key = column.key;
      const sum = rows.reduce((total, row) => {
        const value = row.cells[key];
        return typeof value === 'number' ? total + Math.round(value * scale) : total;
      }, 0);
      cells[key] = sum / scale;
    }
  }
  return { key: 'totals', cells };
}
