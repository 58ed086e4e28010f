import { err, ok, type Result } from '../shared/result';

/** Every stored record carries a version that each save increments. */
interface Versioned {
  readonly version: number;
}

export const STALE_VERSION_MESSAGE = '该记录已被他人修改，请刷新后重试';

interface StaleVersion {
  readonly code: 'stale-version';
  readonly message: string;
  readonly currentVersion: number;
  readonly submittedVersion: number;
}

/**
 * Optimistic concurrency: save `incoming` (edited from the version it carries) over `stored`.
 * A stale version is refused; the caller keeps the user's edits on screen.
 */
export function saveVersioned<T extends Versioned>(stored: T, incoming: T): Result<T, StaleVersion> {
  if (incoming.version !== stored.version) {
    return err({ code: 'stale-version', message: STALE_VERSION_MESSAGE, currentVersion: stored.version, submittedVersion: incoming.version });
  }
  return ok({ ...incoming, version: stored.version + 1 });
}
