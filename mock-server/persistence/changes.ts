/**
 * What one change did to the database, at record granularity, found by comparing references.
 * The database is deep-frozen between changes, so a change can only replace objects, never edit
 * them in place; an object that is still the same reference is therefore unchanged, and the walk
 * only descends where references differ.
 */

export type Key = string | number;

/** One step of a change: set a value, delete a key, or splice an array. */
export type Op =
  | { readonly p: readonly Key[]; readonly v: unknown }
  | { readonly p: readonly Key[]; readonly d: 1 }
  | { readonly p: readonly Key[]; readonly s: readonly [number, number]; readonly v: readonly unknown[] };

type Container = Record<string, unknown> | unknown[];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The ops that turn `before` into `after`, both top-level objects of the database. */
export function diffRecords(before: Record<string, unknown>, after: Record<string, unknown>): Op[] {
  const ops: Op[] = [];
  diffObjects(before, after, [], ops);
  return ops;
}

function diffValues(before: unknown, after: unknown, at: readonly Key[], ops: Op[]): void {
  if (before === after) return;
  if (Array.isArray(before) && Array.isArray(after)) diffArrays(before, after, at, ops);
  else if (isPlainObject(before) && isPlainObject(after)) diffObjects(before, after, at, ops);
  else ops.push({ p: at, v: after });
}

function diffObjects(before: Record<string, unknown>, after: Record<string, unknown>, at: readonly Key[], ops: Op[]): void {
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(before, key)) ops.push({ p: [...at, key], v: after[key] });
    else diffValues(before[key], after[key], [...at, key], ops);
  }
  for (const key of Object.keys(before)) {
    if (!Object.hasOwn(after, key)) ops.push({ p: [...at, key], d: 1 });
  }
}

/** Arrays of records: keep the common head and tail, splice the middle with whole records. */
function diffArrays(before: readonly unknown[], after: readonly unknown[], at: readonly Key[], ops: Op[]): void {
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head += 1;
  let tail = 0;
  while (tail < shorter - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail += 1;
  const removed = before.length - head - tail;
  const added = after.slice(head, after.length - tail);
  if (removed === 0 && added.length === 0) return;
  ops.push({ p: at, s: [head, removed], v: added });
}

/** Applies ops written by diffRecords to a database read back from disk. */
export function applyOps(root: Record<string, unknown>, ops: readonly Op[]): void {
  for (const op of ops) {
    if ('s' in op) {
      const target = walk(root, op.p);
      if (!Array.isArray(target)) throw new Error(`journal splice at ${op.p.join('.')} is not an array`);
      target.splice(op.s[0], op.s[1], ...op.v);
      continue;
    }
    const parent = walk(root, op.p.slice(0, -1));
    const key = op.p.at(-1);
    if (key === undefined || typeof parent !== 'object' || parent === null) throw new Error(`journal path ${op.p.join('.')} has no parent`);
    const container = parent as Container;
    if ('d' in op) delete (container as Record<string, unknown>)[key];
    else (container as Record<string, unknown>)[key] = op.v;
  }
}

function walk(root: unknown, at: readonly Key[]): unknown {
  let node = root;
  for (const key of at) {
    if (typeof node !== 'object' || node === null) throw new Error(`journal path ${at.join('.')} leaves the database`);
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Freezes everything a change added. Frozen objects are skipped: everything below them is frozen
 * already, so the cost follows the size of the change, not of the database.
 */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
