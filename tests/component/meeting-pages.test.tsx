import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { MeetingApi } from '../../src/ports/meeting.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import ApplicationFormPage from '../../src/ui/features/meeting/application-form-page';
import ApplicationListPage from '../../src/ui/features/meeting/application-list-page';
import MeetingDetailPage from '../../src/ui/features/meeting/meeting-detail-page';
import RegisterListPage from '../../src/ui/features/meeting/register-list-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';
import { pickPageSize, reload, shownPageSize } from './support/office-pages';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

const ROUTES = [
  { path: '/meeting/manager/register/list', element: <RegisterListPage /> },
  { path: '/meeting/manager/register/form', element: <h1>登记表单</h1> },
  { path: '/meeting/manager/application/list', element: <ApplicationListPage /> },
  { path: '/meeting/manager/application/form', element: <ApplicationFormPage /> },
  { path: '/meeting/manager/detail/view/:moduleKey', element: <MeetingDetailPage /> },
];

function show(container: Container, entry: string): ReturnType<typeof createMemoryRouter> {
  const router = createMemoryRouter(ROUTES, { initialEntries: [entry] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

describe('会议 pages', () => {
  it('the day calendar lists the unit’s rooms, and Enter on a free quarter hour starts a booking there', async () => {
    const container = await signedIn('county');
    const rooms = await container.get(MeetingApi).rooms();
    const router = show(container, '/meeting/manager/register/list?date=2030-03-04&view=day');
    const grid = await screen.findByRole('grid', { name: '2030-03-04 会议室日程' }, { timeout: 5000 });
    for (const room of rooms) expect(within(grid).getByRole('rowheader', { name: new RegExp(room.name) })).toBeTruthy();
    const first = rooms[0];
    if (first === undefined) throw new Error('the county has no rooms');
    const cell = within(grid).getByRole('gridcell', { name: `${first.name} 2030-03-04 08:00 空闲，回车登记` });
    expect(cell.tabIndex).toBe(0);
    fireEvent.keyDown(cell, { key: 'ArrowRight' });
    const next = within(grid).getByRole('gridcell', { name: `${first.name} 2030-03-04 08:15 空闲，回车登记` });
    await waitFor(() => expect(next.tabIndex).toBe(0));
    fireEvent.keyDown(next, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/meeting/manager/register/form'));
    expect(new URLSearchParams(router.state.location.search).get('start')).toBe('08:15');
    expect(new URLSearchParams(router.state.location.search).get('roomId')).toBe(first.id);
  });

  it('an application without a room says so at the field, keeps what was typed and saves nothing', async () => {
    const container = await signedIn('county');
    const before = (await container.get(MeetingApi).meetings({ pageIndex: 1, pageSize: 15, role: 'organised' })).total;
    show(container, '/meeting/manager/application/form');
    await screen.findByRole('heading', { level: 1, name: '会议申请' });
    fireEvent.change(screen.getByRole('textbox', { name: '会议主题' }), { target: { value: '股室工作例会' } });
    fireEvent.change(screen.getByRole('textbox', { name: '会议议程' }), { target: { value: '一、通报情况' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('会议室不能为空'));
    expect((screen.getByRole('textbox', { name: '会议主题' }) as HTMLInputElement).value).toBe('股室工作例会');
    expect((screen.getByRole('textbox', { name: '会议议程' }) as HTMLTextAreaElement).value).toBe('一、通报情况');
    expect((await container.get(MeetingApi).meetings({ pageIndex: 1, pageSize: 15, role: 'organised' })).total).toBe(before);
  });

  it('a meeting the user takes no part in shows a clear page', async () => {
    const container = await signedIn('city');
    const county = await signedIn('county');
    const theirs = (await county.get(MeetingApi).meetings({ pageIndex: 1, pageSize: 15, role: 'organised' })).rows[0];
    if (theirs === undefined) throw new Error('the county organises no meeting');
    show(container, `/meeting/manager/detail/view/${theirs.id}`);
    expect(await screen.findByText('无法查看该会议', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('会议不存在，或您不是该会议的参与人')).toBeTruthy();
    expect(screen.queryByText(theirs.subject)).toBeNull();
  });

  it('请假 asks for a reason before it is sent, then shows as the reply', async () => {
    const container = await signedIn('county');
    const api = container.get(MeetingApi);
    const waiting = (await api.meetings({ pageIndex: 1, pageSize: 50, role: 'attending', status: 'approved' })).rows;
    const open = (await Promise.all(waiting.map((row) => api.meeting(row.id)))).find((d) => d.abilities.reply && d.myReply?.answer === undefined);
    if (open === undefined) throw new Error('the seed has no meeting waiting for the county user’s reply');
    show(container, `/meeting/manager/detail/view/${open.id}`);
    fireEvent.click(await screen.findByRole('radio', { name: '请假' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: '提交回复' }));
    expect(await screen.findByText('请填写理由')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '请假理由' }), { target: { value: '外出参加现场踏勘' } });
    fireEvent.click(screen.getByRole('button', { name: '提交回复' }));
    await screen.findByRole('heading', { name: '我的回复：请假' }, { timeout: 5000 });
    expect((await api.meeting(open.id)).myReply?.reason).toBe('外出参加现场踏勘');
  });

  it('会议申请列表 asks for the size picked, from page 1, keeps it across a reload and for the other roles', async () => {
    const container = await signedIn('county');
    const meetings = vi.spyOn(container.get(MeetingApi), 'meetings');
    const router = show(container, '/meeting/manager/application/list?role=organised&pageIndex=2');
    await waitFor(() => expect(meetings).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'organised', pageIndex: 2, pageSize: 15 })));
    await pickPageSize(30);
    await waitFor(() => expect(meetings).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'organised', pageIndex: 1, pageSize: 30 })));
    expect(router.state.location.search).toBe('?role=organised&pageSize=30');
    meetings.mockClear();
    const again = reload(container, ROUTES, router);
    await waitFor(() => expect(meetings).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'organised', pageIndex: 1, pageSize: 30 })));
    expect(await shownPageSize()).toContain('30 条/页');
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(meetings).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'all', pageIndex: 1, pageSize: 30 })));
    expect(again.state.location.search).toBe('?pageSize=30');
  });
});
