import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { INBOX_MENU_ID } from '../../src/domain/menu/menu-counts';
import { MEETING_REPLY_BADGE_ID } from '../../src/domain/meeting/meeting-types';
import { CaseApi } from '../../src/ports/case.port';
import { ReceiptApi } from '../../src/ports/document.port';
import { MeetingApi } from '../../src/ports/meeting.port';
import { MessageApi } from '../../src/ports/message.port';
import { TodoApi } from '../../src/ports/todo.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import MyOfficePage from '../../src/ui/features/office/my-office-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username = 'county'): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container): void {
  const router = createMemoryRouter([{ path: '*', element: <MyOfficePage /> }], { initialEntries: ['/myoffice'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

const section = (name: string): HTMLElement => screen.getByRole('region', { name });
const countOf = (key: string): string => screen.getByTestId(`office-count-${key}`).textContent ?? '';
const loaded = (name: string): Promise<void> => waitFor(() => expect(section(name).getAttribute('aria-busy')).toBe('false'));
const badge = async (container: Container, menuId: number): Promise<number> =>
  (await container.get(TodoApi).menuCounts()).find((entry) => entry.menuId === menuId)?.count ?? 0;

describe('我的办公', () => {
  it('shows 消息, 会议, 公文 and 案件 with the badge counts and rows that open the details pages', async () => {
    const container = await signedIn();
    show(container);
    for (const name of ['消息', '会议', '公文', '案件']) await loaded(name);
    const unread = await badge(container, INBOX_MENU_ID);
    expect(unread).toBeGreaterThan(0);
    expect(countOf('messages')).toBe(`未读消息 ${unread} 条`);
    expect(countOf('meetings')).toContain(`待回复 ${await badge(container, MEETING_REPLY_BADGE_ID)} 场`);
    expect(countOf('posts')).toMatch(/^拟稿或经办的发文 \d+ 件$/);
    expect(countOf('cases')).toMatch(/^在办案件 \d+ 件$/);

    const messageRows = within(section('消息')).getAllByRole('listitem');
    expect(messageRows.length).toBe(Math.min(unread, 5));
    const firstMessage = within(messageRows[0] as HTMLElement).getAllByRole('link')[0];
    expect(firstMessage?.getAttribute('href')).toMatch(/^\/office\/secretary\/messageDetail\?subParams=/);
    expect(within(section('消息')).getByRole('link', { name: '查看全部消息' }).getAttribute('href')).toBe('/secretary/inbox');
    const meetingLink = within(section('会议')).queryAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('/meeting/manager/detail/view/'));
    expect(meetingLink).toBeDefined();
    expect(within(section('案件')).getByRole('link', { name: '查看全部案件' }).getAttribute('href')).toBe('/op/case/list?state=open');
  });

  it('lists only the meetings still ahead and the receipts still open, though the user has others', async () => {
    const container = await signedIn();
    const meetings = (await container.get(MeetingApi).meetings({ pageIndex: 1, pageSize: 100 })).rows;
    const gone = meetings.filter((row) => row.status === 'rejected' || row.status === 'cancelled').map((row) => row.subject);
    expect(gone.length).toBeGreaterThan(0);
    const receipts = (await container.get(ReceiptApi).list({ pageIndex: 1, pageSize: 100 })).rows;
    const done = receipts.filter((row) => row.finished).map((row) => row.title);
    expect(done.length).toBeGreaterThan(0);
    show(container);
    await loaded('会议');
    await loaded('公文');
    const meetingTitles = within(section('会议')).queryAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(meetingTitles.length).toBeGreaterThan(0);
    for (const subject of gone) expect(meetingTitles.filter((text) => text.includes(subject))).toEqual([]);
    expect(meetingTitles.filter((text) => /已驳回|已取消/.test(text))).toEqual([]);
    const receiptList = within(section('公文')).getByRole('list', { name: '收文列表' });
    const receiptTitles = within(receiptList).queryAllByRole('listitem').map((item) => item.textContent ?? '');
    for (const title of done) expect(receiptTitles.filter((text) => text.includes(title))).toEqual([]);
    expect(receiptTitles.filter((text) => text.includes('已办结'))).toEqual([]);
    expect(countOf('receipts')).toBe(`待办收文 ${receipts.length - done.length} 件`);
  });

  it('keeps the other sections when one fails, and 重新加载 loads it again', async () => {
    const container = await signedIn();
    const api = container.get(MessageApi);
    const list = api.list.bind(api);
    api.list = () => Promise.reject(new Error('网络连接异常'));
    show(container);
    for (const name of ['消息', '会议', '公文', '案件']) await loaded(name);
    expect(within(section('消息')).getByText('消息加载失败')).toBeTruthy();
    expect(within(section('消息')).queryByText('暂无数据')).toBeNull();
    expect(countOf('meetings')).toMatch(/^今日起的会议 \d+ 场/);
    expect(countOf('receipts')).toMatch(/^待办收文 \d+ 件$/);
    expect(screen.getAllByRole('button', { name: '重新加载' })).toHaveLength(1);

    api.list = list;
    fireEvent.click(within(section('消息')).getByRole('button', { name: '重新加载' }));
    const unread = await badge(container, INBOX_MENU_ID);
    await waitFor(() => expect(countOf('messages')).toBe(`未读消息 ${unread} 条`));
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
  });

  it('says 暂无数据 in a section with nothing, beside the count 0', async () => {
    const container = await signedIn();
    container.get(CaseApi).list = (query) => Promise.resolve({ rows: [], total: 0, pageIndex: query.pageIndex, pageSize: query.pageSize });
    show(container);
    await loaded('案件');
    expect(countOf('cases')).toBe('在办案件 0 件');
    expect(within(section('案件')).getByText('暂无数据')).toBeTruthy();
    expect(within(section('案件')).queryByRole('listitem')).toBeNull();
  });
});
