import { describe, expect, it } from 'vitest';
import type { AreaView } from '../../src/ui/router/area-views';
import { viewRegistry } from '../../src/ui/router/view-registry';
import { specViews } from '../../src/ui/shell/spec-views';

const areaModules = import.meta.glob<{ views: Record<string, unknown> }>('../../src/ui/areas/*-views.tsx', { eager: true });

describe('the per-area view registries', () => {
  const shellEntries = Object.entries({ ...specViews, ...viewRegistry }) as [string, AreaView][];

  it('find every route name and menu component of the shell in the area the shell names', async () => {
    for (const [name, view] of shellEntries) {
      const loaded = await view.loadView().catch((error: unknown) => error);
      expect(loaded, name).toHaveProperty('default');
    }
  });

  it('hold components, not lazy types, which the shell’s own lazy entry cannot render (React error 306)', () => {
    const lazyType = Symbol.for('react.lazy');
    const views = Object.values(areaModules).flatMap((module) => Object.entries(module.views));
    expect(views.filter(([, view]) => (view as { $$typeof?: symbol }).$$typeof === lazyType).map(([name]) => name)).toEqual([]);
  });

  it('hold no view the shell cannot reach', () => {
    const reachable = new Set(shellEntries.map(([name]) => name));
    const registered = Object.values(areaModules).flatMap((module) => Object.keys(module.views));
    expect(registered.filter((name) => !reachable.has(name))).toEqual([]);
    expect(new Set(registered).size).toBe(registered.length);
  });
});
