import { dayNumber } from '../filing/calendar-date';
import { documentMessages as m } from './document-messages';
import {
  BODY_MAX,
  COPIES_MAX,
  ISSUER_MAX,
  ISSUER_NUMBER_MAX,
  PROPOSAL_MAX,
  RECIPIENTS_MAX,
  SPLIT_DEPARTMENTS_MAX,
  TITLE_MAX,
  type DocumentProblems,
  type PostDraft,
  type ReceiptDraft,
} from './document-types';

const tooLong = (label: string, max: number): string => `${label}不能超过${max}个字`;

function textProblem(value: string, required: string, label: string, max: number): string | undefined {
  if (value.trim() === '') return required;
  return value.length > max ? tooLong(label, max) : undefined;
}

const collect = (entries: ReadonlyArray<readonly [string, string | undefined]>): DocumentProblems =>
  Object.fromEntries(entries.filter((entry): entry is readonly [string, string] => entry[1] !== undefined));

/** The field problems of a 发文拟稿; `isUnit` says whether a department id exists in the division tree. */
export function postProblems(draft: PostDraft, isUnit: (deptId: string) => boolean): DocumentProblems {
  const all = [...draft.mainTo, ...draft.copyTo];
  const recipients = (): string | undefined => {
    if (draft.mainTo.length === 0) return m.mainToRequired;
    if (all.length > RECIPIENTS_MAX) return m.recipientsTooMany;
    return all.some((id) => !isUnit(id)) ? m.recipientUnknown : undefined;
  };
  return collect([
    ['title', textProblem(draft.title, m.titleRequired, '标题', TITLE_MAX)],
    ['kind', draft.kind === '' ? m.kindRequired : undefined],
    ['secrecy', draft.secrecy === '' ? m.secrecyRequired : undefined],
    ['urgency', draft.urgency === '' ? m.urgencyRequired : undefined],
    ['mainTo', recipients()],
    ['copyTo', draft.copyTo.some((id) => draft.mainTo.includes(id)) ? m.recipientTwice : undefined],
    ['body', textProblem(draft.body, m.bodyRequired, '正文', BODY_MAX)],
  ]);
}

/** The field problems of a 收文登记, judged against today (yyyy-MM-dd, China time). */
export function receiptProblems(draft: ReceiptDraft, today: string): DocumentProblems {
  const received = dayNumber(draft.receivedDate);
  const deadline = dayNumber(draft.deadline);
  const receivedProblem = (): string | undefined => {
    if (draft.receivedDate === '') return m.receivedDateRequired;
    if (received === undefined) return m.dateInvalid;
    return draft.receivedDate > today ? m.receivedInFuture : undefined;
  };
  const deadlineProblem = (): string | undefined => {
    if (draft.deadline === '') return m.deadlineRequired;
    if (deadline === undefined) return m.dateInvalid;
    return received !== undefined && deadline < received ? m.deadlineBeforeReceived : undefined;
  };
  return collect([
    ['issuer', textProblem(draft.issuer, m.issuerRequired, '来文单位', ISSUER_MAX)],
    ['issuerNumber', textProblem(draft.issuerNumber, m.issuerNumberRequired, '来文字号', ISSUER_NUMBER_MAX)],
    ['title', textProblem(draft.title, m.titleRequired, '标题', TITLE_MAX)],
    ['receivedDate', receivedProblem()],
    ['copies', Number.isInteger(draft.copies) && draft.copies >= 1 && draft.copies <= COPIES_MAX ? undefined : m.copiesOutOfRange],
    ['secrecy', draft.secrecy === '' ? m.secrecyRequired : undefined],
    ['urgency', draft.urgency === '' ? m.urgencyRequired : undefined],
    ['deadline', deadlineProblem()],
    ['proposal', draft.proposal.length > PROPOSAL_MAX ? tooLong('拟办意见', PROPOSAL_MAX) : undefined],
  ]);
}

/** The refusal of a 分办 to these departments, or undefined when it may go ahead. */
export function splitProblem(departments: readonly string[], alreadySplit: boolean): string | undefined {
  if (alreadySplit) return m.alreadySplit;
  if (departments.length === 0) return m.departmentsRequired;
  if (departments.length > SPLIT_DEPARTMENTS_MAX) return m.departmentsTooMany;
  return new Set(departments).size === departments.length ? undefined : m.departmentTwice;
}
