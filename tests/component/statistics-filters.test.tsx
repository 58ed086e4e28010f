import 'reflect-metadata';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DownloadedFile } from '../../src/ports/process.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { AreaUnitChoice } from '../../src/ui/features/statistics/shared/choice-field';
import { ExportButton } from '../../src/ui/features/statistics/shared/export-button';
import { StatisticsFilters, type StatisticsField, type StatisticsFilterValues } from '../../src/ui/features/statistics/shared/statistics-filters';
import { useExport } from '../../src/ui/features/statistics/shared/use-export';
import type { AreaDisplayUnit } from '../../src/domain/statistics/area-sum';
import { createMemoryContainer } from './support/memory-container';

type Query = StatisticsFilterValues & { readonly unit?: AreaDisplayUnit };

function show(fields: readonly StatisticsField[], filter: Query, searched: Query[]): void {
  const { container } = createMemoryContainer();
  render(
    <ContainerProvider container={container}>
      <StatisticsFilters<Query>
        filter={filter}
        fields={fields}
        user={{ divisionCode: '360000', level: 'province' }}
        blank={{ unit: 'ha' }}
        extra={(draft, change) => <AreaUnitChoice value={draft.unit ?? 'ha'} onChange={(unit) => change({ unit })} />}
        onSearch={(next) => searched.push(next)}
      />
    </ContainerProvider>,
  );
}

describe('StatisticsFilters (统计条件)', () => {
  it('shows 备案类型 and only the fields the page asks for', () => {
    show(['status', 'period'], {}, []);
    const form = screen.getByRole('search', { name: '统计条件' });
    const labels = [...form.querySelectorAll('label, span[id]')].map((label) => label.textContent);
    expect(labels).toEqual(expect.arrayContaining(['备案类型', '状态', '批准日期', '面积单位']));
    expect(labels).not.toContain('关键字');
    expect(labels).not.toContain('行政区');
  });

  it('hands 查询 the draft with its own fields, the text trimmed and the empty values dropped', async () => {
    const searched: Query[] = [];
    show(['text', 'division', 'status', 'period'], { status: 'filed', startDate: '2026-01-01', endDate: '2026-03-31' }, searched);
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '  南昌  ' } });
    fireEvent.click(screen.getByRole('radio', { name: '亩' }));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(searched).toEqual([{ status: 'filed', startDate: '2026-01-01', endDate: '2026-03-31', text: '南昌', unit: 'mu' }]));
  });

  it('searches for the page\'s blank on 重置', () => {
    const searched: Query[] = [];
    show(['status'], { status: 'draft', unit: 'mu' }, searched);
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    expect(searched).toEqual([{ unit: 'ha' }]);
    expect(screen.getByRole('radio', { name: '公顷', checked: true })).toBeTruthy();
  });
});

function Exporter({ make }: { make: () => Promise<DownloadedFile | undefined> }): ReactNode {
  return <ExportButton exporter={useExport(make)} />;
}

describe('ExportButton (导出 Excel)', () => {
  it('asks for one file however often it is clicked while that file comes, then is ready again', async () => {
    let finish: (file: DownloadedFile | undefined) => void = () => undefined;
    let calls = 0;
    render(
      <Exporter
        make={() => {
          calls += 1;
          return new Promise((resolve) => (finish = resolve));
        }}
      />,
    );
    const button = screen.getByRole('button', { name: '导出 Excel' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: /正在导出/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /正在导出/ }));
    expect(calls).toBe(1);
    finish(undefined);
    expect(await screen.findByRole('button', { name: '导出 Excel' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
    expect(calls).toBe(2);
  });
});
