import type { Division } from '../directory/directory';
import { err, ok, type Result } from '../shared/result';
import { textOfHtml, utf8Bytes, type NoticeSanitiser } from './notice-html';
import { NOTICE_BODY_MAX_BYTES, NOTICE_CATEGORIES, NOTICE_TITLE_MAX, noticeMessages as m } from './notice-messages';
import type { NoticeFailure } from './notice-rules';
import { covers } from './notice-scope';
import type { NoticeInput } from './notice-types';

type Problem = { readonly field: keyof NoticeInput; readonly message: string };

/** What the checks need besides the input: the writer's division, the directory's divisions, today and the sanitiser. */
interface NoticeCheckContext {
  readonly writerDivision: string;
  readonly divisions: readonly Division[];
  /** yyyy-MM-dd, China. */
  readonly today: string;
  readonly sanitise: NoticeSanitiser;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A real calendar day: 2026-02-30 matches the pattern but is no date. */
function isCalendarDay(text: string): boolean {
  if (!DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function scopeProblem(scopeCode: string, context: NoticeCheckContext): string | undefined {
  if (scopeCode.trim() === '') return undefined;
  if (!context.divisions.some((d) => d.code === scopeCode)) return m.scopeUnknown;
  return covers(context.writerDivision, scopeCode) ? undefined : m.scopeOutside;
}

function expiryProblem(expiresOn: string | undefined, today: string): string | undefined {
  if (expiresOn === undefined || expiresOn === '') return undefined;
  if (!isCalendarDay(expiresOn)) return m.expiresFormat;
  return expiresOn < today ? m.expiresPast : undefined;
}

/**
 * The checks that need nothing but the input: title, body and that a scope is chosen. The editor
 * runs them before a request; the server runs them on the trimmed title and the sanitised body.
 */
export function noticeFormProblems(input: Pick<NoticeInput, 'title' | 'body' | 'scopeCode'>): Problem[] {
  const problems: Problem[] = [];
  const title = input.title.trim();
  if (title === '') problems.push({ field: 'title', message: m.titleRequired });
  else if ([...title].length > NOTICE_TITLE_MAX) problems.push({ field: 'title', message: m.titleTooLong });
  if (textOfHtml(input.body) === '') problems.push({ field: 'body', message: m.bodyRequired });
  else if (utf8Bytes(input.body) > NOTICE_BODY_MAX_BYTES) problems.push({ field: 'body', message: m.bodyTooLarge });
  if (input.scopeCode.trim() === '') problems.push({ field: 'scopeCode', message: m.scopeRequired });
  return problems;
}

/**
 * The input as it is stored: title trimmed, body sanitised, an empty expiry dropped; or a 400
 * naming every field to fix. The body limit counts the sanitised HTML, what is actually kept.
 */
export function checkNoticeInput(input: NoticeInput, context: NoticeCheckContext): Result<NoticeInput, NoticeFailure> {
  const title = input.title.trim();
  const body = context.sanitise(input.body);
  const problems: Problem[] = noticeFormProblems({ title, body, scopeCode: input.scopeCode });
  if (!NOTICE_CATEGORIES.includes(input.category)) problems.push({ field: 'category', message: m.categoryInvalid });
  const scope = scopeProblem(input.scopeCode, context);
  if (scope !== undefined) problems.push({ field: 'scopeCode', message: scope });
  const expiry = expiryProblem(input.expiresOn, context.today);
  if (expiry !== undefined) problems.push({ field: 'expiresOn', message: expiry });
  if (problems.length > 0) return err({ status: 400, message: problems.length === 1 ? (problems[0]?.message ?? m.invalid) : m.invalid, problems });
  const expiresOn = input.expiresOn === undefined || input.expiresOn === '' ? {} : { expiresOn: input.expiresOn };
  return ok({ title, category: input.category, body, scopeCode: input.scopeCode, pinned: input.pinned, ...expiresOn });
}
