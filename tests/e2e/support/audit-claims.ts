// Which screens the accessibility gate has audited in this run, across every browser test file:
// a screen is audited once per run, by whichever file reaches it first. An axe audit costs one to
// three seconds, and every file signs in through /login and /index, opens details pages of other
// records and ends its tests on screens earlier files had already audited; auditing each of those
// again per file had grown to a third of the browser tier's time.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** A record's id in an address (SW2026111200064, BA360121000288, 12): a segment with a digit. */
const RECORD_SEGMENT = /\d/;

/**
 * The screen an address shows, without the record: path segments holding a digit become :id and
 * the query keeps its parameter names only (the details of one affair are the same screen as the
 * details of the next).
 */
export function screenOf(url: URL): string {
  const path = url.pathname
    .split('/')
    .map((segment) => (RECORD_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  const names = [...new Set(url.searchParams.keys())].sort();
  return names.length === 0 ? path : `${path}?${names.join('&')}`;
}

export interface AuditClaims {
  /** True for the first caller in the run to claim this key; it then audits the screen. */
  claim(key: string): boolean;
  /** Gives a claim back when its audit could not run, so a later visit audits the screen. */
  release(key: string): void;
}

/** Claims as atomic directories (one per key) in a directory the global setup empties for each run. */
export function auditClaims(directory: string): AuditClaims {
  mkdirSync(directory, { recursive: true });
  const pathOf = (key: string): string => join(directory, createHash('sha1').update(key).digest('hex'));
  return {
    claim(key) {
      try {
        mkdirSync(pathOf(key));
        return true;
      } catch {
        return false;
      }
    },
    release(key) {
      rmSync(pathOf(key), { recursive: true, force: true });
    },
  };
}
