import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OnemapParcel } from '../../src/domain/onemap/onemap-types';
import { OnemapLegend } from '../../src/ui/features/onemap/onemap-legend';
import { OnemapSearch } from '../../src/ui/features/onemap/onemap-search';

const parcel = (id: string, number: string, projectName: string, keyTypeCode: '1' | '2', status: OnemapParcel['status']): OnemapParcel => ({
  id,
  number,
  projectName,
  keyTypeCode,
  status,
  divisionCode: '360121',
  areaHa: 1,
  ring: [115.9, 28.6, 115.91, 28.6, 115.91, 28.61],
});

const PARCELS: readonly OnemapParcel[] = [
  parcel('K1', 'BA360121000001', '昌北机场临时取土场', '1', 'filed'),
  parcel('K2', 'BA360121000002', '向塘镇粮食烘干晒场', '2', 'filed'),
  parcel('K3', '', '武阳镇临时搅拌站', '1', 'draft'),
  parcel('K4', 'BA360121000004', '泾口乡临时便道', '1', 'returned'),
];

/** The legend as the page drives it: a checkbox turns its layer off or on in the sets the legend counts against. */
function LegendAsOnPage(): ReactNode {
  const [types, setTypes] = useState<ReadonlySet<string>>(new Set(['1', '2']));
  const [statuses, setStatuses] = useState<ReadonlySet<string>>(new Set(['draft', 'reported', 'filed', 'returned']));
  const onToggle = (group: 'types' | 'statuses', key: string, on: boolean): void => {
    const set = (current: ReadonlySet<string>): ReadonlySet<string> => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    };
    if (group === 'types') setTypes(set);
    else setStatuses(set);
  };
  return <OnemapLegend parcels={PARCELS} types={types} statuses={statuses} onToggle={onToggle} />;
}

const legend = (): HTMLElement => screen.getByRole('complementary', { name: '图例' });
const shown = (): string => within(legend()).getByRole('status').textContent ?? '';

describe('备案专题图 legend (the layer switch)', () => {
  it('counts the parcels of each type and status and starts with every layer on', () => {
    render(<LegendAsOnPage />);
    const boxes = within(legend()).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('.semi-checkbox')?.textContent)).toEqual([
      '临时用地（3）',
      '设施农业用地（1）',
      '待上报（1）',
      '已上报（0）',
      '已备案（2）',
      '已退回（1）',
    ]);
    expect(boxes.every((box) => (box as HTMLInputElement).checked || box.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(shown()).toBe('显示 4 / 4 宗');
  });

  it('turns a type and a status off and on again, telling how many parcels remain shown', () => {
    render(<LegendAsOnPage />);
    fireEvent.click(within(legend()).getByText('临时用地（3）'));
    expect(shown()).toBe('显示 1 / 4 宗');
    fireEvent.click(within(legend()).getByText('已备案（2）'));
    expect(shown()).toBe('显示 0 / 4 宗');
    fireEvent.click(within(legend()).getByText('临时用地（3）'));
    expect(shown()).toBe('显示 2 / 4 宗');
  });

  it('reports which layer a checkbox switches', () => {
    const onToggle = vi.fn();
    render(<OnemapLegend parcels={PARCELS} types={new Set(['1'])} statuses={new Set(['filed'])} onToggle={onToggle} />);
    expect(shown()).toBe('显示 1 / 4 宗');
    fireEvent.click(within(legend()).getByText('设施农业用地（1）'));
    expect(onToggle).toHaveBeenLastCalledWith('types', '2', true);
    fireEvent.click(within(legend()).getByText('已备案（2）'));
    expect(onToggle).toHaveBeenLastCalledWith('statuses', 'filed', false);
  });
});

function showSearch() {
  const onPick = vi.fn();
  const user = userEvent.setup();
  const { container } = render(<OnemapSearch parcels={PARCELS} onPick={onPick} />);
  const box = screen.getByRole('combobox', { name: '按备案编号或项目名称定位地块' });
  const suggestions = (): (string | null)[] => Array.from(container.querySelectorAll('datalist option'), (option) => option.getAttribute('value'));
  /** Replaces the text key by key, as a user types it. */
  const type = async (text: string): Promise<void> => {
    await user.clear(box);
    if (text !== '') await user.type(box, text);
  };
  const enter = (): Promise<void> => user.type(box, '{Enter}');
  return { onPick, user, box, suggestions, type, enter };
}

describe('备案专题图 search', () => {
  it('suggests the parcels whose number or project name holds the text, a parcel without a number by its name', async () => {
    const { suggestions, type } = showSearch();
    expect(suggestions()).toEqual([]);
    await type('临时');
    expect(suggestions()).toEqual(['BA360121000001', '武阳镇临时搅拌站', 'BA360121000004']);
    await type('000002');
    expect(suggestions()).toEqual(['BA360121000002']);
  });

  it('Enter zooms to the exact number first, else to the first parcel holding the text; 定位 does the same', async () => {
    const { onPick, user, type, enter } = showSearch();
    await type('BA360121000004');
    expect(onPick).not.toHaveBeenCalled();
    await enter();
    expect(onPick).toHaveBeenLastCalledWith('K4');
    await type('搅拌');
    await enter();
    expect(onPick).toHaveBeenLastCalledWith('K3');
    await type('烘干');
    await user.click(screen.getByRole('button', { name: '定位' }));
    expect(onPick).toHaveBeenLastCalledWith('K2');
    expect(onPick).toHaveBeenCalledTimes(3);
  });

  it('goes to a suggestion picked from the list at once', () => {
    const { box, onPick } = showSearch();
    const input = box as HTMLInputElement;
    // What the browser does when a datalist suggestion is picked: the whole text replaced in one input event.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, 'BA360121000001');
    fireEvent(input, new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
    expect(onPick).toHaveBeenCalledWith('K1');
  });

  it('says so when nothing matches, and stops saying it once the text changes', async () => {
    const { onPick, type, enter } = showSearch();
    await type('不存在的项目');
    await enter();
    expect(screen.getByRole('status').textContent).toBe('没有匹配的地块');
    expect(onPick).not.toHaveBeenCalled();
    await type('不存在');
    expect(screen.queryByRole('status')).toBeNull();
    await type('   ');
    await enter();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
