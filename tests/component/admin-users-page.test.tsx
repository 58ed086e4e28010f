import 'reflect-metadata';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { adminMessages } from '../../src/domain/admin/admin-messages';
import { validationMessages } from '../../src/domain/validation/messages';
import { AdminApi } from '../../src/ports/admin.port';
import { views } from '../../src/ui/areas/admin-views';
import { fieldNamed, messageAt, pending, SERVER_ERROR_MESSAGE, serverError, show as showAt, signedIn } from './support/office-pages';

function view(name: string): ComponentType {
  const found = views[name];
  if (found === undefined) throw new Error(`no view ${name}`);
  return found;
}
const UserAdmin = view('SettingUser');

/** The page through the area's registry, as the router opens it: the administrator's gate first. */
const show = (container: Container): void => {
  showAt(container, [{ path: '/setting/user', element: <UserAdmin /> }, { path: '/index', element: <p>工作台</p> }], '/setting/user');
};

const type = (name: string, value: string): void => void fireEvent.change(fieldNamed(name), { target: { value } });

/** Chooses in a Select of the dialog: the option by its text, or its first; only that Select's own list is looked in. */
async function pick(label: string, text?: string): Promise<string> {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.click(select);
  const option = await waitFor(() => {
    const list = document.getElementById(select.getAttribute('aria-controls') ?? '');
    const options = list === null ? [] : within(list).getAllByRole('option');
    const found = text === undefined ? options[0] : options.find((candidate) => candidate.textContent === text);
    if (found === undefined) throw new Error(`no option ${text ?? '(first)'} for ${label}`);
    return found;
  });
  const chosen = option.textContent ?? '';
  fireEvent.click(option);
  // A filterable Select shows its choice in its search box's placeholder while it keeps the focus.
  const shown = (): string => `${select.textContent ?? ''}${select.querySelector('input')?.getAttribute('placeholder') ?? ''}${select.querySelector('input')?.value ?? ''}`;
  await waitFor(() => expect(shown()).toContain(chosen));
  return chosen;
}

const list = (): HTMLElement => document.querySelector<HTMLElement>('.admin-users__list') ?? document.body;
const rowOf = async (account: string): Promise<HTMLElement> => {
  const cell = await screen.findByText(account, { selector: 'td *, td' });
  const row = cell.closest('tr');
  if (row === null) throw new Error(`no row for ${account}`);
  return row;
};

