import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { manualMessages as m } from '../../src/domain/ledger/ledger-form-messages';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { LedgerManualApi } from '../../src/ports/ledger-manual.port';
import ManualListPage from '../../src/ui/features/ledger/manual-list-page';
import { MEMORY_CAPTCHA } from './support/memory-container';
import { pending, SERVER_ERROR_MESSAGE, serverError, show, signedIn } from './support/office-pages';

const FORM = 'tz-form-03';
const ROUTES = [{ path: '/tz/secretary/list/:id', element: <ManualListPage /> }];
const dialog = (): ReturnType<typeof within> => within(screen.getByRole('dialog'));

async function listOf(userName: string, entry = `/tz/secretary/list/${FORM}`): Promise<Awaited<ReturnType<typeof signedIn>>> {
  const container = await signedIn(userName);
  show(container, ROUTES, entry);
  await screen.findByRole('heading', { name: '土地整治项目台账' }, { timeout: 5000 });
  return container;
}

async function openNew(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: '新增' }));
  await screen.findByRole('dialog');
  fireEvent.change(dialog().getByRole('textbox', { name: '项目名称' }), { target: { value: '城东高标准农田' } });
  fireEvent.change(dialog().getByLabelText('竣工日期'), { target: { value: '2026-05-20' } });
}

describe('手工台账 data entry', () => {
  it('keeps every typed value when the server fails, shows its Chinese message, and sends once for a double click', async () => {
    const container = await listOf('county');
    const save = vi.spyOn(container.get(LedgerManualApi), 'saveRow').mockRejectedValueOnce(serverError());
    await openNew();
    const button = dialog().getByRole('button', { name: '保存' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await dialog().findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
    expect((dialog().getByRole('textbox', { name: '项目名称' }) as HTMLInputElement).value).toBe('城东高标准农田');
    expect((dialog().getByLabelText('竣工日期') as HTMLInputElement).value).toBe('2026-05-20');
  });

  it('keeps what was typed when someone saved the row first (409) and offers 重新加载', async () => {
    const container = await listOf('county');
    const api = container.get(LedgerManualApi);
    const row = (await api.rows({ formId: FORM, pageIndex: 1, pageSize: 20 })).rows[0];
    if (row === undefined) throw new Error('the county has no row of the ledger');
    await api.saveRow({ formId: FORM, instanceId: row.instanceId, version: row.version, values: row.values });
    const edit = screen.getAllByRole('button', { name: '编辑' })[0];
    if (edit === undefined) throw new Error('no 编辑');
    fireEvent.click(edit);
    await screen.findByRole('dialog');
    fireEvent.change(dialog().getByRole('textbox', { name: '项目名称' }), { target: { value: '改过的项目名称' } });
    fireEvent.submit(dialog().getByRole('button', { name: '保存' }).closest('form') ?? document.body);
    expect(await dialog().findByText(m.staleRow)).toBeTruthy();
    expect((dialog().getByRole('textbox', { name: '项目名称' }) as HTMLInputElement).value).toBe('改过的项目名称');
    expect(dialog().getByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('says a day outside the designed range at the field and sends nothing', async () => {
    const container = await signedIn('province');
    const api = container.get(LedgerManualApi);
    const design = await api.design(FORM);
    const fields = design.fields.map((f) => (f.label === '竣工日期' ? { ...f, earliest: '2026-01-01', latest: '2026-12-31' } : f));
    await api.saveDesign(FORM, { title: design.title, fields, version: design.version });
    // The province designs; a county enters (the province's whole tree of divisions is slow to draw here).
    const password = container.get(MemoryBackendToken).account('county')?.password ?? '';
    await container.get(SessionStore).login({ username: 'county', password, captcha: MEMORY_CAPTCHA, remember: false });
    show(container, ROUTES, `/tz/secretary/list/${FORM}`);
    await screen.findByRole('heading', { name: '土地整治项目台账' }, { timeout: 5000 });
    const save = vi.spyOn(api, 'saveRow');
    await openNew();
    fireEvent.change(dialog().getByLabelText('竣工日期'), { target: { value: '2027-03-01' } });
    expect(await dialog().findByText('竣工日期不能晚于 2026-12-31')).toBeTruthy();
    // The check runs before the save's first await: a request would have gone out by now.
    fireEvent.click(dialog().getByRole('button', { name: '保存' }));
    expect(save).not.toHaveBeenCalled();
    expect(dialog().getByText('竣工日期不能晚于 2026-12-31').getAttribute('role')).toBe('alert');
  });
});

describe('手工台账 list', () => {
  it('asks before 删除 in a dialog: 取消 keeps the row, 删除 takes it off the list', async () => {
    await listOf('county');
    const rowCount = (): number => screen.getAllByRole('button', { name: '编辑' }).length;
    const before = rowCount();
    const remove = (): HTMLElement => {
      const button = screen.getAllByRole('button', { name: '删除' })[0];
      if (button === undefined) throw new Error('no 删除');
      return button;
    };
    fireEvent.click(remove());
    expect(within(await screen.findByRole('dialog', { name: '删除台账数据' })).getByText('确定删除这条数据吗？')).toBeTruthy();
    fireEvent.click(dialog().getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rowCount()).toBe(before);
    fireEvent.click(remove());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(rowCount()).toBe(before - 1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says 加载中… while the rows come', async () => {
    const container = await signedIn('county');
    container.get(LedgerManualApi).rows = pending;
    show(container, ROUTES, `/tz/secretary/list/${FORM}`);
    expect(await screen.findByText('加载中…', { selector: '[aria-busy="true"]' })).toBeTruthy();
  });

  it('says 暂无数据 for a keyword nothing matches', async () => {
    await listOf('county', `/tz/secretary/list/${FORM}?keyword=${encodeURIComponent('没有这样的项目')}`);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('shows a failed load with 重新加载 and no 暂无数据', async () => {
    const container = await signedIn('county');
    vi.spyOn(container.get(LedgerManualApi), 'rows').mockRejectedValueOnce(serverError());
    show(container, ROUTES, `/tz/secretary/list/${FORM}`);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }, { timeout: 5000 }));
    expect(screen.queryByText('暂无数据')).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('button', { name: '编辑' }).length).toBeGreaterThan(0));
  });
});
