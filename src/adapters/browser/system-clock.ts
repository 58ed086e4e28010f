import type { Clock } from '../../ports/browser.port';

/** Wall-clock time; the domain never reads it directly so that its tests stay deterministic. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
