import type { CaseProblems } from '../../domain/case/case-types';
import { isApiFailure } from '../../ports/api-failure';

/** The Chinese message of a failure, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message || fallback : fallback);

function statusOf(error: unknown): number | undefined {
  if (!isApiFailure(error)) return undefined;
  const { failure } = error;
  if (failure.kind === 'http') return failure.status;
  return failure.kind === 'rejected' ? failure.code : undefined;
}

/** Another division's case (403) or none (404): the page says so instead of a form. */
export const isRefusal = (error: unknown): boolean => statusOf(error) === 403 || statusOf(error) === 404;

export const isStale = (error: unknown): boolean => statusOf(error) === 409;

/** The server's message per field of a 400 (body.fieldProblems). */
export function problemsOf(error: unknown): CaseProblems {
  if (!isApiFailure(error) || error.failure.kind !== 'http') return {};
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null || !('fieldProblems' in body)) return {};
  const problems = (body as { fieldProblems: unknown }).fieldProblems;
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
