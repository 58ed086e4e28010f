import { caseFieldLabels as l, caseMessages as m } from '../../domain/case/case-messages';
import {
  CASE_ID_MAX,
  CASE_PAGE_SIZE_MAX,
  CASE_SOURCES,
  CASE_STATES,
  FACTS_MAX,
  PARTY_ID_LENGTH,
  PARTY_KINDS,
  PARTY_NAME_MAX,
  PHONE_MAX,
  PLACE_MAX,
  SEARCH_TEXT_MAX,
  VIOLATION_TYPES,
  type CaseSource,
  type CaseState,
  type PartyKind,
  type ViolationType,
} from '../../domain/case/case-types';
import { DIVISION_CODE_LENGTH, KEY_MAX as AFFAIR_KEY_MAX } from '../../domain/validation/input-limits';
import { boxTypeText } from './process.schema';
import { bodyOf, converted, integer, literal, matching, optional, queryOf, text } from './input-schema';

/** The inputs of 案件's calls, for both backends; the case's own rules (and their messages per field) are the domain's. */

const PAGE_INDEX_MAX = 100_000;
const KEY_MAX = 40;
const DIVISION_CODE = /^\d{6}$/;

const id = text({ max: CASE_ID_MAX, min: 1, label: l.id });
const finite = (message: string) => converted((input) => (typeof input === 'number' && Number.isFinite(input) ? input : undefined), message);
/** Blank choices pass here so that the domain answers with its own 请选择… at the field. */
const choice = <T extends string>(values: readonly T[], label: string) => literal<T | ''>([...values, ''], label);

export const caseListQuery = queryOf({
  pageIndex: integer({ min: 1, max: PAGE_INDEX_MAX, label: l.pageIndex }),
  pageSize: integer({ min: 1, max: CASE_PAGE_SIZE_MAX, label: l.pageSize }),
  divisionCode: optional(matching(DIVISION_CODE, { max: DIVISION_CODE_LENGTH, label: l.divisionCode })),
  violation: optional(literal<ViolationType>(VIOLATION_TYPES, l.violation)),
  state: optional(literal<CaseState>(CASE_STATES, l.state)),
  text: optional(text({ max: SEARCH_TEXT_MAX, label: l.text })),
});

export const caseIdQuery = queryOf({ id });
/** An op event's id is the case's or its affair's keyDigNumGather, so it is as long as an affair key may be. */
export const caseParamsQuery = queryOf({ id: text({ max: AFFAIR_KEY_MAX, min: 1, label: l.id }), boxType: optional(boxTypeText) });
export const caseLinksQuery = queryOf({ text: optional(text({ max: SEARCH_TEXT_MAX, label: l.text })) });

export const caseRegisterBody = bodyOf({
  source: choice<CaseSource>(CASE_SOURCES, l.source),
  partyKind: choice<PartyKind>(PARTY_KINDS, l.partyKind),
  partyName: text({ max: PARTY_NAME_MAX, label: l.partyName }),
  partyId: text({ max: PARTY_ID_LENGTH, label: l.partyId }),
  partyPhone: text({ max: PHONE_MAX, label: l.partyPhone }),
  place: text({ max: PLACE_MAX, label: l.place }),
  lon: finite(m.lonNotNumber),
  lat: finite(m.latNotNumber),
  violation: choice<ViolationType>(VIOLATION_TYPES, l.violation),
  area: finite(m.areaInvalid),
  facts: text({ max: FACTS_MAX, label: l.facts }),
  filingKey: text({ max: KEY_MAX, label: l.filingKey }),
});
