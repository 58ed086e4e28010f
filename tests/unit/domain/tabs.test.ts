import { describe, expect, it } from 'vitest';
import { listPositionKeys, storageKeys } from '../../../src/domain/session/storage-keys';
import { HOME_TAB, TAB_LIMIT, type TabsState } from '../../../src/domain/tabs/tab-view';
import { LIST_POSITION_KEYS_BY_PATH, activateTab, closeAll, closeOthers, closeTab, initialTabs, openTab, takeUncached, type TabRoute } from '../../../src/domain/tabs/tabs';
import { parseTabs, serializeTabs } from '../../../src/domain/tabs/persistence';
import { validTabs } from '../../../src/domain/tabs/invariants';

const route = (path: string, query: Record<string, string> = {}): TabRoute => {
  const search = new URLSearchParams(query).toString();
  const name = path.split('/').filter(Boolean).join('-') || 'root';
  return { name, path, fullPath: search ? `${path}?${search}` : path, title: `title ${path}`, query };
};

const openAll = (paths: readonly string[], from: TabsState = initialTabs): TabsState =>
  paths.reduce((state, path) => openTab(state, route(path)).state, from);

const pathsOf = (state: TabsState): string[] => state.tabs.map((tab) => tab.path);
const pages = (count: number): string[] => Array.from({ length: count }, (_, i) => `/page${String(i + 1)}`);

describe('tab strip rules (SPEC section 2 "Tab strip")', () => {
  it('starts with home only: /index, 首页, affixed, active', () => {
    expect(initialTabs.tabs).toEqual([HOME_TAB]);
    expect(HOME_TAB).toMatchObject({ path: '/index', title: '首页', affix: true });
    expect(initialTabs.active).toBe('/index');
    expect(TAB_LIMIT).toBe(10);
    expect(validTabs(initialTabs)).toEqual([]);
  });

  it.each([
    ['9 pages fit with home', 9, ['/index', ...pages(9)], []],
    ['the 11th tab drops the oldest non-home', 10, ['/index', ...pages(10).slice(1)], ['page1']],
    ['12 pages drop the two oldest', 11, ['/index', ...pages(11).slice(2)], ['page1', 'page2']],
  ])('%s', (_label, count, expected, uncached) => {
    const state = openAll(pages(count));
    expect(pathsOf(state)).toEqual(expected);
    expect(state.uncached).toEqual(uncached);
    expect(state.active).toBe(`/page${String(count)}`);
    expect(validTabs(state)).toEqual([]);
  });

  it('reports the evicted page as a cache to drop', () => {
    const full = openAll(pages(9));
    expect(openTab(full, route('/extra')).dropCache).toEqual(['page1']);
  });

  it.each([
    ['/page1', '/page1'],
    ['/page1/', '/page1'],
    ['/page1///', '/page1'],
  ])('visiting %s again updates the open tab rather than duplicating it', (path, expectedPath) => {
    const state = openAll(['/page1', '/page2']);
    const next = openTab(state, { ...route(path, { id: '7' }), title: 'new title' }).state;
    expect(pathsOf(next)).toEqual(['/index', '/page1', '/page2']);
    expect(next.active).toBe(expectedPath);
    expect(next.tabs[1]).toMatchObject({ fullPath: `${path}?id=7`, query: { id: '7' }, title: 'new title' });
  });

  it.each(['/', '/login', '/logout', '/qrcode', '/redirect/page1', 'relative', '//evil.example', '/a\\b'])(
    'opening %s makes no tab',
    (path) => {
      expect(openTab(initialTabs, route(path)).state).toBe(initialTabs);
    },
  );

  it.each([
    ['the active tab goes to the last remaining tab', '/page3', ['/index', '/page1', '/page2'], '/page2', '/page2'],
    ['another tab keeps the active one', '/page1', ['/index', '/page2', '/page3'], '/page3', undefined],
    ['home is never closable', '/index', ['/index', '/page1', '/page2', '/page3'], '/page3', undefined],
    ['home with a trailing slash is still home', '/index/', ['/index', '/page1', '/page2', '/page3'], '/page3', undefined],
    ['a path that is not open changes nothing', '/nope', ['/index', '/page1', '/page2', '/page3'], '/page3', undefined],
  ])('closing: %s', (_label, closed, expected, active, navigateTo) => {
    const outcome = closeTab(openAll(pages(3)), closed);
    expect(pathsOf(outcome.state)).toEqual(expected);
    expect(outcome.state.active).toBe(active);
    expect(outcome.navigateTo).toBe(navigateTo);
  });

  it('closing the active middle tab goes to the last tab, with its full path', () => {
    const state = openAll(['/page1', '/page2']);
    const withQuery = openTab(state, route('/page3', { q: '1' })).state;
    const back = activateTab(withQuery, '/page1').state;
    const outcome = closeTab(back, '/page1');
    expect(outcome.state.active).toBe('/page3');
    expect(outcome.navigateTo).toBe('/page3?q=1');
  });

  it('closing a tab marks its page uncached', () => {
    const outcome = closeTab(openAll(pages(2)), '/page1');
    expect(outcome.state.uncached).toEqual(['page1']);
    expect(outcome.dropCache).toEqual(['page1']);
    expect(takeUncached(outcome.state)).toEqual({ state: { ...outcome.state, uncached: [] }, names: ['page1'] });
  });

  it.each([
    ['/recordReport/toBeReported', ['toBeReportedPageIndex', 'toBeReportedTypeCode']],
    ['/recordReport/reported', ['reportedPageIndex', 'reportedTypeCode']],
    ['/recordReport/query', ['queryPageIndex', 'queryTypeCode']],
    ['/recordReport/query/', ['queryPageIndex', 'queryTypeCode']],
    ['/recordReport/rollBack', ['rollBackPageIndex', 'rollBackTypeCode']],
    ['/page1', undefined],
  ])('closing %s clears %j', (path, keys) => {
    const state = openAll([path, '/page1', '/page2']);
    expect(closeTab(state, path).clearStorageKeys).toEqual(keys);
  });

  it('maps every list to saved-position keys of the session module', () => {
    const mapped = Object.values(LIST_POSITION_KEYS_BY_PATH).flat();
    expect([...mapped].sort()).toEqual([...listPositionKeys].sort());
  });

  it('close all keeps only home, goes to / and clears every closed list', () => {
    const outcome = closeAll(openAll(['/recordReport/reported', '/page1', '/recordReport/query']));
    expect(outcome.state.tabs).toEqual([HOME_TAB]);
    expect(outcome.state.active).toBe('/index');
    expect(outcome.navigateTo).toBe('/');
    expect(outcome.clearStorageKeys).toEqual(['reportedPageIndex', 'reportedTypeCode', 'queryPageIndex', 'queryTypeCode']);
    expect(outcome.state.uncached).toEqual(['recordReport-reported', 'page1', 'recordReport-query']);
  });

  it.each([
    ['the current tab by default', undefined, ['/index', '/page3'], '/page3', undefined],
    ['a given tab, which becomes active', '/page2', ['/index', '/page2'], '/page2', '/page2'],
    ['home only, when given home', '/index', ['/index'], '/index', '/index'],
    ['nothing, when given a closed path', '/nope', ['/index', '/page1', '/page2', '/page3'], '/page3', undefined],
  ])('close others keeps home and %s', (_label, kept, expected, active, navigateTo) => {
    const outcome = closeOthers(openAll(pages(3)), kept);
    expect(pathsOf(outcome.state)).toEqual(expected);
    expect(outcome.state.active).toBe(active);
    expect(outcome.navigateTo).toBe(navigateTo);
  });

  it('clicking a tab activates it and goes to its full path', () => {
    const state = openTab(openAll(['/page1']), route('/page2', { a: 'b' })).state;
    const home = activateTab(state, '/index');
    expect(home).toEqual({ state: { ...state, active: '/index' }, navigateTo: '/index' });
    expect(activateTab(home.state, '/page2/').navigateTo).toBe('/page2?a=b');
    expect(activateTab(state, '/nope')).toEqual({ state });
  });
});

