import { documentFieldLabels as l } from '../../domain/document/document-messages';
import {
  ISSUER_MAX,
  ISSUER_NUMBER_MAX,
  PROPOSAL_MAX,
  SECRECY_LEVELS,
  SPLIT_DEPARTMENTS_MAX,
  TITLE_MAX,
  URGENCY_LEVELS,
  type SecrecyLevel,
  type UrgencyLevel,
} from '../../domain/document/document-types';
import type { DeadlineStanding } from '../../domain/document/receipt-deadline';
import { DAY_LENGTH } from '../../domain/validation/input-limits';
import { bodyOf, integer, literal, optional, queryOf, repeated, text } from './input-schema';

/** The inputs of 公文's calls, for both backends; the documents' own rules are the domain's (messages per field). */

const VERSION_MAX = 1_000_000_000;
const PAGE_INDEX_MAX = 100_000;
const PAGE_SIZE_MAX = 100;
const ID_MAX = 24;
const DEPT_ID_MAX = 40;
const SEARCH_TEXT_MAX = 50;
const STANDINGS: readonly DeadlineStanding[] = ['done', 'open', 'due-soon', 'overdue'];

const id = text({ max: ID_MAX, min: 1, label: '收文编号' });
/** Blank choices pass here so that the domain answers with its own 请选择… message at the field. */
const choice = <T extends string>(values: readonly T[], label: string) => literal<T | ''>([...values, ''], label);

export const receiptListQuery = queryOf({
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: '页码' }),
  pageSize: integer({ min: 1, max: PAGE_SIZE_MAX, label: '每页条数' }),
  standing: optional(literal<DeadlineStanding>(STANDINGS, '办理状态')),
  text: optional(text({ max: SEARCH_TEXT_MAX, label: '关键字' })),
});

export const receiptIdQuery = queryOf({ id });

export const receiptRegisterBody = bodyOf({
  issuer: text({ max: ISSUER_MAX, label: l.issuer }),
  issuerNumber: text({ max: ISSUER_NUMBER_MAX, label: l.issuerNumber }),
  title: text({ max: TITLE_MAX, label: l.title }),
  receivedDate: text({ max: DAY_LENGTH, label: l.receivedDate }),
  // Any whole number gets through so that the domain answers 1～999 with its own message.
  copies: integer({ min: -VERSION_MAX, max: VERSION_MAX, label: l.copies }),
  secrecy: choice<SecrecyLevel>(SECRECY_LEVELS, l.secrecy),
  urgency: choice<UrgencyLevel>(URGENCY_LEVELS, l.urgency),
  deadline: text({ max: DAY_LENGTH, label: l.deadline }),
  proposal: text({ max: PROPOSAL_MAX, label: l.proposal }),
});

export const receiptSplitBody = bodyOf({
  id,
  version: integer({ min: 0, max: VERSION_MAX, label: l.version }),
  departments: repeated(text({ max: DEPT_ID_MAX, min: 1, label: l.departments }), { min: 0, max: SPLIT_DEPARTMENTS_MAX + 1, label: l.departments }),
});
