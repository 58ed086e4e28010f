import type { MessageProblems } from '../../domain/message/message-types';
import { isApiFailure } from '../../ports/api-failure';

/** The Chinese message of a failure, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message || fallback : fallback);

/** A message the caller may not see (or none): the page says so instead of showing it. */
export function isRefusal(error: unknown): boolean {
  if (!isApiFailure(error)) return false;
  const { failure } = error;
  const status = failure.kind === 'http' ? failure.status : failure.kind === 'rejected' ? failure.code : undefined;
  return status === 403 || status === 404;
}

/** The server's message per field of a 400 (body.fieldProblems). */
export function problemsOf(error: unknown): MessageProblems {
  if (!isApiFailure(error) || error.failure.kind !== 'http') return {};
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null || !('fieldProblems' in body)) return {};
  const problems = (body as { fieldProblems: unknown }).fieldProblems;
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
