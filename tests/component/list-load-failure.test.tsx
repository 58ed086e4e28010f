import 'reflect-metadata';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Container } from 'inversify';
import { createMemoryRouter as createRouter, RouterProvider as Provider } from 'react-router-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { FilingApi } from '../../src/ports/filing.port';
import { SurveyApi } from '../../src/ports/survey.port';
import { TemporaryLandApi } from '../../src/ports/temporary-land.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { FilingListPage } from '../../src/ui/features/filing-lists/filing-list-page';
import { SurveyList } from '../../src/ui/features/survey/survey-list';
import LandListPage from '../../src/ui/features/temporary-land/land-list-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

const refuse = (): Promise<never> => Promise.reject(new Error('网络连接异常'));

async function signedIn(): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account('county')?.password ?? '';
  await container.get(SessionStore).login({ username: 'county', password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container, page: ReactNode): void {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/list'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

/** 建设踏勘's list takes its hooks from react-router itself, which the tests load apart from react-router-dom. */
function showSurveys(container: Container): void {
  const router = createRouter([{ path: '*', element: <SurveyList query={{ pageIndex: 1, pageSize: 10 }} /> }], { initialEntries: ['/list'] });
  render(
    <ContainerProvider container={container}>
      <Provider router={router} />
    </ContainerProvider>,
  );
}

// A list that failed to load knows nothing of its rows: 暂无数据 under the banner would say it does.
describe('a list whose load failed', () => {
  it('临时用地 shows the banner and no 暂无数据', async () => {
    const container = await signedIn();
    container.get(TemporaryLandApi).list = refuse;
    show(container, <LandListPage />);
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('建设踏勘 shows the banner and no 暂无数据', async () => {
    const container = await signedIn();
    container.get(SurveyApi).list = refuse;
    showSurveys(container);
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('a filing list shows the banner and no 暂无数据', async () => {
    const container = await signedIn();
    container.get(FilingApi).list = refuse;
    show(container, <FilingListPage list="rollBack" />);
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});
