import { filingDetailsUrl } from '../filing/detail-links';
import type { FilingData } from '../filing/filing-types';
import { filingQueryUrl } from '../filing/query-link';
import { nameOf } from '../filing/service/access';
import type { StoredFiling } from '../filing/service/types';

/** How many records the form lists beside it; the link opens all of them in 备案查询. */
export const FORM_FILING_ITEMS = 20;

export interface FormFilingArea {
  readonly title: string;
  readonly unit: string;
  readonly decimals: number;
}

/** One record the system holds for the period, for reconciliation (a link to its details). */
export interface FormFilingItem {
  readonly key: string;
  readonly name: string;
  readonly place: string;
  readonly approvalDate: string;
  readonly areas: readonly number[];
  readonly url: string;
}

/** What the system's own filings say for the division and period, read-only beside the form. */
export interface FormFilings {
  readonly typeLabel: string;
  readonly count: number;
  /** 备案查询 listing exactly the records counted. */
  readonly url: string;
  readonly areaColumns: readonly FormFilingArea[];
  /** Sums of the records' areas, in the columns' units and decimals. */
  readonly areas: readonly number[];
  /** The latest approvals first, at most FORM_FILING_ITEMS. */
  readonly items: readonly FormFilingItem[];
}

const SQUARE_METRES: FormFilingArea = { title: '宅基地面积', unit: '平方米', decimals: 2 };
const LAND: FormFilingArea = { title: '用地面积', unit: '公顷', decimals: 4 };
const FLOOR: FormFilingArea = { title: '建筑面积', unit: '平方米', decimals: 2 };

/** The area columns of a reconciled type and a record's values in them. */
function areaColumnsOf(typeCode: '3' | '4'): readonly FormFilingArea[] {
  return typeCode === '4' ? [SQUARE_METRES] : [LAND, FLOOR];
}

function areasOf(data: FilingData): readonly number[] {
  if (data.typeCode === '4') return [data.homesteadArea];
  if (data.typeCode === '3') return [data.landArea, data.buildingArea];
  return [];
}

const byApprovalDesc = (a: StoredFiling, b: StoredFiling): number =>
  a.data.approvalDate === b.data.approvalDate ? a.keyNumGather.localeCompare(b.keyNumGather) : a.data.approvalDate < b.data.approvalDate ? 1 : -1;

/** The reconciliation block: count, exact area sums and the latest records, over exactly the records 备案查询 lists. */
export function formFilings(
  records: readonly StoredFiling[],
  link: { typeCode: '3' | '4'; typeLabel: string; divisionCode: string; startDate: string; endDate: string },
): FormFilings {
  const columns = areaColumnsOf(link.typeCode);
  const units = columns.map((column, index) => records.reduce((sum, f) => sum + Math.round((areasOf(f.data)[index] ?? 0) * 10 ** column.decimals), 0));
  const latest = [...records].sort(byApprovalDesc).slice(0, FORM_FILING_ITEMS);
  return {
    typeLabel: link.typeLabel,
    count: records.length,
    url: filingQueryUrl({ keyTypeCode: link.typeCode, divisionCode: link.divisionCode, startDate: link.startDate, endDate: link.endDate }),
    areaColumns: columns,
    areas: units.map((sum, index) => sum / 10 ** (columns[index]?.decimals ?? 0)),
    items: latest.map((f) => {
      const { name, place } = nameOf(f.data);
      return {
        key: f.keyNumGather,
        name,
        place,
        approvalDate: f.data.approvalDate,
        areas: areasOf(f.data),
        url: filingDetailsUrl('/query/details', { keyNumGather: f.keyNumGather, keyTypeCode: f.keyTypeCode }),
      };
    }),
  };
}
