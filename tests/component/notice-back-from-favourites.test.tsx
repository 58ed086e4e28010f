import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { PANEL_FAVOURITES, RightPanelStore } from '../../src/app/panel/right-panel.store';
import { SessionStore } from '../../src/app/session/session.store';
import type { Favourite } from '../../src/ports/api/bookmark.dto';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import CollectPage from '../../src/ui/features/collect/collect-page';
import NoticeDetailsPage from '../../src/ui/features/notice/notice-details-page';
import { RightPanel } from '../../src/ui/shell/right-panel/right-panel';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

/** The page the favourites panel is opened over in the second case. */
const OTHER_PAGE = '/recordReport/toBeReported?page=2';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container, url: string) {
  const router = createMemoryRouter(
    [
      { path: '/collect', element: <CollectPage /> },
      { path: '/notice/details', element: <NoticeDetailsPage /> },
      { path: '/notice/list', element: <p>通知公告列表</p> },
      {
        path: '/recordReport/toBeReported',
        element: (
          <>
            <p>待上报</p>
            <RightPanel />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

async function firstNoticeFavourite(container: Container): Promise<Favourite> {
  const { rows } = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 10 });
  const notice = rows.find((row) => row.type === 1);
  if (notice === undefined) throw new Error('county has a notice among the first favourites');
  return notice;
}

describe('返回 on a notice opened from 我的收藏', () => {
  it('goes back to /collect when the notice was opened there, over a reload of the details too', async () => {
    const container = await signedIn('county');
    const notice = await firstNoticeFavourite(container);
    const router = show(container, '/collect');
    fireEvent.click(await screen.findByRole('link', { name: notice.title }));
    await screen.findByRole('heading', { level: 1, name: notice.title });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collect'));

    // Opened again by its address alone (a reload drops nothing the page remembered).
    await act(() => router.navigate(`/notice/details?id=${notice.bookmarkId}`));
    await screen.findByRole('heading', { level: 1, name: notice.title });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collect'));
  });

  it('goes back to the page the favourites panel was opened over', async () => {
    const container = await signedIn('county');
    const notice = await firstNoticeFavourite(container);
    const router = show(container, OTHER_PAGE);
    act(() => container.get(RightPanelStore).open(PANEL_FAVOURITES));
    const panel = document.querySelector('.right-panel') as HTMLElement;
    fireEvent.click(await within(panel).findByRole('link', { name: notice.title }));
    await screen.findByRole('heading', { level: 1, name: notice.title });
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(OTHER_PAGE));
  });
});
