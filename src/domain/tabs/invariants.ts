import { HOME_TAB, TAB_LIMIT, type TabsState } from './tab-view';

/** Violations of the tab strip's invariants (empty when valid); used by the tests. */
export function validTabs(state: TabsState): string[] {
  const violations: string[] = [];
  if (state.tabs.length > TAB_LIMIT) violations.push(`more than ${String(TAB_LIMIT)} tabs: ${String(state.tabs.length)}`);
  const first = state.tabs[0];
  if (first?.path !== HOME_TAB.path) violations.push('home is not the first tab');
  if (first !== undefined && first.affix !== true) violations.push('home is not affixed');
  const paths = state.tabs.map((tab) => tab.path);
  const duplicates = paths.filter((path, index) => paths.indexOf(path) !== index);
  if (duplicates.length > 0) violations.push(`duplicate paths: ${duplicates.join(', ')}`);
  if (state.tabs.slice(1).some((tab) => tab.affix === true)) violations.push('a tab other than home is affixed');
  if (!paths.includes(state.active)) violations.push(`active tab ${state.active} is not open`);
  if (new Set(state.uncached).size !== state.uncached.length) violations.push('duplicate uncached names');
  return violations;
}
