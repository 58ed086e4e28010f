// Isolated: it failed once in the shared project, run with the other tiers, and passed alone;
// the state it met from an earlier file is not found yet, so it keeps a registry of its own.
import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { NoticeApi } from '../../src/ports/notice.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import NoticeDetailsPage from '../../src/ui/features/notice/notice-details-page';
import NoticeListPage from '../../src/ui/features/notice/notice-list-page';
import { createMemoryContainer } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
  return container;
}

function show(container: Container, entry: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(
    [
      { path: '/notice/list', element: <NoticeListPage /> },
      { path: '/notice/details', element: <NoticeDetailsPage /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

const items = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.notice-list__item')];

describe('notice pages', () => {
  it('lists notices with a dot on each unread one; opening one shows it whole, and 返回 finds it read', async () => {
    const container = await signedIn('county');
    const { rows, unread, total } = await container.get(NoticeApi).list({ pageIndex: 1, pageSize: 15 });
    const router = show(container, '/notice/list');
    await waitFor(() => expect(items()).toHaveLength(rows.length));
    expect(screen.getByText(`共 ${total} 条，未读 ${unread} 条`)).toBeTruthy();
    expect(items().filter((item) => item.classList.contains('notice-list__item--unread'))).toHaveLength(rows.filter((row) => !row.read).length);
    const target = rows.find((row) => !row.read && row.attachmentCount > 0);
    if (target === undefined) throw new Error('no unread notice with attachments');
    fireEvent.click(screen.getByRole('link', { name: `未读，${target.title}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/details'));
    expect(await screen.findByRole('heading', { level: 1, name: target.title })).toBeTruthy();
    expect(screen.getAllByText(target.publisherUnit).length).toBeGreaterThan(0);
    const attachments = screen.getByRole('region', { name: '附件' });
    await waitFor(() => expect(within(attachments).getAllByRole('button', { name: /^下载 / })).toHaveLength(target.attachmentCount));
    expect(within(attachments).getAllByRole('button', { name: /^预览 / })).toHaveLength(target.attachmentCount);
    fireEvent.click(screen.getByRole('button', { name: /返回/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/list'));
    expect(await screen.findByRole('link', { name: target.title })).toBeTruthy();
    expect(screen.getByText(new RegExp(`未读 ${unread - 1} 条`))).toBeTruthy();
  });
});
