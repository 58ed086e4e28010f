import 'reflect-metadata';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { HandlerOption } from '../../src/ports/api/process.dto';
import { TREE_SELECT_MAX_HEIGHT, TreeSelector } from '../../src/ui/kit/tree-select/tree-select';

const TREE: readonly HandlerOption[] = [
  {
    id: 'D360100',
    label: '南昌市自然资源局',
    asUnit: true,
    children: [
      {
        id: 'D360100-02',
        label: '国土空间用途管制科',
        children: [
          { id: '10003', label: '王丽华', type: 'TbUser' },
          { id: '10201', label: '张伟', type: 'TbUser' },
        ],
      },
      { id: 'D360100-05', label: '法规科', children: [] },
      { id: 'D360100-03', label: '耕地保护科' },
    ],
  },
];

function Harness({ options, onPick }: { options: readonly HandlerOption[]; onPick: (option: HandlerOption) => void }): ReactNode {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <TreeSelector
      aria-label="办理人"
      options={options}
      {...(value === undefined ? {} : { value })}
      onChange={(option) => {
        setValue(option.id);
        onPick(option);
      }}
    />
  );
}

const dropdown = (): HTMLElement => {
  const element = document.querySelector<HTMLElement>('.semi-tree-select-popover');
  if (element === null) throw new Error('the dropdown is open');
  return element;
};

function open(): void {
  fireEvent.click(screen.getByLabelText('办理人'));
}

describe('TreeSelector (SPEC section 5)', () => {
  it('says 请选择, is not clearable and caps the dropdown at 280 px', async () => {
    render(<Harness options={TREE} onPick={() => undefined} />);
    expect(screen.getByText('请选择')).toBeTruthy();
    open();
    await screen.findByText('南昌市自然资源局');
    expect(TREE_SELECT_MAX_HEIGHT).toBe(280);
    expect(dropdown().style.maxHeight).toBe('280px');
    expect(document.querySelector('.semi-tree-select-clearbtn')).toBeNull();
  });

  it('expands branches on click without choosing them, and chooses a person leaf', async () => {
    const onPick = vi.fn();
    render(<Harness options={TREE} onPick={onPick} />);
    open();
    fireEvent.click(await screen.findByText('南昌市自然资源局'));
    fireEvent.click(await screen.findByText('国土空间用途管制科'));
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByText('王丽华'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: '10003', type: 'TbUser' }));
  });

  it('chooses a department leaf and shows 无子节点 under an empty branch', async () => {
    const onPick = vi.fn();
    render(<Harness options={TREE} onPick={onPick} />);
    open();
    fireEvent.click(await screen.findByText('南昌市自然资源局'));
    fireEvent.click(await screen.findByText('法规科'));
    fireEvent.click(await screen.findByText('无子节点'));
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('耕地保护科'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 'D360100-03' }));
  });

  it('shows a person icon, a unit icon and a department icon, and counts the leaves', async () => {
    render(<Harness options={TREE} onPick={() => undefined} />);
    open();
    fireEvent.click(await screen.findByText('南昌市自然资源局'));
    fireEvent.click(await screen.findByText('国土空间用途管制科'));
    await screen.findByText('王丽华');
    expect(dropdown().querySelectorAll('.tree-select__icon--unit')).toHaveLength(1);
    expect(dropdown().querySelectorAll('.tree-select__icon--person')).toHaveLength(2);
    expect(dropdown().querySelectorAll('.tree-select__icon--department').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('共 3 项')).toBeTruthy();
  });

  it('filters by the search text and says 无匹配结果 when nothing matches', async () => {
    render(<Harness options={TREE} onPick={() => undefined} />);
    open();
    const search = await screen.findByPlaceholderText('搜索');
    fireEvent.change(search, { target: { value: '王' } });
    expect(await screen.findByText('共 1 项')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('耕地保护科')).toBeNull());
    fireEvent.change(search, { target: { value: '不存在的人' } });
    expect(await screen.findByText('无匹配结果')).toBeTruthy();
    expect(screen.getByText('共 0 项')).toBeTruthy();
  });

  it('says 暂无数据 when there is nobody to choose', async () => {
    render(<Harness options={[]} onPick={() => undefined} />);
    open();
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });
});
