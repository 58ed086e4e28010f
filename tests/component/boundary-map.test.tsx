// jsdom has no canvas, so OpenLayers is not run here: the lazily loaded map module is replaced by
// a fake that shows the ring it was given and can hand back a "drawn" or "reshaped" ring, and the
// coordinates editor, GeoJSON import, area and refusals are tested against it.
import { useState, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Point, Polygon } from '../../src/domain/filing/filing-types';
import type { MapCanvasProps } from '../../src/ui/kit/boundary-map/map-canvas';
import { POLYGON_MESSAGES } from '../../src/domain/filing/polygon';

const DRAWN: Polygon = [[116, 28], [116.01, 28], [116.01, 28.01], [116, 28]];
const BOWTIE: Polygon = [[116, 28], [116.02, 28.01], [116.02, 28], [116, 28.02], [116, 28]];
const edits = vi.hoisted(() => ({ results: [] as boolean[] }));

vi.mock('../../src/ui/kit/boundary-map/map-canvas', () => ({
  default: ({ ring, mode, onEdit }: MapCanvasProps): ReactNode => (
    <div data-testid="fake-map" data-mode={mode}>
      {JSON.stringify(ring)}
      <button type="button" onClick={() => edits.results.push(onEdit(DRAWN, 'draw'))}>fake-draw</button>
      <button type="button" onClick={() => edits.results.push(onEdit(BOWTIE, 'modify'))}>fake-bad-modify</button>
    </div>
  ),
}));

const { BoundaryMap } = await import('../../src/ui/kit/boundary-map/boundary-map');

const SQUARE: Polygon = [[115.9, 28.6], [115.91, 28.6], [115.91, 28.61], [115.9, 28.61], [115.9, 28.6]];

function Controlled({ initial, spy }: { initial: Polygon | undefined; spy: (ring: Polygon) => void }): ReactNode {
  const [value, setValue] = useState(initial);
  return (
    <>
      <BoundaryMap
        value={value}
        onChange={(next) => {
          spy(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue(DRAWN)}>outside-change</button>
    </>
  );
}

const textarea = (): HTMLTextAreaElement => screen.getByLabelText(/坐标（每行一个/) as HTMLTextAreaElement;

describe('BoundaryMap', () => {
  it('shows the ring on the map, as coordinate lines and as an area in hectares', async () => {
    render(<Controlled initial={SQUARE} spy={vi.fn()} />);
    expect((await screen.findByTestId('fake-map')).textContent).toContain(JSON.stringify(SQUARE));
    expect(textarea().value).toBe('115.9,28.6\n115.91,28.6\n115.91,28.61\n115.9,28.61\n115.9,28.6');
    // A 0.01° square at 28.6°N is about 1.11 km × 0.98 km.
    expect(screen.getByText(/测算面积/).textContent).toMatch(/测算面积 108\.\d{4} 公顷 · 4 个拐点/);
  });

  it('applies valid typed coordinates and keeps the text as typed', async () => {
    const spy = vi.fn();
    render(<Controlled initial={undefined} spy={spy} />);
    expect(screen.getByText('尚未设置用地范围')).toBeTruthy();
    const typed = '116，28\n116.01，28\n116.01，28.01\n116，28';
    await userEvent.click(textarea());
    await userEvent.paste(typed);
    expect(spy).toHaveBeenLastCalledWith(DRAWN);
    expect(textarea().value).toBe(typed);
    expect((await screen.findByTestId('fake-map')).textContent).toContain(JSON.stringify(DRAWN));
    expect(screen.getByText(/测算面积/).textContent).toContain('3 个拐点');
  });

  it('explains invalid coordinates in Chinese once the field is left, and does not apply them', async () => {
    const spy = vi.fn();
    render(<Controlled initial={SQUARE} spy={spy} />);
    await userEvent.clear(textarea());
    expect(spy).toHaveBeenLastCalledWith([]);
    spy.mockClear();
    await userEvent.paste('116,28\n116.01,28\n120,28.01\nabc');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('alert').textContent).toContain('第4行“abc”不是“经度,纬度”格式的坐标');
    expect(textarea().getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(textarea());
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}116,28');
    expect(screen.getByRole('alert').textContent).toContain('第3个坐标点（120, 28.01）不在江西省范围内');
    expect(spy).not.toHaveBeenCalled();
  });

  it('replaces the text when the value changes from outside', async () => {
    render(<Controlled initial={SQUARE} spy={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'outside-change' }));
    expect(textarea().value).toBe('116,28\n116.01,28\n116.01,28.01\n116,28');
  });

  it('imports the first polygon of a GeoJSON FeatureCollection', async () => {
    const spy = vi.fn();
    render(<Controlled initial={undefined} spy={spy} />);
    const collection = {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [DRAWN.map((p: Point) => [...p])] } }],
    };
    const file = new File([JSON.stringify(collection)], '地块.geojson', { type: 'application/geo+json' });
    await userEvent.upload(screen.getByLabelText('选择GeoJSON文件'), file);
    await waitFor(() => expect(spy).toHaveBeenCalledWith(DRAWN));
    expect(textarea().value).toBe('116,28\n116.01,28\n116.01,28.01\n116,28');
  });

  it('refuses a GeoJSON file without a polygon, saying why', async () => {
    const spy = vi.fn();
    render(<Controlled initial={SQUARE} spy={spy} />);
    const file = new File([JSON.stringify({ type: 'Point', coordinates: [116, 28] })], 'point.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('选择GeoJSON文件'), file);
    expect(await screen.findByText('GeoJSON导入失败')).toBeTruthy();
    expect(screen.getByText('文件中没有面（Polygon）要素')).toBeTruthy();
    const broken = new File(['{"type":'], 'broken.geojson', { type: 'application/geo+json' });
    await userEvent.upload(screen.getByLabelText('选择GeoJSON文件'), broken);
    expect(await screen.findByText('文件不是有效的GeoJSON（JSON格式错误）')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it('takes a drawn ring, then offers reshaping; refuses a self-intersecting reshape', async () => {
    const spy = vi.fn();
    edits.results.length = 0;
    render(<Controlled initial={undefined} spy={spy} />);
    expect(screen.queryByRole('button', { name: '编辑拐点' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '绘制' }));
    expect((await screen.findByTestId('fake-map')).getAttribute('data-mode')).toBe('draw');
    expect(screen.getByText(/单击添加拐点，双击完成绘制/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'fake-draw' }));
    expect(spy).toHaveBeenLastCalledWith(DRAWN);
    expect(screen.getByTestId('fake-map').getAttribute('data-mode')).toBe('modify');
    await userEvent.click(screen.getByRole('button', { name: 'fake-bad-modify' }));
    expect(edits.results).toEqual([true, false]);
    expect(screen.getByText('调整后的范围无效，已恢复')).toBeTruthy();
    expect(screen.getByText(POLYGON_MESSAGES['self-intersecting'])).toBeTruthy();
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('clears the boundary', async () => {
    const spy = vi.fn();
    render(<Controlled initial={SQUARE} spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(spy).toHaveBeenLastCalledWith([]);
    expect(textarea().value).toBe('');
    expect(screen.getByText('尚未设置用地范围')).toBeTruthy();
    expect((screen.getByRole('button', { name: '清除' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('read-only shows the boundary without tools', async () => {
    render(<BoundaryMap value={SQUARE} readOnly />);
    expect((await screen.findByTestId('fake-map')).getAttribute('data-mode')).toBe('view');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(textarea().hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(/测算面积/)).toBeTruthy();
  });
});