// The dialog's three Selects (one of them the province's divisions) render slowly in jsdom: alone the
// 新建用户 test takes 6–8 s, and on a busy two-core machine it once passed the tier's 20 s.
describe('用户管理', { timeout: 60_000 }, () => {
  it('shows anyone but the administrator 无权访问 with 返回首页, and asks the server nothing', async () => {
    const container = await signedIn('county');
    const users = vi.spyOn(container.get(AdminApi), 'users');
    show(container);
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问' })).toBeTruthy();
    expect(screen.getByText(/“用户管理”仅供系统管理员使用/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/index');
    expect(users).not.toHaveBeenCalled();
  });

  it('says 加载中… while the users load', async () => {
    const container = await signedIn('admin');
    container.get(AdminApi).users = pending;
    show(container);
    await waitFor(() => expect(within(list()).getByText('加载中…')).toBeTruthy());
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('lists the users; 查询 clicked twice asks once, and a search that finds nobody says 暂无数据', async () => {
    const container = await signedIn('admin');
    const users = vi.spyOn(container.get(AdminApi), 'users');
    show(container);
    expect(within(await rowOf('county')).getByText('正常')).toBeTruthy();
    const before = users.mock.calls.length;
    fireEvent.change(screen.getByRole('textbox', { name: '姓名或登录账号' }), { target: { value: '查无此人' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await within(list()).findByText('暂无数据')).toBeTruthy();
    expect(users.mock.calls.slice(before).map(([query]) => query.text)).toEqual(['查无此人']);
  });

  it('shows a failed load in Chinese instead of 暂无数据', async () => {
    const container = await signedIn('admin');
    vi.spyOn(container.get(AdminApi), 'users').mockRejectedValue(serverError());
    show(container);
    expect(await screen.findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('新建用户: the Chinese messages at their fields, input kept on a failed save, and one request for a double click', async () => {
    const container = await signedIn('admin');
    const create = vi.spyOn(container.get(AdminApi), 'createUser');
    show(container);
    await rowOf('county');
    fireEvent.click(screen.getByRole('button', { name: '新建用户' }));
    const dialog = await screen.findByRole('dialog');
    type('登录账号', '1x');
    type('姓名', '组件测试');
    type('手机号码', '123');
    type('初始密码', 'abc');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(messageAt(fieldNamed('登录账号'))).toBe(adminMessages.accountFormat));
    expect(messageAt(fieldNamed('手机号码'))).toBe(adminMessages.phoneInvalid);
    expect(messageAt(fieldNamed('初始密码'))).toBe(validationMessages.passwordWeakChange);
    expect(messageAt(screen.getByRole('combobox', { name: '行政区' }))).toBe(adminMessages.divisionUnknown);
    expect(fieldNamed('登录账号').getAttribute('aria-invalid')).toBe('true');
    expect([fieldNamed('登录账号').value, fieldNamed('姓名').value, fieldNamed('手机号码').value]).toEqual(['1x', '组件测试', '123']);

    type('登录账号', 'comp_user');
    type('手机号码', '13912345678');
    type('初始密码', 'Comp#2026ab');
    await pick('行政区', '南昌县');
    await pick('部门');
    await pick('角色', '县局业务人员');
    create.mockRejectedValueOnce(serverError());
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText(SERVER_ERROR_MESSAGE)).toBeTruthy();
    expect([fieldNamed('登录账号').value, fieldNamed('姓名').value, fieldNamed('手机号码').value, fieldNamed('初始密码').value]).toEqual(['comp_user', '组件测试', '13912345678', 'Comp#2026ab']);

    const save = within(dialog).getByRole('button', { name: '保存' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(create).toHaveBeenCalledTimes(3);
    expect(create.mock.calls[2]?.[0]).toMatchObject({ userName: 'comp_user', nickName: '组件测试', divisionCode: '360121', roleKey: 'county_staff' });
  });

  it('停用 asks first in a dialog that Escape dismisses, its 停用 twice sends one request; 启用 clicked twice sends one request; the administrator’s own row offers neither', async () => {
    const container = await signedIn('admin');
    const setDisabled = vi.spyOn(container.get(AdminApi), 'setDisabled');
    show(container);
    expect(within(await rowOf('admin')).queryByRole('button', { name: '停用' })).toBeNull();
    fireEvent.click(within(await rowOf('hexuemei')).getByRole('button', { name: '停用' }));
    expect(setDisabled).not.toHaveBeenCalled();
    const asked = await screen.findByRole('dialog', { name: '确定停用用户 hexuemei？' });
    fireEvent.keyDown(asked, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(setDisabled).not.toHaveBeenCalled();
    fireEvent.click(within(await rowOf('hexuemei')).getByRole('button', { name: '停用' }));
    const confirm = within(await screen.findByRole('dialog', { name: '确定停用用户 hexuemei？' })).getByRole('button', { name: '停用' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(async () => expect(within(await rowOf('hexuemei')).getByText('已停用')).toBeTruthy());
    const enable = within(await rowOf('hexuemei')).getByRole('button', { name: '启用' });
    fireEvent.click(enable);
    fireEvent.click(enable);
    await waitFor(async () => expect(within(await rowOf('hexuemei')).getByText('正常')).toBeTruthy());
    expect(setDisabled.mock.calls.map(([, disabled]) => disabled)).toEqual([true, false]);
  });
});
