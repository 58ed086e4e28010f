import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { affairDetailsUrl } from '../../src/domain/affair/details-link';
import { bookmarkPath } from '../../src/domain/favourites/bookmark-links';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import { NoticeApi } from '../../src/ports/notice.port';
import { ProcessApi } from '../../src/ports/process.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import AffairDetailsPage from '../../src/ui/features/affair-details/affair-details-page';
import NoticeDetailsPage from '../../src/ui/features/notice/notice-details-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

// jsdom draws no SVG: the diagram tab is tested in the browser.
vi.mock('../../src/ui/kit/bpmn-diagram/bpmn-diagram', () => ({ BpmnDiagram: () => null }));

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container, url: string): void {
  const router = createMemoryRouter(
    [
      { path: '/process/handle/details/:id', element: <AffairDetailsPage /> },
      { path: '/notice/details', element: <NoticeDetailsPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

/** An affair in county's 待办, opened as its box opens it. */
async function openTodoAffair(container: Container): Promise<{ key: string; title: string }> {
  const row = (await container.get(ProcessApi).box('todo', { pageIndex: 1, pageSize: 15 })).rows[0];
  if (row === undefined) throw new Error('the seed gives county a to-do affair');
  show(container, affairDetailsUrl({ moduleKey: row.keyDigNumGather, boxType: 1, source: 'box' }));
  await screen.findByRole('heading', { level: 1, name: row.title });
  return { key: row.keyDigNumGather, title: row.title };
}

const toggle = (): Promise<HTMLElement> => screen.findByRole('button', { name: /^(收藏|取消收藏)$/ });
const pressed = async (): Promise<string | null> => (await toggle()).getAttribute('aria-pressed');

describe('收藏 on 事务详情 and 通知公告详情', () => {
  it('bookmarks an affair as a process affair that 我的收藏 opens again, and 取消收藏 takes it off', async () => {
    const container = await signedIn('county');
    const bookmarks = container.get(BookmarkApi);
    const { key, title } = await openTodoAffair(container);
    await waitFor(async () => expect(await pressed()).toBe('false'));
    fireEvent.click(await toggle());
    await waitFor(async () => expect((await toggle()).textContent).toBe('取消收藏'));
    expect(await pressed()).toBe('true');
    const saved = (await bookmarks.list({ pageIndex: 1, pageSize: 50, type: 4 })).rows.find((row) => row.bookmarkId === key);
    expect(saved).toMatchObject({ type: 4, title, keyTypeCode: '1' });
    expect(bookmarkPath(saved ?? { type: 4, bookmarkId: '', keyTypeCode: '' })).toMatch(new RegExp(`^/process/handle/details/${key}\\?`));
    fireEvent.click(await toggle());
    await waitFor(async () => expect(await pressed()).toBe('false'));
    expect(await bookmarks.isBookmarked({ type: 4, bookmarkId: key })).toBe(false);
  });

  it('sends one 收藏 however fast it is clicked', async () => {
    const container = await signedIn('county');
    const add = vi.spyOn(container.get(BookmarkApi), 'add');
    await openTodoAffair(container);
    await waitFor(async () => expect(await pressed()).toBe('false'));
    const button = await toggle();
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(async () => expect(await pressed()).toBe('true'));
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('tells a failed 收藏 in Chinese and stays as it was, so a second click bookmarks it', async () => {
    const container = await signedIn('county');
    const bookmarks = container.get(BookmarkApi);
    vi.spyOn(bookmarks, 'add').mockRejectedValueOnce(new Error('network down'));
    const { key } = await openTodoAffair(container);
    await waitFor(async () => expect(await pressed()).toBe('false'));
    fireEvent.click(await toggle());
    expect(await screen.findByText('收藏操作失败，请重试')).toBeTruthy();
    expect(await pressed()).toBe('false');
    expect(await bookmarks.isBookmarked({ type: 4, bookmarkId: key })).toBe(false);
    fireEvent.click(await toggle());
    await waitFor(async () => expect(await pressed()).toBe('true'));
    expect(await bookmarks.isBookmarked({ type: 4, bookmarkId: key })).toBe(true);
  });

  it('bookmarks a notice under its title, which 我的收藏 opens on its details', async () => {
    const container = await signedIn('county');
    // The seed bookmarks some of county's newest notices already: take one it has not.
    const bookmarked = new Set((await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 50, type: 1 })).rows.map((row) => row.bookmarkId));
    const notice = (await container.get(NoticeApi).list({ pageIndex: 1, pageSize: 50 })).rows.find((row) => !bookmarked.has(row.id));
    if (notice === undefined) throw new Error('county reads a notice it has not bookmarked');
    show(container, `/notice/details?id=${notice.id}`);
    await screen.findByRole('heading', { level: 1, name: notice.title });
    await waitFor(async () => expect(await pressed()).toBe('false'));
    fireEvent.click(await toggle());
    await waitFor(async () => expect(await pressed()).toBe('true'));
    const saved = (await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 50, type: 1 })).rows.find((row) => row.bookmarkId === notice.id);
    expect(saved).toMatchObject({ type: 1, title: notice.title });
    expect(bookmarkPath(saved ?? { type: 1, bookmarkId: '', keyTypeCode: '' })).toBe(`/notice/details?id=${notice.id}`);
  });
});
