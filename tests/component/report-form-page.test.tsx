import 'reflect-metadata';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { describeFailure } from '../../src/domain/errors/error-catalogue';
import { ApiFailure } from '../../src/ports/api-failure';
import { ReportFormApi } from '../../src/ports/report-form.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { BuildHousePage } from '../../src/ui/features/statistics/sform/report-form-page';
import { createMemoryContainer } from './support/memory-container';

const PERIOD = '2026-08';
const COUNTY = '360121';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
  return container;
}

function show(container: Container): void {
  const router = createMemoryRouter([{ path: '/special/buildHouse', element: <BuildHousePage /> }], { initialEntries: [`/special/buildHouse?period=${PERIOD}`] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

const input = (label: string): HTMLInputElement => screen.getByLabelText(label);
const type = (label: string, value: string): void => {
  fireEvent.change(input(label), { target: { value } });
};

describe('农房建设统计 form', () => {
  it('keeps every typed value when a save fails on the network or is stale, and saves once however often 保存 is pressed', async () => {
    const container = await signedIn('county');
    const api = container.get(ReportFormApi);
    show(container);
    await waitFor(() => expect(input('审批农房（宗）').value).not.toBe(''));

    const save = vi.spyOn(api, 'save');
    save.mockRejectedValueOnce(new ApiFailure({ kind: 'network' }, describeFailure({ kind: 'network' }), false));
    type('审批农房（宗）', '77');
    type('受益农户（户）', '88');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await screen.findByText(describeFailure({ kind: 'network' }).message);
    expect([input('审批农房（宗）').value, input('受益农户（户）').value]).toEqual(['77', '88']);

    // Someone else saves first; this page still holds the version it read.
    const { version } = await api.get('buildHouse', { period: PERIOD });
    await api.save('buildHouse', { divisionCode: COUNTY, period: PERIOD, values: { housesApproved: 3, housesStarted: 2, housesBuilt: 1, floorArea: 200, households: 3 }, version });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('他人已先保存了该报表');
    expect([input('审批农房（宗）').value, input('受益农户（户）').value]).toEqual(['77', '88']);

    fireEvent.click(screen.getByRole('button', { name: '载入他人保存的数据' }));
    await waitFor(() => expect(input('审批农房（宗）').value).toBe('3'));
    type('审批农房（宗）', '5');
    const before = save.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText(/^第 \d+ 版，最后保存于/);
    await waitFor(() => expect((screen.getByText(/^第 \d+ 版/).textContent ?? '').startsWith(`第 ${version + 2} 版`)).toBe(true));
    expect(save.mock.calls.length - before).toBe(1);
    expect(input('审批农房（宗）').value).toBe('5');
  });

  it('shows a crossed rule at its field and sends nothing', async () => {
    const container = await signedIn('county');
    const save = vi.spyOn(container.get(ReportFormApi), 'save');
    show(container);
    await waitFor(() => expect(input('审批农房（宗）').value).not.toBe(''));
    type('开工（宗）', '999');
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('开工宗数不能多于审批农房宗数');
    expect(save).not.toHaveBeenCalled();
    expect(input('开工（宗）').value).toBe('999');
  });
});
