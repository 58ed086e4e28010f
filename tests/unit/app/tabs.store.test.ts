import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../src/adapters/memory/memory-storage';
import { TabsStore } from '../../../src/app/tabs/tabs.store';
import { validTabs } from '../../../src/domain/tabs/invariants';
import { parseTabs } from '../../../src/domain/tabs/persistence';

const route = (path: string, name = `Page${path.replace(/\W/g, '')}`) => ({ name, path, fullPath: path, title: `标题${path}` });

function setup(local = new MemoryStorage(), session = new MemoryStorage()) {
  return { local, session, store: new TabsStore(local, session) };
}

describe('TabsStore', () => {
  it('starts with only home', () => {
    const { store } = setup();
    expect(store.getValue().tabs.map((tab) => tab.path)).toEqual(['/index']);
    expect(store.getValue().active).toBe('/index');
  });

  it('persists every change and restores it in a new store', () => {
    const { local, session, store } = setup();
    store.open(route('/a'));
    store.open({ ...route('/b'), fullPath: '/b?x=1', query: { x: '1' } });
    store.activate('/a');
    const restored = new TabsStore(local, session);
    expect(restored.getValue()).toEqual(store.getValue());
    expect(parseTabs(local.get('localTagViews'))).toEqual(store.getValue());
    expect(restored.getValue().tabs[2]?.fullPath).toBe('/b?x=1');
    expect(restored.getValue().active).toBe('/a');
  });

  it('keeps 10 tabs with home first after 12 opens, dropping the two oldest', () => {
    const { store } = setup();
    for (let i = 1; i <= 12; i += 1) store.open(route(`/p${String(i)}`));
    const paths = store.getValue().tabs.map((tab) => tab.path);
    expect(paths).toHaveLength(10);
    expect(paths[0]).toBe('/index');
    expect(paths).not.toContain('/p1');
    expect(paths).not.toContain('/p2');
    expect(validTabs(store.getValue())).toEqual([]);
  });

  it('activate returns the full path to go to; closing the active tab returns the last tab', () => {
    const { store } = setup();
    store.open(route('/a'));
    store.open({ ...route('/b'), fullPath: '/b?q=2' });
    store.open(route('/c'));
    expect(store.activate('/b')).toBe('/b?q=2');
    expect(store.close('/b')).toBe('/c');
    expect(store.close('/a')).toBeUndefined();
    expect(store.getValue().tabs.map((tab) => tab.path)).toEqual(['/index', '/c']);
  });

  it('close others and close all', () => {
    const { store } = setup();
    store.open(route('/a'));
    store.open(route('/b'));
    store.open(route('/c'));
    expect(store.closeOthers('/b')).toBe('/b');
    expect(store.getValue().tabs.map((tab) => tab.path)).toEqual(['/index', '/b']);
    expect(store.closeAll()).toBe('/');
    expect(store.getValue().tabs.map((tab) => tab.path)).toEqual(['/index']);
  });

  it('closing a filing list clears its saved page index and type code in both storages', () => {
    const keys = { toBeReportedPageIndex: '3', toBeReportedTypeCode: '2', reportedPageIndex: '5' };
    const { local, session, store } = setup(new MemoryStorage(keys), new MemoryStorage(keys));
    store.open(route('/recordReport/toBeReported', 'ToBeReportedSchedule'));
    store.open(route('/recordReport/reported', 'ReportedSchedule'));
    store.close('/recordReport/toBeReported');
    for (const storage of [local, session]) {
      expect(storage.get('toBeReportedPageIndex')).toBeUndefined();
      expect(storage.get('toBeReportedTypeCode')).toBeUndefined();
      expect(storage.get('reportedPageIndex')).toBe('5');
    }
  });

  it('ignores a corrupt or foreign stored value', () => {
    for (const raw of ['{not json', '"text"', '{"tabs":5}', '[{"path":"//evil.example"}]']) {
      const { store } = setup(new MemoryStorage({ localTagViews: raw }));
      expect(store.getValue().tabs.map((tab) => tab.path)).toEqual(['/index']);
      expect(validTabs(store.getValue())).toEqual([]);
    }
  });

  it('keeps cacheable pages in the page cache and drops them when their tab closes or is evicted', () => {
    const { store } = setup();
    store.open(route('/recordReport/toBeReported', 'ToBeReportedSchedule'));
    store.open(route('/recordReport/reported', 'ReportedSchedule'));
    store.open(route('/other', 'Other'));
    expect(store.getCache().names).toEqual(['ToBeReportedSchedule', 'ReportedSchedule']);
    store.close('/recordReport/reported');
    expect(store.getCache().names).toEqual(['ToBeReportedSchedule']);
    for (let i = 1; i <= 9; i += 1) store.open(route(`/p${String(i)}`));
    expect(store.getCache().names).toEqual([]);
    expect(store.getValue().uncached).toEqual([]);
  });

  it('routes that get no tab change nothing', () => {
    const { local, store } = setup();
    const before = store.getValue();
    store.open(route('/login', 'Login'));
    store.open(route('/redirect/index', 'Redirect'));
    expect(store.getValue()).toBe(before);
    expect(local.get('localTagViews')).toBeUndefined();
  });
});
