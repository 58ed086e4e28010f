import type { Affair } from './affair';
import { refusal, type Refusal } from './refusals';

/** Optimistic concurrency: an affair's version is the length of its append-only history. */
export const versionOf = (affair: Affair): number => affair.history.length;

/** Refuses a command made on another version than the current one (someone acted in between). */
export const staleVersion = (affair: Affair, version: number): Refusal | undefined =>
  version === versionOf(affair) ? undefined : refusal('stale-version');
