import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import Modal from '@douyinfe/semi-ui-19/lib/es/modal';
import Notice from '@douyinfe/semi-ui-19/lib/es/notification/notice';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import { IconSearch } from '@douyinfe/semi-icons';
import { ListPager } from '../../src/ui/kit/list-pager';
import { SemiLocale } from '../../src/ui/kit/semi-locale';

// What patches/README.md promises of the patched Semi, seen through the DOM a screen reader gets.
describe('patched Semi', () => {
  it('pager: a named nav whose list items hold buttons with Chinese names, reachable by keyboard', async () => {
    const onPage = vi.fn();
    render(
      <SemiLocale>
        <ListPager total={100} pageIndex={1} pageSize={20} onPage={onPage} onResize={() => undefined} />
      </SemiLocale>,
    );
    const nav = screen.getByRole('navigation', { name: '分页' });
    const list = within(nav).getByRole('list');
    for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    expect((within(nav).getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(nav).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    const second = within(nav).getByRole('button', { name: '第 2 页' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPage).toHaveBeenCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: '下一页' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it('select: closed, it points at no option and keeps the name it was given', () => {
    render(<Select aria-label="状态" value="a" optionList={[{ value: 'a', label: '甲' }]} />);
    const combobox = screen.getByRole('combobox', { name: '状态' });
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect(combobox.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('table: the sortable header is a button named by its title, with aria-sort on the column header', () => {
    const rows = [
      { key: '1', name: '乙', size: 2 },
      { key: '2', name: '甲', size: 1 },
    ];
    render(<Table pagination={false} dataSource={rows} columns={[{ title: '名称', dataIndex: 'name' }, { title: '面积', dataIndex: 'size', sorter: (a, b) => (a?.size ?? 0) - (b?.size ?? 0) }]} />);
    const header = screen.getByRole('columnheader', { name: '面积' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    const sorter = within(header).getByRole('button', { name: '面积' });
    expect(sorter.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(sorter, { key: 'Enter', keyCode: 13 });
    expect(screen.getByRole('columnheader', { name: '面积' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('icons: unnamed ones are hidden from assistive tech, named ones are images', () => {
    const { container } = render(
      <>
        <IconSearch />
        <IconSearch aria-label="搜索" />
      </>,
    );
    const [plain, named] = Array.from(container.querySelectorAll('.semi-icon'));
    if (plain === undefined || named === undefined) throw new Error('two icons expected');
    expect(plain.getAttribute('aria-hidden')).toBe('true');
    expect(plain.hasAttribute('role')).toBe(false);
    expect(named.getAttribute('role')).toBe('img');
    expect(screen.getByRole('img', { name: '搜索' })).toBe(named);
  });

  it('notification: its close button is named 关闭', () => {
    render(<Notice id="n1" title="档案通知" content="已归还" duration={0} showClose />);
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('modal: its close button is named 关闭', async () => {
    render(
      <Modal title="编辑台账" visible motion={false} footer={null}>
        内容
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: '关闭' })).toBeTruthy();
  });
});
