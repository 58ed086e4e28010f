import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getInstanceByDom } from 'echarts/core';
import { ThemeStore } from '../../src/app/theme/theme.store';
import type { FilingStats } from '../../src/domain/dashboard/dashboard-types';
import { filingQueryUrl } from '../../src/domain/filing/query-link';
import { ContainerProvider } from '../../src/ui/di/container-context';
import FilingStatsChart from '../../src/ui/features/home/charts/filing-stats-chart';
import { createMemoryContainer } from './support/memory-container';

const monthEnd = (month: number): string => `2026-${String(month).padStart(2, '0')}-${new Date(Date.UTC(2026, month, 0)).getUTCDate()}`;

const stats: FilingStats = {
  year: 2026,
  total: 23,
  byMonth: Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    count: i === 0 ? 7 : i === 2 ? 16 : 0,
    url: filingQueryUrl({ startDate: `2026-${String(i + 1).padStart(2, '0')}-01`, endDate: monthEnd(i + 1) }),
  })),
  byType: [
    { typeCode: '1', label: '临时用地', count: 15, url: filingQueryUrl({ keyTypeCode: '1', startDate: '2026-01-01', endDate: '2026-12-31' }) },
    { typeCode: '2', label: '设施农业用地', count: 8, url: filingQueryUrl({ keyTypeCode: '2', startDate: '2026-01-01', endDate: '2026-12-31' }) },
  ],
};

function show(onOpen: (url: string) => void) {
  const { container } = createMemoryContainer();
  const view = render(
    <ContainerProvider container={container}>
      <FilingStatsChart stats={stats} onOpen={onOpen} />
    </ContainerProvider>,
  );
  return { container, view };
}

// jsdom lays nothing out and has no canvas (ECharts measures text with one): give the charts a size and let ECharts fall back to its own text widths.
const sized = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  for (const key of sized) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => (key === 'clientWidth' ? 480 : 240) });
});
afterAll(() => {
  vi.restoreAllMocks();
  for (const key of sized) Reflect.deleteProperty(HTMLElement.prototype, key);
});

describe('FilingStatsChart', () => {
  it('draws both charts with a Chinese description of every bar', async () => {
    show(() => undefined);
    const months = screen.getByRole('figure', { name: '2026年各月备案数' });
    await waitFor(() => expect(within(months).getByRole('img').getAttribute('aria-label')).toContain('1月 7 件，2月 0 件，3月 16 件'));
    const types = screen.getByRole('figure', { name: '各类型备案数' });
    await waitFor(() => expect(within(types).getByRole('img').getAttribute('aria-label')).toContain('临时用地 15 件，设施农业用地 8 件'));
    expect(months.querySelector('svg')).not.toBeNull();
  });

  it('shows the data table on demand, whose counts open 备案查询 filtered to the bucket', () => {
    const onOpen = vi.fn();
    show(onOpen);
    const toggle = screen.getByRole('button', { name: '查看数据表' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: '收起数据表' }).getAttribute('aria-expanded')).toBe('true');
    const monthTable = screen.getByRole('table', { name: '2026年各月备案数' });
    expect(within(monthTable).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => `${i + 1}月`));
    const march = within(monthTable).getByRole('button', { name: '在备案查询中查看3月的 16 件备案' });
    expect(march.textContent).toBe('16');
    fireEvent.click(march);
    expect(onOpen).toHaveBeenLastCalledWith('/recordReport/query?startDate=2026-03-01&endDate=2026-03-31');
    const typeTable = screen.getByRole('table', { name: '各类型备案数' });
    fireEvent.click(within(typeTable).getByRole('button', { name: '在备案查询中查看设施农业用地的 8 件备案' }));
    expect(onOpen).toHaveBeenLastCalledWith('/recordReport/query?keyTypeCode=2&startDate=2026-01-01&endDate=2026-12-31');
  });

  it('opens 备案查询 filtered to the month whose bar is clicked', async () => {
    const onOpen = vi.fn();
    show(onOpen);
    const host = screen.getByRole('figure', { name: '2026年各月备案数' }).querySelector<HTMLElement>('.filing-stats__chart') as HTMLElement;
    const chart = getInstanceByDom(host);
    await waitFor(() => expect(host.querySelector('svg')).not.toBeNull());
    const [x = 0, top = 0] = chart?.convertToPixel({ seriesIndex: 0 }, [2, 16]) ?? [];
    const [, bottom = 0] = chart?.convertToPixel({ seriesIndex: 0 }, [2, 0]) ?? [];
    const at = { clientX: x, clientY: (top + bottom) / 2, bubbles: true };
    const target = host.firstElementChild as HTMLElement;
    fireEvent.mouseMove(target, at);
    fireEvent.mouseDown(target, at);
    fireEvent.mouseUp(target, at);
    fireEvent.click(target, at);
    expect(onOpen).toHaveBeenCalledWith('/recordReport/query?startDate=2026-03-01&endDate=2026-03-31');
  });

  it('redraws in the theme colour and lets go of the charts when it leaves', async () => {
    const { container, view } = show(() => undefined);
    const bars = (): string[] => [...document.querySelectorAll('.filing-stats__chart path[fill]')].map((path) => path.getAttribute('fill') ?? '');
    await waitFor(() => expect(bars().length).toBeGreaterThan(0));
    expect(container.get(ThemeStore).setThemeColour('#8e2c1f')).toBe(true);
    await waitFor(() => expect(bars()).toContain('#8e2c1f'));
    view.unmount();
    expect(document.querySelector('.filing-stats__chart')).toBeNull();
  });
});
