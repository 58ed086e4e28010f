import 'reflect-metadata';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FilingListFilters } from '../../src/app/filing/filing-list.store';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { FilingListFiltersForm } from '../../src/ui/features/filing-lists/filing-list-filters';
import { createMemoryContainer } from './support/memory-container';

function show(filters: FilingListFilters, onSearch: (filters: FilingListFilters) => void): void {
  const { container } = createMemoryContainer();
  render(
    <ContainerProvider container={container}>
      <FilingListFiltersForm list="query" filters={filters} divisionCode="360000" level="province" onSearch={onSearch} onReset={() => undefined} />
    </ContainerProvider>,
  );
}

describe('备案查询 filters: 仅本级', () => {
  it('shows a 本级 link as 仅本级 checked and keeps it when the user searches again', () => {
    const onSearch = vi.fn<(filters: FilingListFilters) => void>();
    show({ divisionCode: '360100', divisionOnly: true }, onSearch);
    const own = screen.getByRole('checkbox', { name: '仅本级（不含下级）' });
    expect(own.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenLastCalledWith({ divisionCode: '360100', divisionOnly: true });

    fireEvent.click(own);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onSearch).toHaveBeenLastCalledWith({ divisionCode: '360100' });
  });

  it('offers 仅本级 only for a division with divisions below it', () => {
    show({ divisionCode: '360121' }, () => undefined);
    expect(screen.queryByRole('checkbox', { name: '仅本级（不含下级）' })).toBeNull();
  });
});
