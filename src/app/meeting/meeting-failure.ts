import type { MeetingProblems } from '../../domain/meeting/meeting-types';
import { isApiFailure } from '../../ports/api-failure';

/** The Chinese message of a failure, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message || fallback : fallback);

function statusOf(error: unknown): number | undefined {
  if (!isApiFailure(error)) return undefined;
  const { failure } = error;
  if (failure.kind === 'http') return failure.status;
  return failure.kind === 'rejected' ? failure.code : undefined;
}

/** A meeting the caller takes no part in answers 404 (its existence does not leak). */
export const isRefusal = (error: unknown): boolean => statusOf(error) === 403 || statusOf(error) === 404;

/** A taken slot or a stale version. */
export const isConflict = (error: unknown): boolean => statusOf(error) === 409;

/** The server's message per field of a 400 (body.fieldProblems). */
export function problemsOf(error: unknown): MeetingProblems {
  if (!isApiFailure(error) || error.failure.kind !== 'http') return {};
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null || !('fieldProblems' in body)) return {};
  const problems = (body as { fieldProblems: unknown }).fieldProblems;
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
