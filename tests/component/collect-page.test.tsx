import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMemoryContainer } from './support/memory-container';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { CollectStore } from '../../src/app/collect/collect.store';
import { SessionStore } from '../../src/app/session/session.store';
import { EMPTY_FAVOURITES_USER } from '../../src/demo/favourites';
import { bookmarkPath } from '../../src/domain/favourites/bookmark-links';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import { NoticeApi } from '../../src/ports/notice.port';
import { ReceiptApi } from '../../src/ports/document.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import CollectPage from '../../src/ui/features/collect/collect-page';

const LABELS = { 1: '通知公告', 2: '公文', 3: '案件', 4: '事务' } as const;

/** The page wired as VITE_API_MODE=memory wires it, with the app module's CollectStore. */
function wire(): Container {
  const { container } = createMemoryContainer();
  return container;
}

async function signIn(container: Container, username: string): Promise<void> {
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
}

function show(container: Container): void {
  const router = createMemoryRouter([{ path: '/collect', element: <CollectPage /> }], { initialEntries: ['/collect'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

async function signedIn(username: string): Promise<Container> {
  const container = wire();
  await signIn(container, username);
  return container;
}

const bodyRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.collect-page__table tbody tr.semi-table-row')];
const rowOf = (title: string): HTMLElement => screen.getByText(title).closest('tr') as HTMLElement;

describe('CollectPage', () => {
  it('is titled 我的收藏 and lists the signed-in user’s favourites with type labels, dates and the total', async () => {
    const container = await signedIn('county');
    const { rows, total } = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 15 });
    show(container);
    expect(screen.getByRole('heading', { level: 1, name: '我的收藏' })).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(rows.length));
    expect(screen.getByText(`共 ${total} 条`)).toBeTruthy();
    for (const favourite of rows) {
      const row = rowOf(favourite.title);
      expect(within(row).getByText(LABELS[favourite.type])).toBeTruthy();
      expect(within(row).getByText(favourite.date)).toBeTruthy();
      // A title opens its record where bookmarkPath knows where, and is plain text otherwise.
      const path = bookmarkPath(favourite);
      if (path === undefined) expect(within(row).queryByRole('link')).toBeNull();
      else expect(within(row).getByRole('link', { name: favourite.title }).getAttribute('href')).toBe(path);
    }
    expect(screen.getByRole('radio', { name: `全部（${total}）` })).toBeTruthy();
    // Every seeded bookmark is a real record county may open, of each of the four types, so each of them is a link.
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2, 3, 4]));
    for (const favourite of rows) expect(within(rowOf(favourite.title)).getByRole('link')).toBeTruthy();
  });

  it('filters by type with counts from the groups call', async () => {
    const container = await signedIn('county');
    const groups = await container.get(BookmarkApi).groups();
    const documents = groups.find((group) => group.type === 2);
    if (documents === undefined) throw new Error('groups lists every type');
    show(container);
    fireEvent.click(await screen.findByRole('radio', { name: `公文（${documents.count}）` }));
    await waitFor(() => expect(container.get(CollectStore).getValue().query.type).toBe(2));
    await waitFor(() => expect(bodyRows()).toHaveLength(documents.count));
    expect(screen.getByText(`共 ${documents.count} 条`)).toBeTruthy();
    for (const row of bodyRows()) expect(within(row).getByText('公文')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^全部/ }));
    await waitFor(() => expect(container.get(CollectStore).getValue().query.type).toBe('all'));
  });

  it('shows 15 a page by default and changing the page size to 20 shows more', async () => {
    const container = await signedIn('county');
    const bookmarks = container.get(BookmarkApi);
    // Bookmarks must point at records the user may open: ten of county's notices not yet kept.
    const kept = new Set((await bookmarks.list({ pageIndex: 1, pageSize: 50 })).rows.map((row) => row.bookmarkId));
    const notices = (await container.get(NoticeApi).list({ pageIndex: 1, pageSize: 50 })).rows.filter((row) => !kept.has(row.id)).slice(0, 10);
    expect(notices).toHaveLength(10);
    for (const notice of notices) await bookmarks.add({ type: 1, bookmarkId: notice.id, title: notice.title });
    const { total } = await bookmarks.list({ pageIndex: 1, pageSize: 15 });
    expect(total).toBe(kept.size + 10);
    expect(total).toBeGreaterThan(15);
    show(container);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const sizes = screen.getByRole('combobox', { name: '每页条数' });
    expect(within(sizes).getByText('15 条/页')).toBeTruthy();
    fireEvent.click(sizes);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['15 条/页', '20 条/页', '30 条/页', '50 条/页']);
    const twenty = options.find((option) => option.textContent === '20 条/页');
    if (twenty === undefined) throw new Error('20 条/页 is offered');
    fireEvent.click(twenty);
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(container.get(CollectStore).getValue().query).toEqual({ type: 'all', pageIndex: 1, pageSize: 20 });
  });

  it('取消收藏 removes one from the list and the backend', async () => {
    const container = await signedIn('county');
    const { rows, total } = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 15 });
    const first = rows[0];
    if (first === undefined) throw new Error('county has favourites');
    show(container);
    fireEvent.click(await screen.findByRole('button', { name: `取消收藏 ${first.title}` }));
    await waitFor(() => expect(screen.queryByText(first.title)).toBeNull());
    expect(screen.getByText(`共 ${total - 1} 条`)).toBeTruthy();
    const after = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 50 });
    expect(after.rows.some((item) => item.id === first.id)).toBe(false);
  });

  it('批量取消收藏 cancels the selected rows after confirming', async () => {
    const container = await signedIn('county');
    const { rows, total } = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 15 });
    const [a, b] = rows;
    if (a === undefined || b === undefined) throw new Error('county has favourites');
    show(container);
    const batch = await screen.findByRole('button', { name: '批量取消收藏' });
    await waitFor(() => expect(bodyRows()).toHaveLength(rows.length));
    expect(batch.hasAttribute('disabled') || batch.getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.click(screen.getByLabelText(`选择 ${a.title}`));
    fireEvent.click(screen.getByLabelText(`选择 ${b.title}`));
    await waitFor(() => expect(container.get(CollectStore).getValue().selected).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '批量取消收藏' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定取消选中的2条收藏？')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByText(a.title)).toBeNull());
    expect(screen.queryByText(b.title)).toBeNull();
    expect(screen.getByText(`共 ${total - 2} 条`)).toBeTruthy();
    const after = await container.get(BookmarkApi).list({ pageIndex: 1, pageSize: 50 });
    expect(after.total).toBe(total - 2);
  });

  it('a user without favourites sees 暂无数据', async () => {
    const container = await signedIn(EMPTY_FAVOURITES_USER);
    show(container);
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('共 0 条')).toBeTruthy();
  });

  it('opens a bookmarked 收文 on its details page from its title', async () => {
    const container = await signedIn('county');
    const [receipt] = (await container.get(ReceiptApi).list({ pageIndex: 1, pageSize: 1 })).rows;
    if (receipt === undefined) throw new Error('no seeded receipt');
    await container.get(BookmarkApi).add({ type: 2, bookmarkId: receipt.id, title: receipt.title, keyTypeCode: 'receipt' });
    show(container);
    const link = await screen.findByRole('link', { name: receipt.title });
    expect(link.getAttribute('href')).toBe(`/document/receive/register?id=${receipt.id}`);
  });
});

