import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { normaliseLayout, WIDGET_IDS } from '../../src/domain/dashboard/layout';

/** Distinct known ids in any order and any subset, each shown or hidden. */
const givenLayout = fc
  .shuffledSubarray([...WIDGET_IDS])
  .chain((ids) => fc.tuple(fc.constant(ids), fc.array(fc.boolean(), { minLength: ids.length, maxLength: ids.length })))
  .map(([ids, shown]) => ids.map((id, index) => ({ id, visible: shown[index] ?? false })));

describe('dashboard layout normalisation', () => {
  test.prop([givenLayout])('yields every widget exactly once', (given) => {
    const normal = normaliseLayout(given);
    expect(normal.ok).toBe(true);
    if (!normal.ok) return;
    expect(normal.value.map((w) => w.id).sort()).toEqual([...WIDGET_IDS].sort());
  });

  test.prop([givenLayout])('keeps the given widgets first, in their order and visibility, and appends the rest hidden', (given) => {
    const normal = normaliseLayout(given);
    if (!normal.ok) throw new Error(normal.error);
    expect(normal.value.slice(0, given.length)).toEqual(given);
    expect(normal.value.slice(given.length).every((w) => !w.visible)).toBe(true);
  });

  test.prop([givenLayout])('is idempotent', (given) => {
    const once = normaliseLayout(given);
    if (!once.ok) throw new Error(once.error);
    expect(normaliseLayout(once.value)).toEqual(once);
  });

  test.prop([givenLayout, fc.nat(), fc.boolean()])('refuses a repeated widget, naming it', (given, pick, visible) => {
    fc.pre(given.length > 0);
    const repeated = given[pick % given.length];
    if (repeated === undefined) return;
    const normal = normaliseLayout([...given, { id: repeated.id, visible }]);
    expect(normal).toEqual({ ok: false, error: `组件重复：${repeated.id}` });
  });

  test.prop([givenLayout, fc.string({ minLength: 1, maxLength: 12 })])('refuses an unknown widget, naming it', (given, id) => {
    fc.pre(!(WIDGET_IDS as readonly string[]).includes(id));
    expect(normaliseLayout([...given, { id, visible: true }])).toEqual({ ok: false, error: `未知的组件：${id}` });
  });
});