describe('tab persistence under localTagViews (SPEC section 9)', () => {
  it('uses the localTagViews key', () => {
    expect(storageKeys.tabs).toBe('localTagViews');
  });

  it('restores exactly what it stored', () => {
    const state = closeTab(openAll([...pages(12), '/page5']), '/page8').state;
    expect(parseTabs(serializeTabs(state))).toEqual(state);
  });

  const many = JSON.stringify({ tabs: pages(14).map((path) => route(path)), active: '/page1' });
  it.each([
    ['nothing stored', undefined, ['/index'], '/index'],
    ['null', null, ['/index'], '/index'],
    ['not JSON', '{tabs:', ['/index'], '/index'],
    ['a number', '42', ['/index'], '/index'],
    ['a foreign object', '{"foo":"bar"}', ['/index'], '/index'],
    ['tabs of the wrong shape', '{"tabs":[1,"x",null,{"path":5}],"active":"/x"}', ['/index'], '/index'],
    ['a legacy array without home', JSON.stringify([route('/page1'), route('/page2')]), ['/index', '/page1', '/page2'], '/index'],
    ['too many tabs, newest kept', many, ['/index', ...pages(14).slice(5)], '/page14'],
    [
      'duplicates and home not first',
      JSON.stringify({ tabs: [route('/page1'), route('/page1/'), route('/index')], active: '/page1/' }),
      ['/index', '/page1'],
      '/page1',
    ],
    ['a huge path', JSON.stringify({ tabs: [route(`/${'a'.repeat(5000)}`)] }), ['/index'], '/index'],
  ])('repairs %s', (_label, raw, paths, active) => {
    const state = parseTabs(raw);
    expect(pathsOf(state)).toEqual(paths);
    expect(state.active).toBe(active);
    expect(validTabs(state)).toEqual([]);
  });

  it('ignores prototype-pollution keys and never pollutes Object.prototype', () => {
    const raw =
      '{"tabs":[{"path":"/p","name":"p","title":"t","fullPath":"/p","query":{"__proto__":{"polluted":"yes"},"constructor":"x","ok":"1"}}],' +
      '"active":"/p","__proto__":{"polluted":"yes"}}';
    const state = parseTabs(raw);
    expect(state.tabs[1]?.query).toEqual({ ok: '1' });
    expect(Object.prototype.hasOwnProperty.call(state.tabs[1]?.query, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps home fixed: title 首页 and affix cannot be overridden, non-home cannot be affixed', () => {
    const raw = JSON.stringify({
      tabs: [{ ...route('/index', { a: '1' }), title: 'hacked', affix: false }, { ...route('/p'), affix: true }],
      active: '/index',
    });
    const state = parseTabs(raw);
    expect(state.tabs[0]).toEqual({ ...HOME_TAB, fullPath: '/index?a=1', query: { a: '1' } });
    expect(state.tabs[1]?.affix).toBeUndefined();
  });
});
