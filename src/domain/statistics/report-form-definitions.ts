import type { ReportFormDefinition, ReportFormId } from './report-form';

const COUNT_MAX = 100_000;
const SQUARE_METRES_MAX = 100_000_000;
const HECTARES_MAX = 1_000_000;
/** A generous ceiling of one rural house's floor space (Jiangxi allows at most 3 floors on ≤ 180 m²). */
const FLOOR_AREA_PER_HOUSE_MAX = 1000;

/**
 * 农房建设统计 (monthly). The counts follow one batch of houses through its steps, so a step never
 * counts more houses than the step before it; the floor area is that of the houses completed.
 */
export const BUILD_HOUSE_FORM: ReportFormDefinition = {
  id: 'buildHouse',
  title: '农房建设统计表',
  periodKind: 'month',
  filingType: '4',
  fields: [
    { key: 'housesApproved', label: '审批农房', unit: '宗', decimals: 0, max: COUNT_MAX },
    { key: 'housesStarted', label: '开工', unit: '宗', decimals: 0, max: COUNT_MAX },
    { key: 'housesBuilt', label: '竣工', unit: '宗', decimals: 0, max: COUNT_MAX },
    { key: 'floorArea', label: '建筑面积', unit: '平方米', decimals: 2, max: SQUARE_METRES_MAX },
    { key: 'households', label: '受益农户', unit: '户', decimals: 0, max: COUNT_MAX },
  ],
  rules: [
    { at: 'housesStarted', holds: (v) => (v['housesStarted'] ?? 0) <= (v['housesApproved'] ?? 0), message: '开工宗数不能多于审批农房宗数' },
    { at: 'housesBuilt', holds: (v) => (v['housesBuilt'] ?? 0) <= (v['housesStarted'] ?? 0), message: '竣工宗数不能多于开工宗数' },
    {
      at: 'floorArea',
      holds: (v) => (v['floorArea'] ?? 0) <= (v['housesBuilt'] ?? 0) * FLOOR_AREA_PER_HOUSE_MAX,
      message: `建筑面积不能超过竣工宗数 × ${FLOOR_AREA_PER_HOUSE_MAX} 平方米（无竣工时应为 0）`,
    },
  ],
};

/** 乡村建设规划许可 register (quarterly): every application is granted, refused or still pending. */
export const RURAL_PERMIT_FORM: ReportFormDefinition = {
  id: 'ruralPermit',
  title: '乡村建设规划许可统计表',
  periodKind: 'quarter',
  filingType: '3',
  fields: [
    { key: 'applied', label: '申请', unit: '件', decimals: 0, max: COUNT_MAX },
    { key: 'issued', label: '核发', unit: '件', decimals: 0, max: COUNT_MAX },
    { key: 'refused', label: '不予许可', unit: '件', decimals: 0, max: COUNT_MAX },
    { key: 'landArea', label: '用地面积', unit: '公顷', decimals: 4, max: HECTARES_MAX },
    { key: 'buildingArea', label: '建筑面积', unit: '平方米', decimals: 2, max: SQUARE_METRES_MAX },
    { key: 'ruralHouses', label: '其中农房', unit: '件', decimals: 0, max: COUNT_MAX },
  ],
  rules: [
    {
      at: 'refused',
      holds: (v) => (v['issued'] ?? 0) + (v['refused'] ?? 0) <= (v['applied'] ?? 0),
      message: '核发与不予许可的件数之和不能多于申请件数',
    },
    { at: 'ruralHouses', holds: (v) => (v['ruralHouses'] ?? 0) <= (v['issued'] ?? 0), message: '其中农房件数不能多于核发件数' },
  ],
};

export const REPORT_FORMS: Readonly<Record<ReportFormId, ReportFormDefinition>> = { buildHouse: BUILD_HOUSE_FORM, ruralPermit: RURAL_PERMIT_FORM };
