import { lazy, type ComponentType } from 'react';

/** The views of one area of the product, by route name or menu component string. */
export type AreaViews = Readonly<Record<string, ComponentType>>;

type AreaModule = Promise<{ views: AreaViews }>;

/** A shell entry; loadView resolves the area's view, so a test can check every name is in its area. */
export type AreaView = ComponentType & { readonly loadView: () => Promise<{ default: ComponentType }> };

/**
 * The shell's entries for an area's views: each loads the area's registry (src/ui/areas/*) first
 * and then the view it names. The shell holds one dynamic import per area instead of one per page:
 * every page import carried the list of chunks to preload with it, and those lists had filled the
 * shell's byte budget.
 */
export function areaViews(loadArea: () => AreaModule, names: readonly string[]): AreaViews {
  let area: AreaModule | undefined;
  const entries = names.map((name): [string, AreaView] => {
    const loadView = async (): Promise<{ default: ComponentType }> => {
      area ??= loadArea();
      const { views } = await area;
      const view = views[name];
      if (view === undefined) throw new Error(`the area registry has no view named ${name}`);
      return { default: view };
    };
    return [name, Object.assign(lazy(loadView), { loadView })];
  });
  return Object.fromEntries(entries);
}
