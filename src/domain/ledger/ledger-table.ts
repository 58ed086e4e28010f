import { displayArea } from '../statistics/area-sum';
import { totalsOf, type ReportColumn, type ReportRow, type ReportTable } from '../statistics/report-table';
import type { Extracted, ExtractedRow } from './ledger-extract';
import { ledgerTableTexts as t } from './ledger-messages';

export const LEDGER_NAME_KEY = 'name';
const DECIMALS = 4;

const area = (key: string, title: string, unit: string): ReportColumn => ({ key, title, unit, decimals: DECIMALS });

/** 行政区 (or 统计期), 宗数, 用地面积 and 其中耕地, each in 公顷 and 亩 (1 公顷 = 15 亩). */
function columnsOf(nameTitle: string): ReportColumn[] {
  return [
    { key: LEDGER_NAME_KEY, title: nameTitle },
    { key: 'count', title: t.count, unit: t.countUnit, decimals: 0 },
    { title: t.area, children: [area('areaHa', t.area, t.hectare), area('areaMu', t.area, t.mu)] },
    { title: t.cultivated, children: [area('cultivatedHa', t.cultivated, t.hectare), area('cultivatedMu', t.cultivated, t.mu)] },
  ];
}

function reportRow(key: string, label: string, row: Omit<ExtractedRow, 'divisionCode' | 'divisionName'>, drill: string | undefined): ReportRow {
  return {
    key,
    cells: {
      [LEDGER_NAME_KEY]: label,
      count: row.count,
      areaHa: displayArea(row.area, 'ha'),
      areaMu: displayArea(row.area, 'mu'),
      cultivatedHa: displayArea(row.cultivated, 'ha'),
      cultivatedMu: displayArea(row.cultivated, 'mu'),
    },
    ...(drill === undefined ? {} : { action: { kind: 'drill', divisionCode: drill } as const }),
    cellLinks: { count: row.url },
  };
}

/**
 * The department detail as the page shows it and the export writes it: one row per reporting
 * division (drilling into a city), 合计 summed from the rows shown.
 */
export function detailTable(title: string, subtitle: string, extracted: Extracted, drillable: (code: string) => boolean): ReportTable {
  const columns = columnsOf(t.division);
  const rows = extracted.rows.map((r) => reportRow(r.divisionCode, r.divisionName, r, drillable(r.divisionCode) ? r.divisionCode : undefined));
  return { title, subtitle, columns, rows, totals: { ...totalsOf(columns, rows, LEDGER_NAME_KEY), cellLinks: { count: extracted.total.url } } };
}

/** A range statistic: one row per period, totals over the periods. */
export function rangeTable(title: string, subtitle: string, periods: readonly { readonly key: string; readonly label: string; readonly extracted: Extracted }[]): ReportTable {
  const columns = columnsOf(t.period);
  const rows = periods.map((p) => reportRow(p.key, p.label, p.extracted.total, undefined));
  return { title, subtitle, columns, rows, totals: totalsOf(columns, rows, LEDGER_NAME_KEY) };
}
