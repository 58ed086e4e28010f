import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMemoryContainer } from './support/memory-container';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { MemoryCookieStore } from '../../src/adapters/memory/memory-cookie-store';
import { MemoryDocumentTheme } from '../../src/adapters/memory/memory-document-theme';
import { PANEL_FAVOURITES, PANEL_THEME, RightPanelStore } from '../../src/app/panel/right-panel.store';
import { SessionStore } from '../../src/app/session/session.store';
import { ThemeStore } from '../../src/app/theme/theme.store';
import { EMPTY_FAVOURITES_USER } from '../../src/demo/favourites';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { RightPanel } from '../../src/ui/shell/right-panel/right-panel';

/** The panel wired as VITE_API_MODE=memory wires it, with the panel's stores bound as the app module will bind them. */
function setup() {
  const cookies = new MemoryCookieStore();
  const page = new MemoryDocumentTheme();
  const { container } = createMemoryContainer({ cookies, documentTheme: page });
  const router = createMemoryRouter(
    [
      { path: '/redirect/*', element: <p>刷新中</p> },
      { path: '/collect', element: <p>收藏页</p> },
      { path: '*', element: <RightPanel /> },
    ],
    { initialEntries: ['/recordReport/toBeReported?page=2'] },
  );
  const panel = container.get(RightPanelStore);
  const theme = container.get(ThemeStore);
  theme.apply();
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { container, cookies, page, router, panel, theme };
}

async function signIn(container: Container, username: string): Promise<void> {
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
}

const sheet = (): HTMLElement => document.querySelector('.right-panel') as HTMLElement;

describe('RightPanel: theme settings', () => {
  it('is titled 主题设置; a skin writes the cookies and applies its colours', () => {
    const { panel, cookies, page } = setup();
    act(() => panel.open(PANEL_THEME));
    expect(screen.getByText('主题设置')).toBeTruthy();
    const red = screen.getByRole('button', { name: /中国红/ });
    expect(red.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(red);
    expect(cookies.get('currentColorName')).toBe('chinaRed');
    expect(cookies.get('navColor')).toBe('#ac000c');
    expect(cookies.get('sidebarColor')).toBe('#92000A');
    expect(page.last?.variables['--app-nav']).toBe('#ac000c');
    expect(page.last?.variables['--app-sidebar']).toBe('#92000A');
    expect(screen.getByRole('button', { name: /中国红/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a preset swatch and the colour input set the theme colour', () => {
    const { panel, cookies, page } = setup();
    act(() => panel.open(PANEL_THEME));
    fireEvent.click(screen.getByRole('button', { name: '#11a983' }));
    expect(cookies.get('theme')).toBe('#11a983');
    expect(page.last?.variables['--app-theme']).toBe('#11a983');
    expect(screen.getByRole('button', { name: '#11a983' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('自定义颜色'), { target: { value: '#123456' } });
    expect(cookies.get('theme')).toBe('#123456');
  });

  it('switches the navigation mode', () => {
    const { panel, cookies, theme } = setup();
    act(() => panel.open(PANEL_THEME));
    fireEvent.click(screen.getByText('新版'));
    expect(theme.getValue().navModel).toBe('siamese');
    expect(cookies.get('navModel')).toBe('siamese');
  });

  it('大号 sets the font size and refreshes the current view through /redirect', async () => {
    const { panel, cookies, page, router } = setup();
    act(() => panel.open(PANEL_THEME));
    fireEvent.click(screen.getByText('大号'));
    expect(cookies.get('fontClass')).toBe('largeFontSize');
    expect(cookies.get('size')).toBe('medium');
    expect(page.last?.sizeClass).toBe('largeFontSize');
    await waitFor(() => expect(router.state.location.pathname).toBe('/redirect/recordReport/toBeReported'));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('Esc and a click on the mask close it', async () => {
    const { panel } = setup();
    act(() => panel.open(PANEL_THEME));
    expect(sheet()).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    expect(panel.getValue()).toEqual({ open: false });
    act(() => panel.open(PANEL_THEME));
    const mask = document.querySelector('.semi-sidesheet-mask');
    expect(mask).toBeTruthy();
    fireEvent.click(mask as Element);
    expect(panel.getValue()).toEqual({ open: false });
  });
});

describe('RightPanel: favourites', () => {
  it('lists the signed-in user’s favourites with their type labels, and 取消收藏 removes one', async () => {
    const { container, panel } = setup();
    await signIn(container, 'county');
    const { rows } = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 10 });
    act(() => panel.open(PANEL_FAVOURITES));
    expect(screen.getByText('我的收藏')).toBeTruthy();
    await waitFor(() => expect(sheet().querySelectorAll('.favourites-panel__row')).toHaveLength(rows.length));
    const first = rows[0];
    if (first === undefined) throw new Error('county has favourites');
    const row = screen.getByText(first.title).closest('li') as HTMLElement;
    const labels = { 1: '通知公告', 2: '公文', 3: '案件', 4: '事务' } as const;
    expect(within(row).getByText(labels[first.type])).toBeTruthy();
    expect(within(row).getByText(first.date)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '取消收藏' }));
    await waitFor(() => expect(screen.queryByText(first.title)).toBeNull());
    // County has more than a page: the next one moves up, and the cancelled one is gone from the backend.
    const after = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 10 });
    expect(after.rows.some((item) => item.id === first.id)).toBe(false);
    expect(sheet().querySelectorAll('.favourites-panel__row')).toHaveLength(after.rows.length);
  });

  it('opens a seeded notice favourite on its details and closes the panel', async () => {
    const { container, panel, router } = setup();
    await signIn(container, 'county');
    const { rows } = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 10 });
    const notice = rows.find((row) => row.type === 1);
    if (notice === undefined) throw new Error('county has a notice among the first favourites');
    act(() => panel.open(PANEL_FAVOURITES));
    fireEvent.click(await screen.findByRole('link', { name: notice.title }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/notice/details?id=${notice.bookmarkId}`));
    expect(panel.getValue()).toEqual({ open: false });
  });

  it('a user without favourites sees 暂无数据', async () => {
    const { container, panel } = setup();
    await signIn(container, EMPTY_FAVOURITES_USER);
    act(() => panel.open(PANEL_FAVOURITES));
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
  });

  it('查看更多 goes to /collect and closes the panel', async () => {
    const { container, panel, router } = setup();
    await signIn(container, 'city');
    act(() => panel.open(PANEL_FAVOURITES));
    fireEvent.click(await screen.findByRole('button', { name: '查看更多' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collect'));
    expect(panel.getValue()).toEqual({ open: false });
  });
});
