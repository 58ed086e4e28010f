import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { messageMessages } from '../../src/domain/message/message-messages';
import { MessageApi } from '../../src/ports/message.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import MessageComposePage from '../../src/ui/features/message/message-compose-page';
import MessageDetailPage from '../../src/ui/features/message/message-detail-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

/** Seeded: 王丽华 (city) wrote to 陈志强 (county) and a colleague; the province wrote to the city. */
const CITY_TO_COUNTY = 'XX2026000003';
const PROVINCE_TO_CITY = 'XX2026000002';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container, entry: string): void {
  const router = createMemoryRouter(
    [
      { path: '/office/secretary/editMessage', element: <MessageComposePage /> },
      { path: '/office/secretary/messageDetail', element: <MessageDetailPage /> },
      { path: '*', element: <p>其他页面</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

const detailOf = (subParams: string): string => `/office/secretary/messageDetail?subParams=${encodeURIComponent(subParams)}`;

/** The message shown under the field labelled `label`, or undefined. */
function messageAt(label: string): string | undefined {
  const field = [...document.querySelectorAll('.message__field')].find((f) => f.querySelector(':scope > .message__label')?.textContent === label);
  if (field === undefined) throw new Error(`no field ${label}`);
  return field.querySelector(':scope > [role=alert]')?.textContent ?? undefined;
}

describe('写消息', () => {
  it('a refused send says at each field what is missing and keeps what was typed', async () => {
    const container = await signedIn('county');
    show(container, '/office/secretary/editMessage');
    await screen.findByRole('heading', { level: 1, name: '写消息' });
    fireEvent.change(screen.getByRole('textbox', { name: '正文' }), { target: { value: '周五前请反馈。' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(messageAt('收件人')).toBe(messageMessages.noRecipients));
    expect(messageAt('主题')).toBe(messageMessages.subjectRequired);
    expect(messageAt('正文')).toBeUndefined();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '正文' }).value).toBe('周五前请反馈。');
    expect((await container.get(MessageApi).list({ box: 'sent', pageIndex: 1, pageSize: 50 })).rows.some((row) => row.subject === '')).toBe(false);
  });

  it('a reply is addressed to the sender with Re: and the quoted body, and a double click sends it once', async () => {
    const container = await signedIn('county');
    const api = container.get(MessageApi);
    const before = (await api.list({ box: 'sent', pageIndex: 1, pageSize: 50 })).total;
    show(container, `/office/secretary/editMessage?reply=${CITY_TO_COUNTY}`);
    await screen.findByRole('heading', { level: 1, name: '回复消息' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '主题' }).value).toBe('Re: 转发：设施农业用地备案抽查安排');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '正文' }).value).toContain('> 陈股长：');
    await waitFor(() => expect(document.querySelector('.message__picker')?.textContent).toContain('王丽华'));
    const send = screen.getByRole('button', { name: '发送' });
    fireEvent.click(send);
    fireEvent.click(send);
    await screen.findByRole('heading', { level: 1, name: 'Re: 转发：设施农业用地备案抽查安排' }, { timeout: 5000 });
    const sent = await api.list({ box: 'sent', pageIndex: 1, pageSize: 50 });
    expect(sent.total).toBe(before + 1);
    expect(sent.rows[0]?.recipientNames).toBe('王丽华');
  });
});

describe('消息详情', () => {
  it.each([
    ['no subParams', '/office/secretary/messageDetail'],
    ['subParams that are not JSON', detailOf('{id:')],
    ['subParams without an id', detailOf('{"name":"x"}')],
    ['subParams that are a list', detailOf('["XX2026000001"]')],
  ])('%s shows a clear page, not a crash', async (_name, entry) => {
    show(await signedIn('county'), entry);
    expect(await screen.findByText('无法打开消息')).toBeTruthy();
    expect(screen.getByText(/subParams 参数应为包含消息编号的 JSON/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回收件箱' })).toBeTruthy();
  });

  it('a message of others says it cannot be seen', async () => {
    show(await signedIn('county'), detailOf(JSON.stringify({ id: PROVINCE_TO_CITY })));
    expect(await screen.findByText('无法查看消息')).toBeTruthy();
    expect(screen.getByText(messageMessages.notFound)).toBeTruthy();
  });

  it('a recipient opening it marks it read; the sender sees who read it', async () => {
    const container = await signedIn('county');
    const api = container.get(MessageApi);
    const unread = (await api.list({ box: 'inbox', pageIndex: 1, pageSize: 50 })).rows.find((row) => !row.read);
    if (unread === undefined) throw new Error('the seed has no unread message for the county');
    show(container, detailOf(JSON.stringify({ id: unread.id })));
    await screen.findByRole('heading', { level: 1, name: unread.subject });
    expect(screen.queryByRole('heading', { name: '阅读回执' })).toBeNull();
    expect((await api.list({ box: 'inbox', pageIndex: 1, pageSize: 50 })).rows.find((row) => row.id === unread.id)?.read).toBe(true);
  });

  it('删除 asks in a dialog: 取消 and Escape keep the message, 删除 pressed twice deletes it once and goes back', async () => {
    const container = await signedIn('county');
    const remove = vi.spyOn(container.get(MessageApi), 'remove');
    show(container, detailOf(JSON.stringify({ id: CITY_TO_COUNTY })));
    await screen.findByRole('heading', { level: 1 });
    const ask = async (): Promise<HTMLElement> => {
      fireEvent.click(screen.getByRole('button', { name: '删除' }));
      const dialog = await screen.findByRole('dialog', { name: '删除' });
      expect(within(dialog).getByText(/确定删除这条消息/)).toBeTruthy();
      return dialog;
    };
    fireEvent.click(within(await ask()).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.keyDown(await ask(), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    const confirm = within(await ask()).getByRole('button', { name: '删除' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('其他页面')).toBeTruthy();
    expect(remove.mock.calls).toEqual([[CITY_TO_COUNTY]]);
  });

  it('the sender sees 已读 with the time and 未读 per recipient', async () => {
    show(await signedIn('city'), detailOf(JSON.stringify({ id: CITY_TO_COUNTY })));
    await screen.findByRole('heading', { name: '阅读回执' });
    const rows = [...document.querySelectorAll('.semi-table-tbody .semi-table-row')].map((row) => row.textContent ?? '');
    expect(rows.find((row) => row.includes('陈志强'))).toMatch(/已读2026-11-14 09:50/);
    expect(rows.some((row) => row.includes('未读') && row.includes('—'))).toBe(true);
  });
});
