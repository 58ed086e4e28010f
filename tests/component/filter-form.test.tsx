import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterForm } from '../../src/ui/features/filing-lists/filter-form';

interface Filters {
  readonly text?: string;
  readonly status?: string;
}

const clean = (draft: Filters): Filters => {
  const text = draft.text?.trim() ?? '';
  return { ...(draft.status === undefined ? {} : { status: draft.status }), ...(text === '' ? {} : { text }) };
};

function show(filters: Filters): { onSearch: ReturnType<typeof vi.fn>; onReset: ReturnType<typeof vi.fn> } {
  const onSearch = vi.fn<(filters: Filters) => void>();
  const onReset = vi.fn<() => void>();
  render(
    <FilterForm<Filters> label="测试筛选" keyword={{ label: '关键字', placeholder: '名称' }} filters={filters} clean={clean} onSearch={onSearch} onReset={onReset}>
      {(draft, change) => (
        <button type="button" onClick={() => change({ status: 'open' })}>
          {draft.status ?? '全部'}
        </button>
      )}
    </FilterForm>,
  );
  return { onSearch, onReset };
}

describe('a list filter bar', () => {
  it('keeps the fields a draft until 查询, then searches with them cleaned', () => {
    const { onSearch } = show({});
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '  南昌 ' } });
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'open' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenCalledWith({ status: 'open', text: '南昌' });
    expect(screen.getByRole('search', { name: '测试筛选' })).toBeTruthy();
  });

  it('empties the draft on 重置 and leaves the unfiltered list to the caller', () => {
    const { onSearch, onReset } = show({ text: '南昌', status: 'open' });
    expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('南昌');
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(onReset).toHaveBeenCalledOnce();
    expect(onSearch).not.toHaveBeenCalled();
    expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: '全部' })).toBeTruthy();
  });
});
