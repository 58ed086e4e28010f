import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Container } from 'inversify';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../src/adapters/memory/memory-storage';
import { TabsStore } from '../../src/app/tabs/tabs.store';
import { LocalStorage, SessionStorage } from '../../src/ports/browser.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { TabStrip, useTabSync } from '../../src/ui/shell/tabs/tab-strip';

const resolve = (pathname: string) => {
  if (pathname === '/index') return { name: 'Index', title: '首页' };
  const page = /^\/p(\d+)$/.exec(pathname);
  return page === null ? undefined : { name: `Page${page[1] ?? ''}`, title: `页面${page[1] ?? ''}` };
};

function Layout(): ReactNode {
  useTabSync(resolve);
  const location = useLocation();
  return (
    <>
      <TabStrip />
      <output data-testid="location">{location.pathname + location.search}</output>
      <Outlet />
    </>
  );
}

function setup() {
  const container = new Container({ defaultScope: 'Singleton' });
  const local = new MemoryStorage();
  container.bind(LocalStorage).toConstantValue(local);
  container.bind(SessionStorage).toConstantValue(new MemoryStorage());
  container.bind(TabsStore).toSelf().inSingletonScope();
  const router = createMemoryRouter(
    [{ path: '/', element: <Layout />, children: [{ index: true, element: <p>root</p> }, { path: '*', element: <p>page</p> }] }],
    { initialEntries: ['/index'] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  const go = async (path: string) => {
    await act(() => router.navigate(path));
  };
  return { container, local, router, go };
}

const tabTitles = () => screen.getAllByRole('tab').map((tab) => tab.textContent?.replace('×', ''));
const location = () => screen.getByTestId('location').textContent;
const tab = (title: string) => screen.getByRole('tab', { name: new RegExp(`^${title}`) });

describe('TabStrip', () => {
  it('opening 12 pages shows 10 tabs with home first and the two oldest gone', async () => {
    const { go, local } = setup();
    for (let i = 1; i <= 12; i += 1) await go(`/p${String(i)}`);
    const titles = tabTitles();
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('首页');
    expect(titles).not.toContain('页面1');
    expect(titles).not.toContain('页面2');
    expect(titles[9]).toBe('页面12');
    expect(tab('页面12').getAttribute('aria-selected')).toBe('true');
    expect(local.get('localTagViews')).toContain('/p12');
  });

  it('never makes a tab for paths the resolver does not know', async () => {
    const { go } = setup();
    await go('/login');
    await go('/redirect/p1');
    expect(tabTitles()).toEqual(['首页']);
  });

  it('home has no close mark; every other tab has one, hidden from assistive technology, and says Delete closes it', async () => {
    const { go } = setup();
    await go('/p1');
    expect(within(tab('首页')).queryByTitle(/关闭/)).toBeNull();
    expect(tab('首页').getAttribute('aria-keyshortcuts')).toBeNull();
    expect(screen.getByTitle('关闭“页面1”').getAttribute('aria-hidden')).toBe('true');
    expect(within(tab('页面1')).queryByRole('button')).toBeNull();
    expect(tab('页面1').getAttribute('aria-keyshortcuts')).toBe('Delete');
    expect(screen.getByRole('tab', { description: /Delete 键关闭/, name: /^页面1/ })).toBeTruthy();
  });

  it('clicking a tab goes to its full path', async () => {
    const { go } = setup();
    await go('/p1?x=1');
    await go('/p2');
    fireEvent.click(tab('页面1'));
    expect(location()).toBe('/p1?x=1');
    expect(tab('页面1').getAttribute('aria-selected')).toBe('true');
  });

  it('closing the active tab goes to the last tab', async () => {
    const { go } = setup();
    await go('/p1');
    await go('/p2');
    await go('/p3');
    fireEvent.click(tab('页面1'));
    expect(location()).toBe('/p1');
    fireEvent.click(screen.getByTitle('关闭“页面1”'));
    expect(location()).toBe('/p3');
    expect(tabTitles()).toEqual(['首页', '页面2', '页面3']);
  });

  it('middle click closes a tab', async () => {
    const { go } = setup();
    await go('/p1');
    await go('/p2');
    fireEvent(tab('页面1'), new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expect(tabTitles()).toEqual(['首页', '页面2']);
    expect(location()).toBe('/p2');
  });

  it('the context menu offers close others and close all, clamped to 105 px', async () => {
    const { go } = setup();
    await go('/p1');
    await go('/p2');
    await go('/p3');
    fireEvent.contextMenu(tab('页面2'), { clientX: 5000, clientY: 5000 });
    const menu = screen.getByRole('menu');
    expect(menu.style.maxWidth).toBe('105px');
    expect(parseFloat(menu.style.left) + 105).toBeLessThanOrEqual(window.innerWidth);
    expect(parseFloat(menu.style.top)).toBeLessThan(window.innerHeight);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['关闭其他', '关闭所有']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: '关闭其他' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(tabTitles()).toEqual(['首页', '页面2']);
    expect(location()).toBe('/p2');
  });

  it('close all leaves only home and goes to /', async () => {
    const { go } = setup();
    await go('/p1');
    await go('/p2');
    fireEvent.contextMenu(tab('页面1'));
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭所有' }));
    expect(tabTitles()).toEqual(['首页']);
    expect(location()).toBe('/');
  });

  it('the context menu closes on Esc and on an outside click', async () => {
    const { go } = setup();
    await go('/p1');
    fireEvent.contextMenu(tab('页面1'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.contextMenu(tab('页面1'));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(tabTitles()).toEqual(['首页', '页面1']);
  });

  it('keyboard: arrows move focus along a roving tab index, Enter activates, Delete closes', async () => {
    const { go } = setup();
    await go('/p1');
    await go('/p2');
    fireEvent.click(tab('首页'));
    expect(location()).toBe('/index');
    expect(tab('首页').tabIndex).toBe(0);
    expect(tab('页面1').tabIndex).toBe(-1);
    act(() => tab('首页').focus());
    fireEvent.keyDown(tab('首页'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('页面1'));
    expect(tab('页面1').tabIndex).toBe(0);
    fireEvent.keyDown(tab('页面1'), { key: 'Enter' });
    expect(location()).toBe('/p1');
    expect(tab('页面1').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('页面1'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('首页'));
    fireEvent.keyDown(tab('首页'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('页面2'));
    fireEvent.keyDown(tab('页面2'), { key: 'Delete' });
    expect(tabTitles()).toEqual(['首页', '页面1']);
    expect(location()).toBe('/p1');
  });

  it('keyboard: Shift+F10 and the context-menu key open the tab menu, Esc closes it and focus goes back to the tab', async () => {
    const { go } = setup();
    await go('/p1');
    await go('/p2');
    act(() => tab('页面1').focus());
    fireEvent.keyDown(tab('页面1'), { key: 'F10', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '关闭其他' }));
    fireEvent.keyDown(document.activeElement ?? document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(tab('页面1'));
    fireEvent.keyDown(tab('页面1'), { key: 'ContextMenu' });
    fireEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
    expect(tabTitles()).toEqual(['首页', '页面1']);
    expect(document.activeElement).toBe(tab('页面1'));
  });
});
