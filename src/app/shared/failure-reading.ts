import { isApiFailure } from '../../ports/api-failure';

/** What the stores read of a failed call: its Chinese message, its status and its field messages. */

/** The Chinese message of a failure, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message || fallback : fallback);

/** The HTTP status of a refusal (403, 404, 409…), or undefined for anything else. */
export function statusOf(error: unknown): number | undefined {
  if (!isApiFailure(error)) return undefined;
  const { failure } = error;
  if (failure.kind === 'http') return failure.status;
  return failure.kind === 'rejected' ? failure.code : undefined;
}

/** A record outside the caller's jurisdiction (403) or unknown to them (404): the page says so instead of the record. */
export const isRefusal = (error: unknown): boolean => statusOf(error) === 403 || statusOf(error) === 404;

/** A stale version, or a state the rules refuse (a taken slot, a second loan). */
export const isConflict = (error: unknown): boolean => statusOf(error) === 409;

/** The server's message per field of a 400 (body.fieldProblems), or per item under another key (a 409's body.recordProblems). */
export function problemsOf(error: unknown, key = 'fieldProblems'): Readonly<Record<string, string>> {
  if (!isApiFailure(error) || error.failure.kind !== 'http') return {};
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null || !(key in body)) return {};
  const problems = (body as Record<string, unknown>)[key];
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
