import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getInstanceByDom } from 'echarts/core';
import { ContainerProvider } from '../../src/ui/di/container-context';
import StatChart, { type StatChartProps } from '../../src/ui/features/statistics/charts/stat-chart';
import { createMemoryContainer } from './support/memory-container';

const props: StatChartProps = {
  title: '各市备案数',
  categories: ['南昌市', '九江市'],
  series: [
    { name: '宗数', kind: 'bar', values: [12, 5], unit: '宗' },
    { name: '总面积', kind: 'line', values: [1.5, 0.25], unit: '公顷' },
  ],
};

function show(onSelect?: (index: number) => void) {
  const { container } = createMemoryContainer();
  return render(
    <ContainerProvider container={container}>
      <StatChart {...props} onSelect={onSelect} />
    </ContainerProvider>,
  );
}

// jsdom lays nothing out and has no canvas: give the chart a size and let ECharts fall back to its own text widths.
const sized = ['clientWidth', 'clientHeight'] as const;
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  for (const key of sized) Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => (key === 'clientWidth' ? 480 : 240) });
});
afterAll(() => {
  vi.restoreAllMocks();
  for (const key of sized) Reflect.deleteProperty(HTMLElement.prototype, key);
});

describe('StatChart', () => {
  it('draws bars and a line with a Chinese description of every value', async () => {
    show();
    const figure = screen.getByRole('figure', { name: '各市备案数' });
    await waitFor(() => expect(within(figure).getByRole('img').getAttribute('aria-label')).toContain('南昌市 宗数 12 宗，总面积 1.5 公顷'));
    expect(figure.querySelector('svg')).not.toBeNull();
  });

  it('selects a category by clicking its bar or its button in the data table', async () => {
    const onSelect = vi.fn();
    show(onSelect);
    const figure = screen.getByRole('figure', { name: '各市备案数' });
    const host = figure.querySelector<HTMLElement>('.stat-chart__canvas') as HTMLElement;
    await waitFor(() => expect(host.querySelector('svg')).not.toBeNull());
    const chart = getInstanceByDom(host);
    const [x = 0, top = 0] = chart?.convertToPixel({ seriesIndex: 0 }, [1, 5]) ?? [];
    const [, bottom = 0] = chart?.convertToPixel({ seriesIndex: 0 }, [1, 0]) ?? [];
    const at = { clientX: x, clientY: (top + bottom) / 2, bubbles: true };
    const target = host.firstElementChild as HTMLElement;
    fireEvent.mouseMove(target, at);
    fireEvent.mouseDown(target, at);
    fireEvent.mouseUp(target, at);
    fireEvent.click(target, at);
    fireEvent.click(within(figure).getByRole('button', { name: '数据表' }));
    const table = within(figure).getByRole('table', { name: '各市备案数数据表' });
    expect(within(table).getByRole('columnheader', { name: '总面积（公顷）' })).toBeDefined();
    fireEvent.click(within(table).getByRole('button', { name: '查看南昌市' }));
    expect(onSelect.mock.calls).toEqual([[1], [0]]);
  });

  it('says 暂无数据 and offers no picture when there is nothing to draw', () => {
    const { container } = createMemoryContainer();
    render(
      <ContainerProvider container={container}>
        <StatChart title="空" categories={[]} series={[]} />
      </ContainerProvider>,
    );
    expect(screen.getByText('暂无数据')).toBeDefined();
    expect((screen.getByRole('button', { name: '保存图片（PNG）：空' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
