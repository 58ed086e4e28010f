import type { FieldProblems } from '../../domain/ledger/ledger-form-types';
import { isApiFailure } from '../../ports/api-failure';

/** The Chinese message of a failure, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message || fallback : fallback);

export function statusOf(error: unknown): number | undefined {
  if (!isApiFailure(error)) return undefined;
  const { failure } = error;
  if (failure.kind === 'http') return failure.status;
  return failure.kind === 'rejected' ? failure.code : undefined;
}

/** The server's message per field of a 400 (body.fieldProblems). */
export function problemsOf(error: unknown): FieldProblems {
  if (!isApiFailure(error) || error.failure.kind !== 'http') return {};
  const body = error.failure.body;
  if (typeof body !== 'object' || body === null || !('fieldProblems' in body)) return {};
  const problems = (body as { fieldProblems: unknown }).fieldProblems;
  if (typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** What a refused save leaves for the page: the message, whether someone saved first, and each field's message. */
export interface SaveState {
  readonly saving: boolean;
  readonly saveError?: string;
  readonly conflict: boolean;
  readonly problems: FieldProblems;
}

export const idleSave: SaveState = { saving: false, conflict: false, problems: {} };

export const refusedSave = (error: unknown, fallback: string): SaveState => ({ saving: false, saveError: messageOf(error, fallback), conflict: statusOf(error) === 409, problems: problemsOf(error) });
