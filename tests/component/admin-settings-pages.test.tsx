import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { UserAdminStore } from '../../src/app/admin/user-admin.store';
import { listPageSize } from '../../src/app/shared/list-page-size';
import { adminMessages } from '../../src/domain/admin/admin-messages';
import { systemMessages } from '../../src/domain/admin/system-settings';
import { AdminApi } from '../../src/ports/admin.port';
import { views } from '../../src/ui/areas/admin-views';
import { fieldNamed, messageAt, pending, SERVER_ERROR_MESSAGE, serverError, show as showAt, signedIn } from './support/office-pages';

function view(name: string): ComponentType {
  const found = views[name];
  if (found === undefined) throw new Error(`no view ${name}`);
  return found;
}
const Audit = view('SettingAudit');
const System = view('SettingSystem');

const show = (container: Container, path: '/setting/audit' | '/setting/system'): void => {
  showAt(container, [{ path: '/setting/audit', element: <Audit /> }, { path: '/setting/system', element: <System /> }], path);
};

describe('审计日志', () => {
  it('says 加载中… while the log loads', async () => {
    const container = await signedIn('admin');
    container.get(AdminApi).audit = pending;
    show(container, '/setting/audit');
    expect(await within(await screen.findByRole('region', { name: '审计日志' })).findByText('加载中…')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('says 暂无数据 for an empty log, and 查询 clicked twice asks once', async () => {
    const container = await signedIn('admin');
    const audit = vi.spyOn(container.get(AdminApi), 'audit');
    show(container, '/setting/audit');
    expect(await within(await screen.findByRole('region', { name: '审计日志' })).findByText('暂无数据')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '操作人' }), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(audit.mock.calls.filter(([query]) => query.operator === 'admin')).toHaveLength(1));
  });

  it('shows a failed load in Chinese instead of 暂无数据', async () => {
    const container = await signedIn('admin');
    vi.spyOn(container.get(AdminApi), 'audit').mockRejectedValue(serverError());
    show(container, '/setting/audit');
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('lists who did what to whom and when; dates come from Semi’s date pickers, and a reversed range is marked at 结束日期 without a call', async () => {
    const container = await signedIn('admin');
    const api = container.get(AdminApi);
    const options = await api.options();
    const dept = options.departments.find((d) => d.divisionCode === '360121');
    await container.get(UserAdminStore).create({ userName: 'audit_comp', nickName: '审计组件', divisionCode: '360121', deptId: dept?.deptId ?? '', phone: '13912345670', roleKey: 'county_staff', password: 'Audit#2026a' });
    const audit = vi.spyOn(api, 'audit');
    show(container, '/setting/audit');
    const row = (await within(await screen.findByRole('region', { name: '审计日志' })).findByText('audit_comp')).closest('tr');
    if (row === null) throw new Error('no row for audit_comp');
    expect(within(row).getByText('系统管理员（admin）')).toBeTruthy();
    expect(within(row).getByText('新建用户')).toBeTruthy();
    expect(row.textContent).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(row.textContent).toContain('登录账号：audit_comp');
    expect(document.querySelector('input[type=date]')).toBeNull();

    const calls = audit.mock.calls.length;
    fireEvent.change(screen.getByPlaceholderText('开始日期'), { target: { value: '2026-05-02' } });
    fireEvent.change(screen.getByPlaceholderText('结束日期'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText(adminMessages.dateOrder)).toBeTruthy();
    expect(screen.getByPlaceholderText('结束日期').closest('.admin-filter')?.textContent).toContain(adminMessages.dateOrder);
    expect(audit.mock.calls.length).toBe(calls);

    fireEvent.change(screen.getByPlaceholderText('开始日期'), { target: { value: '2026-04-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(audit.mock.calls.at(-1)?.[0]).toMatchObject({ from: '2026-04-01', to: '2026-05-01', pageIndex: 1 }));
    expect(screen.queryByText(adminMessages.dateOrder)).toBeNull();
  });
});

describe('系统设置', () => {
  it('says 加载中… while loading', async () => {
    const container = await signedIn('admin');
    container.get(AdminApi).systemSettings = pending;
    show(container, '/setting/system');
    expect(await within(await screen.findByRole('region', { name: '系统设置' })).findByText('加载中…')).toBeTruthy();
  });

  it('says why a load failed, with 重新加载 that loads again', async () => {
    const container = await signedIn('admin');
    const api = container.get(AdminApi);
    const read = api.systemSettings.bind(api);
    api.systemSettings = () => Promise.reject(serverError());
    show(container, '/setting/system');
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    api.systemSettings = read;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect((await screen.findByRole('textbox', { name: '主办单位' })).getAttribute('value')).toBe('江西省自然资源厅');
  });

  it('marks wrong fields in Chinese without a call, keeps the input on a failed save, saves once on a double click and applies the page size', async () => {
    const container = await signedIn('admin');
    const save = vi.spyOn(container.get(AdminApi), 'saveSystemSettings');
    show(container, '/setting/system');
    fireEvent.change(await screen.findByRole('textbox', { name: '主办单位' }), { target: { value: ' ' } });
    fireEvent.change(fieldNamed('会话时长（分钟，新登录生效）'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messageAt(fieldNamed('主办单位'))).toBe(systemMessages.unitRequired('主办单位')));
    expect(messageAt(fieldNamed('会话时长（分钟，新登录生效）'))).toBe(systemMessages.sessionRange);
    expect(fieldNamed('会话时长（分钟，新登录生效）').value).toBe('');
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(fieldNamed('主办单位'), { target: { value: '江西省自然资源厅（组件测试）' } });
    fireEvent.change(fieldNamed('会话时长（分钟，新登录生效）'), { target: { value: '90' } });
    const sizes = screen.getByRole('combobox', { name: '默认每页条数（未自选条数的列表）' });
    fireEvent.click(sizes);
    fireEvent.click(within(document.getElementById(sizes.getAttribute('aria-controls') ?? '') ?? document.body).getByRole('option', { name: '30 条/页' }));
    save.mockRejectedValueOnce(serverError());
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect([fieldNamed('主办单位').value, fieldNamed('会话时长（分钟，新登录生效）').value]).toEqual(['江西省自然资源厅（组件测试）', '90']);
    expect(listPageSize()).toBe(15);

    const button = screen.getByRole('button', { name: '保存' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[0]).toMatchObject({ hostUnit: '江西省自然资源厅（组件测试）', sessionMinutes: 90, defaultPageSize: 30 });
    await waitFor(() => expect(listPageSize()).toBe(30));
  });
});
