import 'reflect-metadata';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { documentMessages as m } from '../../src/domain/document/document-messages';
import { PostApi } from '../../src/ports/document-post.port';
import { BookmarkApi } from '../../src/ports/bookmark.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import PostDraftPage from '../../src/ui/features/document/post-draft-page';
import { createMemoryContainer } from './support/memory-container';

const ROUTE = '/document/post/draft';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
  return container;
}

function show(container: Container, entry = ROUTE): void {
  const router = createMemoryRouter([{ path: ROUTE, element: <PostDraftPage /> }], { initialEntries: [entry] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('发文拟稿 page', () => {
  it('shows each field its message on a refused save and keeps what was typed', async () => {
    const container = await signedIn('province');
    show(container);
    fireEvent.change(await screen.findByLabelText('标题'), { target: { value: '关于核查的通知' } });
    fireEvent.change(screen.getByLabelText('正文'), { target: { value: '各设区市：' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(screen.getAllByText(m.kindRequired).length).toBeGreaterThan(0));
    expect(screen.getAllByText(m.mainToRequired).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('关于核查的通知');
    expect((screen.getByLabelText('正文') as HTMLTextAreaElement).value).toBe('各设区市：');
  });

  it('opens a post once 送审 read-only, with its step and no 文号 yet', async () => {
    const container = await signedIn('province');
    const api = container.get(PostApi);
    const draft = await api.save({ title: '关于开展备案核查的通知', kind: '通知', secrecy: '公开', urgency: '普通', mainTo: ['D360100'], copyTo: [], body: '各设区市自然资源局：', version: 0 });
    await api.submit(draft.id, draft.version);
    show(container, `${ROUTE}?id=${draft.id}`);
    await screen.findByText('发文：关于开展备案核查的通知');
    expect(screen.getByText('编号环节分配')).toBeTruthy();
    expect(screen.getByRole('link', { name: '打开事务详情' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存草稿' })).toBeNull();
  });

  it('lets the drafter attach files to a saved draft and bookmark it', async () => {
    const container = await signedIn('province');
    const api = container.get(PostApi);
    const draft = await api.save({ title: '关于附件与收藏的通知', kind: '通知', secrecy: '公开', urgency: '普通', mainTo: ['D360100'], copyTo: [], body: '各设区市自然资源局：', version: 0 });
    show(container, `${ROUTE}?id=${draft.id}`);
    const files = await screen.findByRole('region', { name: '附件' });
    expect(files.querySelector('input[type="file"]')).not.toBeNull();
    const bookmark = await screen.findByRole('button', { name: '收藏' });
    fireEvent.click(bookmark);
    await waitFor(() => expect(screen.getByRole('button', { name: '取消收藏' }).getAttribute('aria-pressed')).toBe('true'));
    expect(await container.get(BookmarkApi).isBookmarked({ type: 2, bookmarkId: draft.id })).toBe(true);
  });

  it("shows a sent post's attachments without an upload control", async () => {
    const container = await signedIn('province');
    const api = container.get(PostApi);
    const draft = await api.save({ title: '关于送审后附件只读的通知', kind: '通知', secrecy: '公开', urgency: '普通', mainTo: ['D360100'], copyTo: [], body: '各设区市自然资源局：', version: 0 });
    await api.submit(draft.id, draft.version);
    show(container, `${ROUTE}?id=${draft.id}`);
    await screen.findByText('发文：关于送审后附件只读的通知');
    const files = await screen.findByRole('region', { name: '附件' });
    await waitFor(() => expect(files.textContent).toContain('暂无'));
    expect(files.querySelector('input[type="file"]')).toBeNull();
  });

  it('asks for a save before attachments on a new draft', async () => {
    show(await signedIn('province'));
    expect(await screen.findByText('保存草稿后即可上传附件')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '收藏' })).toBeNull();
  });
});
