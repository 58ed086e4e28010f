import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/app/session/session.store';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { DynamicRoute } from '../../src/ui/router/dynamic-route';
import { createHarness } from '../unit/app/fakes';

async function renderAt(path: string) {
  const h = createHarness();
  h.auth.menu = [
    { name: 'RecordReport', path: '/recordReport', component: 'Layout', meta: { title: '备案管理' }, children: [
      { name: 'ToBeReportedSchedule', path: 'toBeReported', component: 'recordReport/toBeReported/index', meta: { title: '待上报' } },
      { name: 'FilingStatistics', path: 'statistics', component: 'recordReport/statistics/index', meta: { title: '备案统计' } },
    ] },
    { name: 'System', path: '/system', component: 'Layout', meta: { title: '系统管理' }, children: [
      { name: 'User', path: 'user', component: 'system/user/index', meta: { title: '用户管理' } },
    ] },
  ];
  await h.container.get(SessionStore).login({ username: 'county', password: 'County@2026', captcha: '1', remember: false });
  const router = createMemoryRouter([{ path: '*', element: <DynamicRoute /> }], { initialEntries: [path] });
  render(
    <ContainerProvider container={h.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('DynamicRoute', () => {
  it('a menu page whose component the product does not know shows 功能建设中 instead of crashing', async () => {
    await renderAt('/recordReport/statistics');
    expect(screen.getByRole('heading', { name: '功能建设中' })).toBeTruthy();
    expect(screen.getByText(/recordReport\/statistics\/index/)).toBeTruthy();
  });

  it('system management pages are gone with their menu item', async () => {
    await renderAt('/system/user');
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
  });

  it('an unknown address says so', async () => {
    await renderAt('/no/such/page');
    expect(screen.getByRole('heading', { name: '页面不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/index');
  });
});
