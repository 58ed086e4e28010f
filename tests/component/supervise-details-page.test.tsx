import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { parseAffairDetailsQuery, superviseDetailsUrl } from '../../src/domain/affair/details-link';
import { bookmarkPath, SUPERVISION_KIND } from '../../src/domain/favourites/bookmark-links';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import type { SuperviseRow } from '../../src/ports/api/process.dto';
import { SuperviseApi } from '../../src/ports/supervise.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import SuperviseDetailsPage from '../../src/ui/features/supervise/supervise-details-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container, url: string) {
  const router = createMemoryRouter(
    [
      { path: '/process/handle/supervise/:id', element: <SuperviseDetailsPage /> },
      { path: '/process/handle/details/:id', element: <p>affair details</p> },
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

/** One of the user's supervisions that they supervise themselves (so they may urge). */
async function supervisedBy(container: Container, name: string): Promise<SuperviseRow> {
  const { rows } = await container.get(SuperviseApi).list({ pageIndex: 1, pageSize: 50 });
  const row = rows.find((candidate) => candidate.supervisorName === name);
  if (row === undefined) throw new Error(`${name} supervises something`);
  return row;
}

describe('督办详情', () => {
  it('shows the supervision, its affair with a link to the details, and the reminders', async () => {
    const container = await signedIn('city');
    const row = await supervisedBy(container, '王丽华');
    const detail = await container.get(SuperviseApi).detail(row.id);
    const router = show(container, superviseDetailsUrl(row.id, row.keyNumGather));
    expect(await screen.findByRole('heading', { level: 1, name: detail.supName })).toBeTruthy();
    expect(screen.getByText(detail.content)).toBeTruthy();
    expect(screen.getByText(detail.affairTitle)).toBeTruthy();
    expect(screen.getByText(`附件编号：${row.keyNumGather}`)).toBeTruthy();
    for (const entry of detail.reminderLog) expect(screen.getByText(entry.text, { exact: false })).toBeTruthy();
    if (detail.overdue) expect(document.querySelector('.supervise-details--overdue')).not.toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '查看事务详情' }));
    await screen.findByText('affair details');
    expect(router.state.location.pathname).toBe(`/process/handle/details/${encodeURIComponent(detail.keyDigNumGather)}`);
    expect(parseAffairDetailsQuery(router.state.location.search)).toMatchObject({ filesKey: detail.keyNumGather });
  });

  it('催办 sends one reminder even when clicked twice, and an empty one is refused in Chinese', async () => {
    const container = await signedIn('city');
    const row = await supervisedBy(container, '王丽华');
    const before = await container.get(SuperviseApi).detail(row.id);
    show(container, superviseDetailsUrl(row.id, row.keyNumGather));
    const button = await screen.findByRole('button', { name: '催办' });
    fireEvent.click(button);
    expect(await screen.findByText('请填写催办内容')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('催办内容'), { target: { value: '请本周内反馈办理进度' } });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByText('请本周内反馈办理进度', { exact: false })).toBeTruthy());
    const after = await container.get(SuperviseApi).detail(row.id);
    expect(after.reminders).toBe(before.reminders + 1);
    expect((screen.getByLabelText('催办内容') as HTMLTextAreaElement).value).toBe('');
  });

  it('the urged person is not offered 催办', async () => {
    const container = await signedIn('city');
    const { rows } = await container.get(SuperviseApi).list({ pageIndex: 1, pageSize: 50 });
    const row = rows.find((candidate) => candidate.urgedName === '王丽华');
    if (row === undefined) throw new Error('王丽华 is urged somewhere');
    show(container, superviseDetailsUrl(row.id, row.keyNumGather));
    await screen.findByRole('heading', { level: 1, name: row.supName });
    expect(screen.queryByRole('button', { name: '催办' })).toBeNull();
  });

  it('offers 催办 exactly when the service says the user may urge, whatever the names read', async () => {
    const container = await signedIn('city');
    const real = container.get(SuperviseApi);
    const mine = await supervisedBy(container, '王丽华');
    const { rows } = await real.list({ pageIndex: 1, pageSize: 50 });
    const theirs = rows.find((candidate) => candidate.supervisorName !== '王丽华');
    if (theirs === undefined) throw new Error('someone else supervises the city user');
    // The service's answer, turned around: the view must follow it, not compare names itself.
    const flipped: SuperviseApi = Object.assign(Object.create(real) as SuperviseApi, {
      detail: async (id: string) => {
        const detail = await real.detail(id);
        return { ...detail, mayUrge: !detail.mayUrge };
      },
    });
    container.rebindSync(SuperviseApi).toConstantValue(flipped);
    expect((await real.detail(mine.id)).mayUrge).toBe(true);
    expect((await real.detail(theirs.id)).mayUrge).toBe(false);

    const first = show(container, superviseDetailsUrl(mine.id, mine.keyNumGather));
    await screen.findByRole('heading', { level: 1, name: mine.supName });
    expect(screen.queryByRole('button', { name: '催办' })).toBeNull();
    await first.navigate(superviseDetailsUrl(theirs.id, theirs.keyNumGather));
    expect(await screen.findByRole('button', { name: '催办' })).toBeTruthy();
  });

  it('收藏 bookmarks the supervision under its name for 我的收藏 to open here again, and 取消收藏 takes it off', async () => {
    const container = await signedIn('city');
    const bookmarks = container.get(BookmarkApi);
    const { rows } = await container.get(SuperviseApi).list({ pageIndex: 1, pageSize: 50 });
    const statuses = await Promise.all(rows.map((row) => bookmarks.isBookmarked({ type: 4, bookmarkId: row.id })));
    const row = rows.find((_row, index) => statuses[index] === false);
    if (row === undefined) throw new Error('the city user has a supervision not bookmarked yet');
    const detail = await container.get(SuperviseApi).detail(row.id);
    show(container, superviseDetailsUrl(row.id, row.keyNumGather));
    await screen.findByRole('heading', { level: 1, name: detail.supName });
    const toggle = (): HTMLElement => screen.getByRole('button', { name: /^(收藏|取消收藏)$/ });
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('false'));
    expect(toggle().textContent).toBe('收藏');

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
    expect(toggle().textContent).toBe('取消收藏');
    const saved = (await bookmarks.list({ pageIndex: 1, pageSize: 50, type: 4 })).rows.find((favourite) => favourite.bookmarkId === row.id);
    expect(saved).toMatchObject({ type: 4, title: detail.supName, keyTypeCode: SUPERVISION_KIND });
    expect(bookmarkPath(saved ?? { type: 4, bookmarkId: '', keyTypeCode: '' })).toBe(superviseDetailsUrl(row.id));

    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('false'));
    expect(await bookmarks.isBookmarked({ type: 4, bookmarkId: row.id })).toBe(false);
  });

  it('an unknown supervision and somebody else’s say so clearly', async () => {
    const city = await signedIn('city');
    show(city, superviseDetailsUrl('no-such-supervision'));
    expect(await screen.findByRole('heading', { level: 1, name: '督办事项不存在' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回督办事项' })).toBeTruthy();

    const county = await signedIn('county');
    const countyIds = new Set((await county.get(SuperviseApi).list({ pageIndex: 1, pageSize: 50 })).rows.map((row) => row.id));
    const mine = (await city.get(SuperviseApi).list({ pageIndex: 1, pageSize: 50 })).rows.find((row) => !countyIds.has(row.id));
    if (mine === undefined) throw new Error('the city user has a supervision the county user does not see');
    document.body.innerHTML = '';
    show(county, superviseDetailsUrl(mine.id));
    const heading = await screen.findByRole('heading', { level: 1, name: '无权查看该督办事项' });
    expect(within(heading.parentElement as HTMLElement).getByText('您无权查看该督办')).toBeTruthy();
  });
});
