import { AREA_DISPLAY_DECIMALS, AREA_DISPLAY_UNIT_LABELS, displayArea, type AreaDisplayUnit } from './area-sum';
import { districtMessages as m } from './district-messages';
import type { AreaMakeUpAnswer, DistrictAnswer, DistrictDivision, DistrictQuery, DistrictRow } from './district-types';
import { totalsOf, type ReportColumn, type ReportRow, type ReportTable } from './report-table';

/** The key of the name column, which carries each row's drill-down or link. */
export const DISTRICT_NAME_KEY = 'name';
const COUNT_KEY = 'count';

function columnsOf(nameTitle: string, unit: AreaDisplayUnit): ReportColumn[] {
  const area = (key: string, title: string): ReportColumn => ({ key, title, unit: AREA_DISPLAY_UNIT_LABELS[unit], decimals: AREA_DISPLAY_DECIMALS[unit] });
  return [
    { key: DISTRICT_NAME_KEY, title: nameTitle },
    { key: COUNT_KEY, title: m.countColumn, unit: m.countUnit, decimals: 0 },
    area('total', m.totalColumn),
    {
      title: m.landClassGroup,
      children: [
        area('cultivated', m.cultivatedColumn),
        area('otherAgricultural', m.otherAgriculturalColumn),
        area('construction', m.constructionColumn),
        area('unused', m.unusedColumn),
      ],
    },
  ];
}

function reportRow(row: DistrictRow, unit: AreaDisplayUnit): ReportRow {
  const { areas } = row;
  return {
    key: row.key,
    cells: {
      [DISTRICT_NAME_KEY]: row.label,
      [COUNT_KEY]: row.count,
      total: displayArea(areas.total, unit),
      cultivated: displayArea(areas.cultivated, unit),
      otherAgricultural: displayArea(areas.otherAgricultural, unit),
      construction: displayArea(areas.construction, unit),
      unused: displayArea(areas.unused, unit),
    },
    action: row.drill && row.divisionCode !== undefined ? { kind: 'drill', divisionCode: row.divisionCode } : { kind: 'link', url: row.url },
    cellLinks: { [COUNT_KEY]: row.url },
  };
}

function table(title: string, division: DistrictDivision, query: DistrictQuery, nameTitle: string, rows: readonly DistrictRow[], totalUrl: string, unit: AreaDisplayUnit): ReportTable {
  const columns = columnsOf(nameTitle, unit);
  const body = rows.map((row) => reportRow(row, unit));
  const totals = totalsOf(columns, body, DISTRICT_NAME_KEY);
  return {
    title,
    subtitle: m.subtitle(division.name, m.period(query.startDate, query.endDate), AREA_DISPLAY_UNIT_LABELS[unit]),
    columns,
    rows: body,
    totals: { ...totals, cellLinks: { [COUNT_KEY]: totalUrl } },
  };
}

/** 区域统计's table (screen and export): 行政区 (备案类型 at a county), 宗数, 总面积 and the land classes in the unit, 合计 last. */
export const districtReportTable = (answer: DistrictAnswer, unit: AreaDisplayUnit): ReportTable =>
  table(m.title(answer.division.name), answer.division, answer.query, answer.division.level === 'county' ? m.typeColumn : m.divisionColumn, answer.rows, answer.total.url, unit);

/** The area make-up table: the division's area by filing type and land class. */
export const areaReportTable = (answer: AreaMakeUpAnswer, unit: AreaDisplayUnit): ReportTable =>
  table(m.areaTitle(answer.division.name), answer.division, answer.query, m.typeColumn, answer.rows, answer.total.url, unit);
