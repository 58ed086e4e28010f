import type { IsoDate } from '../filing/calendar-date';
import type { TemporaryLandUse } from '../filing/filing-types';
import type { AcceptanceEntry } from './acceptance';
import type { TemporaryLandStatus } from './status';

/** An acceptance entry as stored: who made it and when, besides the entry the state machine reads. */
export type StoredAcceptanceEntry = AcceptanceEntry & { readonly userId: string; readonly at: string };

/**
 * What a temporary land use keeps beyond its filing (the filing holds the approval, the term, the
 * parcel and the plan): the acceptance history, the 复垦保证金, the key of the acceptance
 * attachments and the version acceptance saves are checked against.
 */
export interface StoredLand {
  /** The filing's keyNumGather: a temporary land use is a filed 临时用地 record. */
  readonly id: string;
  readonly history: readonly StoredAcceptanceEntry[];
  /** 复垦保证金 in 元. */
  readonly deposit: number;
  readonly filesKey: string;
  readonly version: number;
}

export interface TemporaryLandBook {
  readonly lands: readonly StoredLand[];
}

export const LAND_PAGE_SIZES = [10, 20, 50] as const;
export type LandPageSize = (typeof LAND_PAGE_SIZES)[number];

/** The list's filters: the division means its whole subtree, the dates bound the approval date. */
export interface LandFilters {
  readonly status?: TemporaryLandStatus;
  readonly divisionCode?: string;
  readonly startDate?: IsoDate;
  readonly endDate?: IsoDate;
  /** Found in the project name, the approval number or the user unit. */
  readonly text?: string;
}

export interface LandQuery extends LandFilters {
  readonly pageIndex: number;
  readonly pageSize: LandPageSize;
}

export interface LandRow {
  readonly id: string;
  readonly projectName: string;
  readonly userUnit: string;
  readonly divisionCode: string;
  readonly divisionName: string;
  readonly approvalNumber: string;
  readonly approvalDate: IsoDate;
  readonly endDate: IsoDate;
  readonly reclamationDueDate: IsoDate;
  readonly status: TemporaryLandStatus;
  readonly statusLabel: string;
  /** 剩余N天 / 逾期N天, blank for the other statuses. */
  readonly daysText: string;
  readonly daysLeft: number;
  readonly daysOverdue: number;
}

export interface LandPage {
  readonly rows: LandRow[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** One acceptance entry as the details show it. */
export interface AcceptanceRecord {
  readonly kind: AcceptanceEntry['kind'];
  readonly label: string;
  readonly date: IsoDate;
  readonly opinion: string;
  readonly divisionName: string;
  readonly userName: string;
  readonly at: string;
  readonly passed?: boolean;
}

/** One line of the details' history: the filing's steps and the acceptance entries, by time. */
export interface LandHistoryRow {
  readonly at: string;
  readonly label: string;
  readonly userName: string;
  readonly note?: string;
}

export interface LandDetail extends LandRow {
  readonly data: TemporaryLandUse;
  readonly purposeLabel: string;
  readonly termMonths: number;
  /** The legal maximum term of the purpose, in months. */
  readonly maxTermMonths: number;
  readonly filingNumber?: string;
  readonly createdByName: string;
  readonly filedAt?: string;
  readonly deposit: number;
  readonly filesKey: string;
  readonly version: number;
  readonly acceptance: readonly AcceptanceRecord[];
  readonly history: readonly LandHistoryRow[];
  /** What the caller may do now: the land's county registers, the city right above decides. */
  readonly abilities: { readonly register: boolean; readonly decide: boolean };
}

export interface RegisterBody {
  readonly id: string;
  readonly version: number;
  readonly date: IsoDate;
  readonly opinion: string;
}

export interface DecideBody extends RegisterBody {
  readonly passed: boolean;
}
