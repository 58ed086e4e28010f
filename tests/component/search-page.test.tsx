import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { NoticeDetailsStore } from '../../src/app/notice/notice-details.store';
import { SessionStore } from '../../src/app/session/session.store';
import { ContainerProvider } from '../../src/ui/di/container-context';
import NoticeDetailsPage from '../../src/ui/features/notice/notice-details-page';
import { HighlightedText } from '../../src/ui/features/search/highlighted-text';
import SearchPage from '../../src/ui/features/search/search-page';
import { createMemoryContainer } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
  return container;
}

function Where(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

function show(container: Container, entry: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/notice/details', element: <NoticeDetailsPage /> },
      { path: '*', element: <p data-testid="elsewhere"><Where /></p> },
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

const hits = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.search-hit')];

describe('HighlightedText', () => {
  it('marks the ranges with <mark> and keeps markup in the text as text', () => {
    const { container } = render(
      <p>
        <HighlightedText
          text="<b>临时</b>用地临时"
          ranges={[
            { start: 3, end: 5 },
            { start: 11, end: 13 },
          ]}
        />
      </p>,
    );
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['临时', '临时']);
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>临时</b>用地临时');
  });
});

describe('SearchPage', () => {
  it('shows the text of the address in its box, hits with every match marked, kind tabs with counts', async () => {
    const container = await signedIn('county');
    show(container, '/search?txt=%E4%B8%B4%E6%97%B6%E7%94%A8%E5%9C%B0');
    expect((screen.getByRole('textbox', { name: '搜索内容' }) as HTMLInputElement).value).toBe('临时用地');
    await waitFor(() => expect(hits().length).toBeGreaterThan(0));
    for (const hit of hits()) {
      const marks = [...hit.querySelectorAll('mark')];
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(mark.textContent).toBe('临时用地');
    }
    expect(screen.getByText(/^全部（\d+）$/)).toBeTruthy();
    expect(screen.getByText(/^通知公告（\d+）$/)).toBeTruthy();
    expect(screen.getByText(/^事务（\d+）$/)).toBeTruthy();
    expect(screen.getByText(/^备案（\d+）$/)).toBeTruthy();
    const notice = hits().find((hit) => within(hit).queryByText('通知公告') !== null);
    expect(notice?.querySelector('a')?.getAttribute('href')).toMatch(/^\/notice\/details\?id=TZ\d{4}$/);
  });

  it('filters to one kind by its tab', async () => {
    const container = await signedIn('county');
    show(container, '/search?txt=%E4%B8%B4%E6%97%B6%E7%94%A8%E5%9C%B0');
    await waitFor(() => expect(hits().length).toBeGreaterThan(0));
    fireEvent.click(screen.getByText(/^通知公告（\d+）$/));
    await waitFor(() => expect(hits().every((hit) => within(hit).queryByText('通知公告') !== null)).toBe(true));
  });

  it('says nothing was found for a text that matches nothing', async () => {
    const container = await signedIn('county');
    show(container, '/search?txt=zzqq');
    await waitFor(() => expect(screen.getByText('未找到与“zzqq”相关的结果')).toBeTruthy());
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });

  it('asks for text when the address has none, and does not search', async () => {
    const container = await signedIn('county');
    show(container, '/search?txt=');
    expect(await screen.findByText('请输入要搜索的内容')).toBeTruthy();
    expect(hits()).toHaveLength(0);
  });

  it('searches again from its own box by changing the address', async () => {
    const container = await signedIn('county');
    const router = show(container, '/search?txt=zzqq');
    await waitFor(() => expect(screen.getByText('未找到与“zzqq”相关的结果')).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: '搜索内容' }), { target: { value: ' 专项检查 ' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toBe(`?txt=${encodeURIComponent('专项检查')}`));
    await waitFor(() => expect(hits().length).toBeGreaterThan(0));
  });

  it('opens a notice hit, and its 返回 goes back to the search', async () => {
    const container = await signedIn('county');
    const router = show(container, '/search?txt=%E4%B8%93%E9%A1%B9%E6%A3%80%E6%9F%A5');
    await waitFor(() => expect(hits().length).toBeGreaterThan(0));
    const link = hits()
      .find((hit) => within(hit).queryByText('通知公告') !== null)
      ?.querySelector('a');
    if (link === null || link === undefined) throw new Error('no notice hit');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice/details'));
    await waitFor(() => expect(screen.getByText('发布单位')).toBeTruthy());
    expect(container.get(NoticeDetailsStore).backPath()).toBe(`/search?txt=${encodeURIComponent('专项检查')}`);
    fireEvent.click(screen.getByRole('button', { name: /返回/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('tells plainly when a notice does not exist', async () => {
    const container = await signedIn('county');
    show(container, '/notice/details?id=TZ9999');
    await waitFor(() => expect(screen.getByText('通知公告不存在')).toBeTruthy());
  });
});
