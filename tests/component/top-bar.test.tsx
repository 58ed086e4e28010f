import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { SessionStore } from '../../src/app/session/session.store';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { searchPath, TopBar, type PanelType } from '../../src/ui/shell/top-bar/top-bar';
import { createHarness, userInfo, type Harness } from '../unit/app/fakes';

function LocationProbe(): ReactNode {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderTopBar(options: { panels?: PanelType[]; manual?: () => void; time?: number; roles?: string[] } = {}): Promise<Harness> {
  const h = createHarness();
  if (options.time !== undefined) h.time = options.time;
  const roles = options.roles;
  if (roles !== undefined) h.auth.getInfo = () => Promise.resolve({ ...userInfo, roles });
  await h.container.get(SessionStore).login({ username: 'county', password: 'County@2026', captcha: '1', remember: false });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <TopBar onOpenPanel={(type) => options.panels?.push(type)} onOpenManual={options.manual ?? (() => undefined)} />
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: ['/index'] },
  );
  render(
    <ContainerProvider container={h.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return h;
}

const location = () => screen.getByTestId('location').textContent;
const searchBox = () => screen.getByRole('textbox', { name: '搜索' });
const typeSearch = (value: string) => fireEvent.change(searchBox(), { target: { value } });

async function openSettings(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: '设置' }));
  await waitFor(() => expect(screen.getByRole('menuitem', { name: '退出登录' })).toBeTruthy());
}

describe('searchPath', () => {
  it('is undefined for blank text and encodes the trimmed text', () => {
    expect(searchPath('')).toBeUndefined();
    expect(searchPath('   ')).toBeUndefined();
    expect(searchPath('  南昌 县&x ')).toBe('/search?txt=%E5%8D%97%E6%98%8C%20%E5%8E%BF%26x');
  });
});

describe('TopBar', () => {
  it('greets by the time of day with the user name', async () => {
    await renderTopBar({ time: Date.UTC(2026, 0, 5, 0, 30) }); // 08:30 in China
    expect(screen.getByRole('banner').textContent).toContain('早上好，陈县');
  });

  it.each([
    [Date.UTC(2026, 0, 4, 21, 30), '早上好'], // 21:30 UTC is 05:30 the next morning in China
    [Date.UTC(2026, 0, 5, 10, 0), '晚上好'], // 10:00 UTC is 18:00 in China
    [Date.UTC(2026, 0, 5, 5, 0), '下午好'], // 05:00 UTC is 13:00 in China
  ])('greets by the hour in China, not the browser zone (%i)', async (time, text) => {
    await renderTopBar({ time });
    expect(screen.getByRole('banner').textContent).toContain(`${text}，陈县`);
  });

  it('does not navigate for empty or blank search text', async () => {
    await renderTopBar();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    typeSearch('   ');
    fireEvent.keyPress(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await act(async () => undefined);
    expect(location()).toBe('/index');
  });

  it('goes to /search?txt= with the trimmed text, by Enter or the button', async () => {
    await renderTopBar();
    typeSearch(' 备案 ');
    fireEvent.keyPress(searchBox(), { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    await waitFor(() => expect(location()).toBe(`/search?txt=${encodeURIComponent('备案')}`));
    typeSearch('临时用地');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(location()).toBe(`/search?txt=${encodeURIComponent('临时用地')}`));
  });

  it('opens the theme settings (1) and favourites (2) panels', async () => {
    const panels: PanelType[] = [];
    await renderTopBar({ panels });
    fireEvent.click(screen.getByRole('button', { name: '主题设置' }));
    fireEvent.click(screen.getByRole('button', { name: '我的收藏' }));
    expect(panels).toEqual([1, 2]);
  });

  it('the settings menu opens the manual and the change-password dialog', async () => {
    const manual = vi.fn();
    await renderTopBar({ manual });
    await openSettings();
    fireEvent.click(screen.getByRole('menuitem', { name: '用户手册' }));
    expect(manual).toHaveBeenCalledTimes(1);
    await openSettings();
    fireEvent.click(screen.getByRole('menuitem', { name: '修改密码' }));
    await waitFor(() => expect(document.getElementById('pwd-oldPassword')).not.toBeNull());
  });

  it('leads the administrator to 用户管理, 审计日志 and 系统设置 from the settings menu', async () => {
    await renderTopBar({ roles: ['admin'] });
    for (const [item, path] of [
      ['用户管理', '/setting/user'],
      ['审计日志', '/setting/audit'],
      ['系统设置', '/setting/system'],
    ] as const) {
      await openSettings();
      fireEvent.click(screen.getByRole('menuitem', { name: item }));
      await waitFor(() => expect(location()).toBe(path));
    }
  });

  it('shows no administration entry to anyone else', async () => {
    await renderTopBar();
    await openSettings();
    expect(screen.getByRole('menuitem', { name: '我的办公' })).toBeTruthy();
    for (const item of ['用户管理', '审计日志', '系统设置']) expect(screen.queryByRole('menuitem', { name: item })).toBeNull();
  });

  it('退出登录 logs out', async () => {
    const h = await renderTopBar();
    const logout = vi.spyOn(h.container.get(SessionStore), 'logout');
    await openSettings();
    fireEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(h.reloads).toEqual(['/login']));
    expect(h.auth.revoked).toBe(1);
  });
});
