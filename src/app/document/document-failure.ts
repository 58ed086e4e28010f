import type { DocumentProblems } from '../../domain/document/document-types';
import { isApiFailure } from '../../ports/api-failure';

/** The Chinese message of a failure, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message || fallback : fallback);

/** The server's message per field of a 400 (body.fieldProblems). */
export function problemsOf(error: unknown): DocumentProblems {
  if (!isApiFailure(error) || error.failure.kind !== 'http') return {};
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null || !('fieldProblems' in body)) return {};
  const problems = (body as { fieldProblems: unknown }).fieldProblems;
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
