import { documentFieldLabels as l } from '../../domain/document/document-messages';
import { BODY_MAX, DOCUMENT_KINDS, RECIPIENTS_MAX, SECRECY_LEVELS, TITLE_MAX, URGENCY_LEVELS, type DocumentKind, type SecrecyLevel, type UrgencyLevel } from '../../domain/document/document-types';
import type { PostBox } from '../../domain/document/post-service';
import { bodyOf, integer, literal, optional, queryOf, repeated, text } from './input-schema';

/** The inputs of 发文's calls, for both backends; the posts' own rules (and their messages) are the domain's. */

const VERSION_MAX = 1_000_000_000;
const PAGE_INDEX_MAX = 100_000;
const PAGE_SIZE_MAX = 100;
const ID_MAX = 24;
const DEPT_ID_MAX = 40;

const id = text({ max: ID_MAX, min: 1, label: '发文编号' });
const version = integer({ min: 0, max: VERSION_MAX, label: l.version });
/** Blank choices and texts pass here so that the domain answers with its own 请… message at the field. */
const choice = <T extends string>(values: readonly T[], label: string) => literal<T | ''>([...values, ''], label);
const units = (label: string) => repeated(text({ max: DEPT_ID_MAX, min: 1, label }), { min: 0, max: RECIPIENTS_MAX + 1, label });

export const postListQuery = queryOf({
  box: literal<PostBox>(['drafted', 'received'], '列表'),
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: '页码' }),
  pageSize: integer({ min: 1, max: PAGE_SIZE_MAX, label: '每页条数' }),
});

export const postIdQuery = queryOf({ id });

export const postSaveBody = bodyOf({
  id: optional(id),
  version,
  title: text({ max: TITLE_MAX, label: l.title }),
  kind: choice<DocumentKind>(DOCUMENT_KINDS, l.kind),
  secrecy: choice<SecrecyLevel>(SECRECY_LEVELS, l.secrecy),
  urgency: choice<UrgencyLevel>(URGENCY_LEVELS, l.urgency),
  mainTo: units(l.mainTo),
  copyTo: units(l.copyTo),
  body: text({ max: BODY_MAX, label: l.body }),
});

export const postSubmitBody = bodyOf({ id, version });
export const postNumberBody = bodyOf({ id });
