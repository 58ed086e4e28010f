import type { ArchiveProblems } from '../../domain/archive/archive-types';
import { isApiFailure } from '../../ports/api-failure';

/** The Chinese message of a failure, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message || fallback : fallback);

function statusOf(error: unknown): number | undefined {
  if (!isApiFailure(error)) return undefined;
  const { failure } = error;
  if (failure.kind === 'http') return failure.status;
  return failure.kind === 'rejected' ? failure.code : undefined;
}

/** A record outside the caller's jurisdiction answers 404 (its existence does not leak). */
export const isRefusal = (error: unknown): boolean => statusOf(error) === 403 || statusOf(error) === 404;

/** A stale version or a loan the rules refuse. */
export const isConflict = (error: unknown): boolean => statusOf(error) === 409;

/** The server's message per field of a 400 (body.fieldProblems). */
export function problemsOf(error: unknown): ArchiveProblems {
  if (!isApiFailure(error) || error.failure.kind !== 'http') return {};
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null || !('fieldProblems' in body)) return {};
  const problems = (body as { fieldProblems: unknown }).fieldProblems;
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
