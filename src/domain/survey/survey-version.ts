/**
 * The version rule of a survey save: a new survey is saved at version 0 and becomes 1; an existing
 * one only at the version it was read at, and becomes the next. Anything else is stale (undefined).
 */
export function nextVersion(stored: number | undefined, submitted: number): number | undefined {
  if (stored === undefined) return submitted === 0 ? 1 : undefined;
  return submitted === stored ? stored + 1 : undefined;
}
