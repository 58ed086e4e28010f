/** 自然资源行政执法案件: what a case records and how it is kept (DOMAIN.md "Rules of the wider product"). */

export const CASE_SOURCES = ['patrol', 'report', 'assigned', 'transferred'] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];
export const CASE_SOURCE_LABELS: Readonly<Record<CaseSource, string>> = { patrol: '巡查发现', report: '举报', assigned: '上级交办', transferred: '部门移送' };

export const PARTY_KINDS = ['person', 'unit'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];
export const PARTY_KIND_LABELS: Readonly<Record<PartyKind, string>> = { person: '个人', unit: '单位' };

export const VIOLATION_TYPES = ['occupation', 'unapproved', 'unreclaimed', 'changedUse', 'mining', 'transfer'] as const;
export type ViolationType = (typeof VIOLATION_TYPES)[number];
export const VIOLATION_LABELS: Readonly<Record<ViolationType, string>> = {
  occupation: '非法占地',
  unapproved: '未批先建',
  unreclaimed: '临时用地逾期未复垦',
  changedUse: '改变用途',
  mining: '非法采矿',
  transfer: '非法转让土地',
};

/** 公顷: above this a county case is a typing slip (a whole township), not a parcel. */
export const AREA_MAX = 1000;
export const PARTY_NAME_MAX = 60;
export const PLACE_MAX = 100;
export const FACTS_MAX = 1000;
export const PHONE_MAX = 20;
export const PARTY_ID_LENGTH = 18;
export const CASE_ID_MAX = 24;
export const SEARCH_TEXT_MAX = 50;
export const CASE_PAGE_SIZE_MAX = 100;

/** What the 立案登记 form sends; blank choices ('') reach the domain so that it answers at the field. */
export interface CaseDraft {
  readonly source: CaseSource | '';
  readonly partyKind: PartyKind | '';
  readonly partyName: string;
  /** 公民身份号码 for a person, 统一社会信用代码 for a unit. */
  readonly partyId: string;
  readonly partyPhone: string;
  readonly place: string;
  readonly lon: number;
  readonly lat: number;
  readonly violation: ViolationType | '';
  /** 公顷. */
  readonly area: number;
  readonly facts: string;
  /** The linked 备案 (keyNumGather), '' for none. */
  readonly filingKey: string;
}

export type CaseProblems = Readonly<Record<string, string>>;

export interface StoredCase extends Omit<CaseDraft, 'source' | 'partyKind' | 'violation'> {
  readonly id: string;
  readonly source: CaseSource;
  readonly partyKind: PartyKind;
  readonly violation: ViolationType;
  /** 立案 number, e.g. 赣自然资(南昌县)立〔2026〕3号. */
  readonly caseNumber: string;
  readonly divisionCode: string;
  /** The 执法案件办理 affair (keyDigNumGather) and its files key (附件). */
  readonly affairKey: string;
  readonly filesKey: string;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly version: number;
}

/** 立案 numbers given so far, per county and year ("南昌县|2026" → 3); `version` moves on every commit. */
export interface CaseLedger {
  readonly version: number;
  readonly last: Readonly<Record<string, number>>;
}

export interface CaseBook {
  readonly cases: readonly StoredCase[];
  readonly sequence: number;
  readonly ledger: CaseLedger;
}

export const EMPTY_CASE_BOOK: CaseBook = { cases: [], sequence: 0, ledger: { version: 0, last: {} } };

/** 'open': not yet 结案; 'closed': 结案. */
export const CASE_STATES = ['open', 'closed'] as const;
export type CaseState = (typeof CASE_STATES)[number];

export interface CaseQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly divisionCode?: string;
  readonly violation?: ViolationType;
  readonly state?: CaseState;
  readonly text?: string;
}

export interface CaseRow {
  readonly id: string;
  readonly caseNumber: string;
  readonly partyName: string;
  readonly violationLabel: string;
  readonly sourceLabel: string;
  readonly area: number;
  readonly divisionCode: string;
  readonly divisionName: string;
  /** The step the case is at (立案 … 结案) and who holds it. */
  readonly stepName: string;
  readonly holderName: string;
  readonly closed: boolean;
  readonly createdAt: string;
}

export interface CaseStep {
  readonly at: string;
  readonly actorName: string;
  readonly action: string;
  /** The step it was taken at, so an opinion sits with the step whose handler wrote it. */
  readonly stepName: string;
  readonly opinion?: string;
}

export interface CaseDetail extends StoredCase, Omit<CaseRow, 'area' | 'createdAt' | 'id' | 'caseNumber' | 'partyName' | 'divisionCode'> {
  readonly partyKindLabel: string;
  readonly filingName?: string;
  readonly steps: readonly CaseStep[];
}

/** A 备案 a case may be linked to. */
export interface CaseLink {
  readonly keyNumGather: string;
  readonly name: string;
  readonly typeLabel: string;
  readonly divisionName: string;
}

/**
 * GET /api/op/case/params: what 案件详情 is opened with (SPEC section 2, op events): the case's
 * id and the box type as subParams, its files key as filesKey.
 */
export interface CaseParams {
  readonly id: string;
  readonly boxType: 1 | 2 | 3 | 4 | 5 | 6;
  readonly filesKey: string;
  readonly affairKey: string;
  readonly caseNumber: string;
}
