import { isApiFailure } from '../../ports/api-failure';

/** The HTTP status of a refusal (403, 404, 409…), or undefined for anything else. */
export function statusOf(error: unknown): number | undefined {
  if (!isApiFailure(error)) return undefined;
  const { failure } = error;
  if (failure.kind === 'http') return failure.status;
  return failure.kind === 'rejected' ? failure.code : undefined;
}

/** The Chinese message of a failure, or the fallback. */
export const messageOf = (error: unknown, fallback: string): string => (isApiFailure(error) ? error.userMessage.message || fallback : fallback);
