import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import type { NoticeDraft, NoticeInput } from '../../src/domain/notice/notice-types';
import { ApiFailure } from '../../src/ports/api-failure';
import { NoticeManageApi } from '../../src/ports/notice-manage.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import NoticeEditorPage from '../../src/ui/features/notice/notice-editor-page';
import { createMemoryContainer } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
  return container;
}

function show(container: Container, entry: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter([{ path: '/notice/edit', element: <NoticeEditorPage /> }], { initialEntries: [entry] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

async function seedDraft(container: Container): Promise<NoticeDraft> {
  const page = await container.get(NoticeManageApi).list({ pageIndex: 1, pageSize: 50, status: 'draft' });
  const row = page.rows[0];
  if (row === undefined) throw new Error('the seed has no draft of the province');
  return container.get(NoticeManageApi).get(row.id);
}

const titleInput = (): HTMLInputElement => screen.getByLabelText('标题', { selector: 'input' });
const failure = (status: number, body: unknown, message: string): ApiFailure =>
  new ApiFailure({ kind: 'http', status, body }, { message, level: 'error', durationMs: 3000, followUp: { kind: 'none' } }, true);

describe('notice editor', () => {
  // The page loads TipTap lazily (the rich-text engine's own chunk); loading it once here keeps
  // each test's wait on the page, not on the module graph.
  beforeAll(async () => {
    await import('../../src/ui/features/notice/notice-rich-text');
  });

  it('a new notice saved empty shows every required field at the field and sends nothing', async () => {
    const container = await signedIn('province');
    const api = container.get(NoticeManageApi);
    const create = vi.spyOn(api, 'create');
    show(container, '/notice/edit');
    expect(await screen.findByRole('heading', { level: 1, name: '新建通知' })).toBeTruthy();
    expect(screen.getByText('保存草稿后可上传附件')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请输入标题')).toBeTruthy();
    expect(screen.getByText('请输入正文')).toBeTruthy();
    expect(screen.getByText('请选择发布范围', { selector: 'p' })).toBeTruthy();
    expect(titleInput().getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByRole('textbox', { name: '正文' })).toBeTruthy();
    fireEvent.change(titleInput(), { target: { value: '长'.repeat(101) } });
    expect(await screen.findByText('标题不能超过100个字')).toBeTruthy();
    expect(screen.getByText('101/100')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('a failed save keeps everything typed; a second click while saving sends no second request', async () => {
    const container = await signedIn('province');
    const draft = await seedDraft(container);
    const api = container.get(NoticeManageApi);
    let fail: (error: unknown) => void = () => undefined;
    const update = vi.spyOn(api, 'update').mockImplementation(
      () =>
        new Promise<NoticeDraft>((_resolve, reject) => {
          fail = reject;
        }),
    );
    show(container, `/notice/edit?id=${draft.id}`);
    await waitFor(() => expect(titleInput().value).toBe(draft.title));
    expect(screen.getByRole('heading', { level: 1, name: /编辑通知/ })).toBeTruthy();
    fireEvent.change(titleInput(), { target: { value: '改过的标题' } });
    const save = screen.getByRole('button', { name: '保存草稿' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const sent = update.mock.calls[0]?.[1] as NoticeInput;
    expect(sent.title).toBe('改过的标题');
    expect(sent.body).toBe(draft.body);
    await act(async () => {
      fail(failure(500, {}, '服务器开小差了，请稍后重试'));
      await Promise.resolve();
    });
    expect(await screen.findByText('服务器开小差了，请稍后重试')).toBeTruthy();
    expect(titleInput().value).toBe('改过的标题');
    expect((await screen.findByRole('textbox', { name: '正文' })).textContent).not.toBe('');
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('the server’s field problems show at their fields', async () => {
    const container = await signedIn('province');
    const draft = await seedDraft(container);
    const api = container.get(NoticeManageApi);
    vi.spyOn(api, 'update').mockRejectedValue(failure(400, { problems: [{ field: 'scopeCode', message: '发布范围只能是本单位所在行政区或其下级行政区' }] }, '请检查标红的字段'));
    show(container, `/notice/edit?id=${draft.id}`);
    await waitFor(() => expect(titleInput().value).toBe(draft.title));
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('发布范围只能是本单位所在行政区或其下级行政区')).toBeTruthy();
    expect(titleInput().value).toBe(draft.title);
  });
});
