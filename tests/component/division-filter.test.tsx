import 'reflect-metadata';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DivisionNode } from '../../src/ports/api/division.dto';
import { DivisionApi } from '../../src/ports/division.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { DivisionFilter } from '../../src/ui/features/filing-lists/division-filter';
import { createMemoryContainer } from './support/memory-container';

/** A server whose divisions are not the demo's province, answering from a queue of outcomes. */
function serverSaying(...answers: (readonly DivisionNode[] | Error)[]): { api: DivisionApi; calls: () => number } {
  let calls = 0;
  const api: DivisionApi = {
    jurisdictionTree: () => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      return answer instanceof Error || answer === undefined ? Promise.reject(answer ?? new Error('none')) : Promise.resolve([...answer]);
    },
  };
  return { api, calls: () => calls };
}

const ELSEWHERE: readonly DivisionNode[] = [
  { label: '示例市', value: '990100', key: '990100', children: [{ label: '示例县', value: '990121', key: '990121' }] },
];

function show(api: DivisionApi, level: string, onChange: (code: string | undefined) => void = () => undefined): void {
  const { container } = createMemoryContainer();
  container.rebindSync(DivisionApi).toConstantValue(api);
  render(
    <ContainerProvider container={container}>
      <DivisionFilter divisionCode="990100" level={level} value={undefined} onChange={onChange} />
    </ContainerProvider>,
  );
}

describe('DivisionFilter (行政区)', () => {
  it('shows the divisions the server gives, not a list of its own, and reports the one picked', async () => {
    const picked: (string | undefined)[] = [];
    show(serverSaying(ELSEWHERE).api, 'city', (code) => picked.push(code));
    const select = await screen.findByText('全部辖区');
    fireEvent.click(select);
    await waitFor(() => expect(screen.getByText('示例市')).toBeTruthy());
    expect(screen.queryByText('南昌市')).toBeNull();
    fireEvent.click(screen.getByText('示例市'));
    await waitFor(() => expect(picked).toEqual(['990100']));
  });

  it('is disabled while the divisions load', async () => {
    let answer: (tree: DivisionNode[]) => void = () => undefined;
    const api: DivisionApi = { jurisdictionTree: () => new Promise((resolve) => (answer = resolve)) };
    show(api, 'city');
    expect(await screen.findByText('正在加载行政区…')).toBeTruthy();
    const field = document.querySelector('.filing-list__field');
    expect(field?.getAttribute('aria-busy')).toBe('true');
    expect(field?.querySelector('.semi-tree-select-disabled')).not.toBeNull();
    answer([...ELSEWHERE]);
    expect(await screen.findByText('全部辖区')).toBeTruthy();
    expect(field?.getAttribute('aria-busy')).toBe('false');
  });

  it('says why the divisions failed and loads them again on 重试', async () => {
    const server = serverSaying(new Error('网络连接失败'), ELSEWHERE);
    show(server.api, 'city');
    expect((await screen.findByRole('alert')).textContent).toContain('行政区加载失败：网络连接失败');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('全部辖区')).toBeTruthy();
    expect(server.calls()).toBe(2);
  });

  it('shows nothing when the server gives no division below the user', async () => {
    const server = serverSaying([{ label: '示例县', value: '990121', key: '990121' }]);
    show(server.api, 'city');
    await waitFor(() => expect(server.calls()).toBe(1));
    await waitFor(() => expect(screen.queryByText('行政区')).toBeNull());
  });
});
