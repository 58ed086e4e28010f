/** 公文: 发文 (posts drafted here and numbered at 编号) and 收文 (documents received and split into affairs). */

export const DOCUMENT_KINDS = ['通知', '请示', '报告', '函', '批复', '意见', '决定', '通报', '纪要'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const SECRECY_LEVELS = ['公开', '内部', '秘密', '机密'] as const;
export type SecrecyLevel = (typeof SECRECY_LEVELS)[number];

export const URGENCY_LEVELS = ['普通', '加急', '特急'] as const;
export type UrgencyLevel = (typeof URGENCY_LEVELS)[number];

export const TITLE_MAX = 100;
export const BODY_MAX = 20_000;
export const RECIPIENTS_MAX = 50;
export const ISSUER_MAX = 60;
export const ISSUER_NUMBER_MAX = 40;
export const COPIES_MAX = 999;
export const PROPOSAL_MAX = 500;
export const SPLIT_DEPARTMENTS_MAX = 10;

/** What the drafter types (发文拟稿); a new draft has no id and version 0. */
export interface PostDraft {
  readonly title: string;
  readonly kind: DocumentKind | '';
  readonly secrecy: SecrecyLevel | '';
  readonly urgency: UrgencyLevel | '';
  /** 主送 and 抄送: department ids from the division tree. */
  readonly mainTo: readonly string[];
  readonly copyTo: readonly string[];
  readonly body: string;
}

/** What the clerk types at 收文登记. */
export interface ReceiptDraft {
  readonly issuer: string;
  readonly issuerNumber: string;
  readonly title: string;
  readonly receivedDate: string;
  readonly copies: number;
  readonly secrecy: SecrecyLevel | '';
  readonly urgency: UrgencyLevel | '';
  /** 办理期限 (yyyy-MM-dd). */
  readonly deadline: string;
  readonly proposal: string;
}

export type DocumentProblems = Partial<Record<string, string>>;
