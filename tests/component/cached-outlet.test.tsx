import { act, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../src/adapters/memory/memory-storage';
import { TabsStore } from '../../src/app/tabs/tabs.store';
import { LocalStorage, SessionStorage } from '../../src/ports/browser.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { CachedOutlet } from '../../src/ui/shell/page-cache/cached-outlet';
import { TabStrip, useTabSync } from '../../src/ui/shell/tabs/tab-strip';

/** Test-only pages: one registered under a cacheable name, one not. */
const names: Record<string, { name: string; title: string }> = {
  '/index': { name: 'Index', title: '首页' },
  '/recordReport/toBeReported': { name: 'ToBeReportedSchedule', title: '待上报' },
  '/plain': { name: 'Plain', title: '普通页' },
  '/other': { name: 'Other', title: '其他页' },
};
const resolve = (pathname: string) => names[pathname];

function Field({ label }: { label: string }): ReactNode {
  const [value, setValue] = useState('');
  return <input aria-label={label} value={value} onChange={(event) => setValue(event.target.value)} />;
}

/** Like the app's DynamicRoute: one route element that picks the page from the location. */
function ByLocation(): ReactNode {
  const { pathname } = useLocation();
  if (pathname === '/recordReport/toBeReported') return <Field label="待上报筛选" />;
  if (pathname === '/plain') return <Field label="普通筛选" />;
  return <p>{pathname}</p>;
}

function Layout(): ReactNode {
  useTabSync(resolve);
  const { pathname } = useLocation();
  return (
    <>
      <TabStrip />
      <main>
        <CachedOutlet name={resolve(pathname)?.name} />
      </main>
    </>
  );
}

const separateRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { path: 'index', element: <p>首页内容</p> },
      { path: 'recordReport/toBeReported', element: <Field label="待上报筛选" /> },
      { path: 'plain', element: <Field label="普通筛选" /> },
      { path: 'other', element: <p>其他内容</p> },
    ],
  },
];
const oneWildcardRoute: RouteObject[] = [{ path: '/', element: <Layout />, children: [{ path: '*', element: <ByLocation /> }] }];

function setup(routes: RouteObject[]) {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(LocalStorage).toConstantValue(new MemoryStorage());
  container.bind(SessionStorage).toConstantValue(new MemoryStorage());
  container.bind(TabsStore).toSelf().inSingletonScope();
  const router = createMemoryRouter(routes, { initialEntries: ['/index'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  const go = async (path: string) => {
    await act(() => router.navigate(path));
  };
  return { go, tabs: container.get(TabsStore) };
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });

describe.each([
  ['separate routes', separateRoutes],
  ['one wildcard route', oneWildcardRoute],
])('CachedOutlet (%s)', (_, routes) => {
  it('keeps a cacheable page with its state while another page is shown', async () => {
    const { go, tabs } = setup(routes);
    await go('/recordReport/toBeReported');
    type('待上报筛选', '南昌县');
    await go('/other');
    expect(screen.queryByRole('textbox', { name: '待上报筛选' })).toBeNull();
    expect(tabs.getCache().names).toEqual(['ToBeReportedSchedule']);
    await go('/recordReport/toBeReported');
    expect(field('待上报筛选').value).toBe('南昌县');
  });

  it('does not keep a page that is not cacheable', async () => {
    const { go } = setup(routes);
    await go('/plain');
    type('普通筛选', '临时');
    await go('/other');
    await go('/plain');
    expect(field('普通筛选').value).toBe('');
  });

  it('drops the kept page when its tab is closed', async () => {
    const { go } = setup(routes);
    await go('/recordReport/toBeReported');
    type('待上报筛选', '南昌县');
    await go('/other');
    fireEvent.click(screen.getByTitle('关闭“待上报”'));
    await go('/recordReport/toBeReported');
    expect(field('待上报筛选').value).toBe('');
  });

  it('drops the page when its tab is closed while it is shown', async () => {
    const { go } = setup(routes);
    await go('/recordReport/toBeReported');
    type('待上报筛选', '南昌县');
    await act(async () => {
      fireEvent.click(screen.getByTitle('关闭“待上报”'));
      await Promise.resolve();
    });
    expect(screen.queryByRole('textbox', { name: '待上报筛选' })).toBeNull();
    await go('/recordReport/toBeReported');
    expect(field('待上报筛选').value).toBe('');
  });
});
