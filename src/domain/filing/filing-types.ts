/** DOMAIN.md "What gets filed": the four 备案 types, keyed by keyTypeCode. */
export type FilingTypeCode = '1' | '2' | '3' | '4';

export const FILING_TYPE_CODES: readonly FilingTypeCode[] = ['1', '2', '3', '4'];

export const FILING_TYPE_LABELS: Readonly<Record<FilingTypeCode, string>> = {
  '1': '临时用地',
  '2': '设施农业用地',
  '3': '乡村建设规划许可',
  '4': '农村宅基地/农房建设',
};

/** A boundary vertex: [longitude, latitude]. */
export type Point = readonly [x: number, y: number];
/** A closed ring: the first point is repeated as the last. */
export type Polygon = readonly Point[];

/** 临时用地 purposes; the three infrastructure ones allow a 4-year term. */
export type TemporaryPurpose = 'road' | 'borrow' | 'stockpile' | 'survey' | 'energy' | 'transport' | 'water';

export const TEMPORARY_PURPOSE_LABELS: Readonly<Record<TemporaryPurpose, string>> = {
  road: '施工便道',
  borrow: '取土',
  stockpile: '堆料',
  survey: '地质勘查',
  energy: '能源基础设施建设',
  transport: '交通基础设施建设',
  water: '水利基础设施建设',
};

const INFRASTRUCTURE_PURPOSES: readonly TemporaryPurpose[] = ['energy', 'transport', 'water'];

/** Legal maximum term in months: 2 years, 4 for energy, transport and water infrastructure. */
export const maxTermMonths = (purpose: TemporaryPurpose): number => (INFRASTRUCTURE_PURPOSES.includes(purpose) ? 48 : 24);

/** 1 临时用地. Areas in hectares (up to 4 decimals); dates are yyyy-MM-dd in China time. */
export interface TemporaryLandUse {
  readonly typeCode: '1';
  readonly projectName: string;
  readonly userUnit: string;
  readonly location: string;
  readonly approvalNumber: string;
  readonly approvalDate: string;
  readonly termMonths: number;
  readonly purpose: TemporaryPurpose;
  readonly totalArea: number;
  readonly cultivatedArea: number;
  readonly otherAgriculturalArea: number;
  readonly constructionArea: number;
  readonly unusedArea: number;
  readonly restorationPlan: string;
  readonly restorationDeadline: string;
  readonly boundary: Polygon;
}

type FacilityUse = 'crop' | 'livestock';
export const FACILITY_USE_LABELS: Readonly<Record<FacilityUse, string>> = { crop: '种植设施', livestock: '畜禽养殖设施' };

/** 2 设施农业用地. Areas in hectares. */
export interface FacilityAgriculture {
  readonly typeCode: '2';
  readonly operator: string;
  readonly use: FacilityUse;
  readonly location: string;
  readonly approvalDate: string;
  readonly totalArea: number;
  readonly cultivatedArea: number;
  readonly agreementNumber: string;
  readonly boundary: Polygon;
}

/** 3 乡村建设规划许可. Land area in hectares, building area in square metres. */
export interface RuralPlanningPermit {
  readonly typeCode: '3';
  readonly applicant: string;
  readonly permitNumber: string;
  readonly village: string;
  readonly approvalDate: string;
  readonly buildingArea: number;
  readonly floors: number;
  readonly landArea: number;
}

/** 4 农村宅基地/农房建设. Areas in square metres. */
export interface Homestead {
  readonly typeCode: '4';
  readonly householdHead: string;
  readonly householdSize: number;
  readonly village: string;
  readonly approvalDate: string;
  readonly homesteadArea: number;
  readonly occupiesCultivated: boolean;
  readonly cultivatedArea: number;
  readonly oldHouseReturned: boolean;
}

export type FilingData = TemporaryLandUse | FacilityAgriculture | RuralPlanningPermit | Homestead;

/** The fields that hold a yyyy-MM-dd date, in every type: an import reads them from Excel's dates and day numbers. */
export const DATE_FIELDS: ReadonlySet<string> = new Set(['approvalDate', 'restorationDeadline']);

/** Chinese labels of every field, for messages and forms. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  projectName: '项目名称',
  userUnit: '用地单位',
  location: '坐落',
  approvalNumber: '批准文号',
  approvalDate: '批准日期',
  termMonths: '使用期限（月）',
  purpose: '用途',
  totalArea: '总面积（公顷）',
  cultivatedArea: '耕地面积',
  otherAgriculturalArea: '其他农用地面积（公顷）',
  constructionArea: '建设用地面积（公顷）',
  unusedArea: '未利用地面积（公顷）',
  restorationPlan: '复垦方案',
  restorationDeadline: '复垦期限',
  boundary: '用地范围',
  operator: '经营者',
  use: '设施用途',
  agreementNumber: '用地协议编号',
  applicant: '申请人',
  permitNumber: '许可证号',
  village: '所在村',
  buildingArea: '建筑面积（平方米）',
  floors: '层数',
  landArea: '用地面积（公顷）',
  householdHead: '户主',
  householdSize: '家庭人口',
  homesteadArea: '宅基地面积（平方米）',
  occupiesCultivated: '是否占用耕地',
  oldHouseReturned: '旧宅是否退出',
};

/** Unit of an area field: hectares (4 decimals) or square metres (2 decimals). */
export type AreaUnit = 'ha' | 'm2';
export const AREA_DECIMALS: Readonly<Record<AreaUnit, number>> = { ha: 4, m2: 2 };
export const AREA_UNIT_LABELS: Readonly<Record<AreaUnit, string>> = { ha: '公顷', m2: '平方米' };
