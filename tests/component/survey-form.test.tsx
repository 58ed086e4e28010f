import 'reflect-metadata';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { SurveyApi } from '../../src/ports/survey.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import SurveyPage from '../../src/ui/features/survey/survey-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

// The point map is OpenLayers on a canvas jsdom lacks; the coordinates are typed here instead.
vi.mock('../../src/ui/features/survey/survey-point-map', () => ({ default: () => null }));

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function showNew(container: Container): void {
  const router = createMemoryRouter([{ path: '/temporaryLand/survey', element: <SurveyPage /> }], { initialEntries: ['/temporaryLand/survey?new=1'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

/** The message shown under the field labelled `label`, or undefined. */
function messageAt(label: string): string | undefined {
  const field = [...document.querySelectorAll('.survey__form-field')].find((f) => f.querySelector(':scope > label')?.textContent === label);
  if (field === undefined) throw new Error(`no field ${label}`);
  return field.querySelector(':scope > [role=alert]')?.textContent ?? undefined;
}

const save = (): void => {
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
};

describe('建设踏勘 form', () => {
  it('saving an empty form says at each field what is missing, and saves nothing', async () => {
    const container = await signedIn('county');
    const before = (await container.get(SurveyApi).list({ pageIndex: 1, pageSize: 15 })).total;
    showNew(container);
    await screen.findByRole('heading', { level: 1, name: '新建踏勘记录' });
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    save();
    await waitFor(() => expect(messageAt('关联记录')).toBe('请选择关联的备案或临时用地记录'));
    expect(messageAt('踏勘人员')).toBe('请至少选择一名踏勘人员');
    expect(messageAt('踏勘日期')).toBe('请填写踏勘日期');
    expect(messageAt('经度')).toBe('经度必须是数字');
    expect(messageAt('纬度')).toBe('纬度必须是数字');
    expect(messageAt('踏勘结论')).toBe('请选择踏勘结论');
    expect((await container.get(SurveyApi).list({ pageIndex: 1, pageSize: 15 })).total).toBe(before);
  });

  it('ties a coordinate’s message to its box, and checks the point against Jiangxi when saved again', async () => {
    const container = await signedIn('county');
    showNew(container);
    const lon = await screen.findByLabelText('经度');
    const lat = screen.getByLabelText('纬度');
    fireEvent.change(lon, { target: { value: '200' } });
    fireEvent.change(lat, { target: { value: '28.5' } });
    save();
    await waitFor(() => expect(messageAt('经度')).toBe('经度不在江西省范围内（113.5～118.5）'));
    expect(messageAt('纬度')).toBeUndefined();
    const describedBy = lon.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('经度不在江西省范围内（113.5～118.5）');
    expect(lat.getAttribute('aria-describedby')).toBeNull();

    fireEvent.change(lon, { target: { value: '116' } });
    fireEvent.change(lat, { target: { value: '北纬28度' } });
    save();
    await waitFor(() => expect(messageAt('纬度')).toBe('纬度必须是数字'));
    expect(messageAt('经度')).toBeUndefined();
    expect(messageAt('关联记录')).toBe('请选择关联的备案或临时用地记录');
  });

  it('asks for 整改期限 only once 需整改 is chosen', async () => {
    const container = await signedIn('county');
    showNew(container);
    await screen.findByRole('heading', { level: 1, name: '新建踏勘记录' });
    expect(screen.queryByText('整改期限')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '需整改' }));
    await screen.findByText('整改期限');
    save();
    await waitFor(() => expect(messageAt('整改期限')).toBe('需整改时请填写整改期限'));
    expect(messageAt('踏勘结论')).toBeUndefined();
  });
});
