import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { archiveMessages as m } from '../../src/domain/archive/archive-messages';
import { formatDate } from '../../src/domain/format/date';
import type { ArchiveSave } from '../../src/domain/archive/archive-types';
import { ArchiveApi } from '../../src/ports/archive.port';
import ArchiveInPage from '../../src/ui/features/archive/archive-in-page';
import ArchiveOutPage from '../../src/ui/features/archive/archive-out-page';
import LoanListPage from '../../src/ui/features/archive/loan-list-page';
import RegisterDetailPage from '../../src/ui/features/archive/register-detail-page';
import { pending, pickPageSize, reload, SERVER_ERROR_MESSAGE, serverError, show, shownPageSize, signedIn } from './support/office-pages';

const ROUTES = [
  { path: '/archive/manage/in', element: <ArchiveInPage /> },
  { path: '/archive/manage/out', element: <ArchiveOutPage /> },
  { path: '/archive/manage/registerDetail', element: <RegisterDetailPage /> },
  { path: '/archive/manage/retrieval', element: <LoanListPage /> },
];

const record: ArchiveSave = { title: '组件测试档案', responsible: '南昌县自然资源局办公室', year: 2026, retention: 'years30', organ: 'BGS', secrecy: 'internal', pieces: 2, pages: 12, remark: '' };
/** A due date a week on: within the 30 days a loan may last. */
const weekOn = (): string => formatDate(Date.now() + 7 * 86_400_000);
const box = (name: string): HTMLInputElement => screen.getByRole('textbox', { name });

describe('档案入库登记', () => {
  it('keeps every typed value and says why when the server fails, then registers once on a double click', async () => {
    const container = await signedIn('county');
    const api = container.get(ArchiveApi);
    const register = vi.spyOn(api, 'register').mockRejectedValueOnce(serverError());
    const router = show(container, ROUTES, '/archive/manage/in');
    fireEvent.change(await screen.findByRole('textbox', { name: '题名' }), { target: { value: '关于城东地块的批复' } });
    fireEvent.change(box('责任者'), { target: { value: '南昌县自然资源局' } });
    fireEvent.change(box('备注'), { target: { value: '原件一份' } });
    fireEvent.click(screen.getByRole('button', { name: '登记入库' }));
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect([box('题名').value, box('责任者').value, box('备注').value]).toEqual(['关于城东地块的批复', '南昌县自然资源局', '原件一份']);
    const button = screen.getByRole('button', { name: '登记入库' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive/manage/registerDetail'));
    expect(register).toHaveBeenCalledTimes(2);
    expect(register.mock.calls[1]?.[0]).toMatchObject({ title: '关于城东地块的批复', responsible: '南昌县自然资源局', remark: '原件一份' });
  });

  it('sends one registration for Enter pressed twice', async () => {
    const container = await signedIn('county');
    const register = vi.spyOn(container.get(ArchiveApi), 'register');
    show(container, ROUTES, '/archive/manage/in');
    fireEvent.change(await screen.findByRole('textbox', { name: '题名' }), { target: { value: '回车提交的档案' } });
    fireEvent.change(box('责任者'), { target: { value: '南昌县自然资源局' } });
    const form = screen.getByRole('form', { name: '登记入库' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  });
});

describe('修改著录', () => {
  it('keeps what was typed on a 409 (someone saved first) and says so in Chinese', async () => {
    const container = await signedIn('county');
    const api = container.get(ArchiveApi);
    const made = await api.register(record);
    show(container, ROUTES, `/archive/manage/out?moduleKey=${made.id}`);
    const title = await screen.findByRole('textbox', { name: '题名' }, { timeout: 5000 });
    await api.update({ ...record, title: '他人先保存的题名', id: made.id, version: made.version });
    fireEvent.change(title, { target: { value: '我改的题名' } });
    fireEvent.change(box('备注'), { target: { value: '补充说明' } });
    fireEvent.click(screen.getByRole('button', { name: '保存修改' }));
    expect(await screen.findByText(m.stale)).toBeTruthy();
    expect(screen.getByText('保存冲突')).toBeTruthy();
    expect([box('题名').value, box('备注').value]).toEqual(['我改的题名', '补充说明']);
  });
});

describe('申请借阅', () => {
  const openRecord = async (): Promise<{ container: Awaited<ReturnType<typeof signedIn>>; id: string }> => {
    const container = await signedIn('county');
    const made = await container.get(ArchiveApi).register(record);
    show(container, ROUTES, `/archive/manage/registerDetail?id=${made.id}`);
    await screen.findByRole('form', { name: '申请借阅' }, { timeout: 5000 });
    return { container, id: made.id };
  };
  const fillLoan = (): void => {
    fireEvent.change(box('借阅目的'), { target: { value: '核对用地批复' } });
    fireEvent.change(screen.getByLabelText('归还期限'), { target: { value: weekOn() } });
  };

  it('keeps the purpose on a failed request and shows the server’s Chinese message', async () => {
    const { container } = await openRecord();
    vi.spyOn(container.get(ArchiveApi), 'requestLoan').mockRejectedValueOnce(serverError());
    fireEvent.change(box('借阅目的'), { target: { value: '核对用地批复' } });
    fireEvent.click(screen.getByRole('button', { name: '提交借阅申请' }));
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(box('借阅目的').value).toBe('核对用地批复');
  });

  it('keeps the purpose when the item was asked for meanwhile (409), and sends one request for a double click', async () => {
    const { container, id } = await openRecord();
    const api = container.get(ArchiveApi);
    const request = vi.spyOn(api, 'requestLoan');
    await api.requestLoan({ archiveId: id, purpose: '他人先申请', dueDate: weekOn() });
    request.mockClear();
    fillLoan();
    const submit = screen.getByRole('button', { name: '提交借阅申请' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText(m.loanPending)).toBeTruthy();
    expect(request).toHaveBeenCalledTimes(1);
    expect(box('借阅目的').value).toBe('核对用地批复');
    expect((screen.getByLabelText('归还期限') as HTMLInputElement).value).toBe(weekOn());
  });
});

describe('借阅管理 and 档案出库 lists', () => {
  it('say 加载中… while the loans come', async () => {
    const container = await signedIn('county');
    container.get(ArchiveApi).loans = pending;
    show(container, ROUTES, '/archive/manage/retrieval');
    expect(await screen.findByText('加载中…')).toBeTruthy();
  });

  it('say 暂无数据 when nothing waits for approval', async () => {
    show(await signedIn('county'), ROUTES, '/archive/manage/retrieval?role=approving');
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('show the failure with 重新加载 and no 暂无数据, and load again from it', async () => {
    const container = await signedIn('county');
    const api = container.get(ArchiveApi);
    vi.spyOn(api, 'loans').mockRejectedValueOnce(serverError());
    show(container, ROUTES, '/archive/manage/retrieval');
    const reload = await screen.findByRole('button', { name: '重新加载' });
    expect(screen.getByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
    fireEvent.click(reload);
    await waitFor(() => expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull());
    expect((await screen.findAllByRole('link', { name: /^查看借阅 / })).length).toBeGreaterThan(0);
  });

  it('档案出库 says 暂无数据 for a search that finds nothing', async () => {
    const container = await signedIn('county');
    show(container, ROUTES, '/archive/manage/out?text=不存在的题名');
    expect(await screen.findByText('暂无数据', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('档案出库 shows a failed load with 重新加载', async () => {
    const container = await signedIn('county');
    vi.spyOn(container.get(ArchiveApi), 'archives').mockRejectedValue(serverError());
    show(container, ROUTES, '/archive/manage/out');
    const banner = await screen.findByRole('button', { name: '重新加载' });
    expect(within(banner.closest('.reload-banner') ?? document.body).getByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});

describe('借阅管理 and 档案出库 page sizes', () => {
  it('档案出库 asks for the size picked, from page 1, and keeps it in the address across a reload', async () => {
    const container = await signedIn('county');
    const archives = vi.spyOn(container.get(ArchiveApi), 'archives');
    const router = show(container, ROUTES, '/archive/manage/out?state=in&pageIndex=2');
    await waitFor(() => expect(archives).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 2, pageSize: 15, state: 'in' })));
    await pickPageSize(30);
    await waitFor(() => expect(archives).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1, pageSize: 30, state: 'in' })));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ state: 'in', pageSize: '30' });
    archives.mockClear();
    reload(container, ROUTES, router);
    await waitFor(() => expect(archives).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1, pageSize: 30 })));
    expect(await shownPageSize()).toContain('30 条/页');
  });

  it('借阅管理 asks for the size picked, from page 1, keeps it across a reload and for the other role', async () => {
    const container = await signedIn('county');
    const loans = vi.spyOn(container.get(ArchiveApi), 'loans');
    const router = show(container, ROUTES, '/archive/manage/retrieval?pageIndex=2');
    await waitFor(() => expect(loans).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'mine', pageIndex: 2, pageSize: 15 })));
    await pickPageSize(30);
    await waitFor(() => expect(loans).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'mine', pageIndex: 1, pageSize: 30 })));
    expect(router.state.location.search).toBe('?pageSize=30');
    loans.mockClear();
    const again = reload(container, ROUTES, router);
    await waitFor(() => expect(loans).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1, pageSize: 30 })));
    expect(await shownPageSize()).toContain('30 条/页');
    fireEvent.click(screen.getByRole('button', { name: '待我审批' }));
    await waitFor(() => expect(loans).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'approving', state: 'pending', pageIndex: 1, pageSize: 30 })));
    expect(again.state.location.search).toBe('?role=approving&pageSize=30');
  });
});
