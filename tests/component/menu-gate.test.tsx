import 'reflect-metadata';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { MenuStore } from '../../src/app/menu/menu.store';
import { SessionStore } from '../../src/app/session/session.store';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { menuGated } from '../../src/ui/router/menu-gate';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account('county')?.password ?? '';
  await container.get(SessionStore).login({ username: 'county', password, captcha: MEMORY_CAPTCHA, remember: false });
  await container.get(MenuStore).load();
  return container;
}

function show(container: Container, component: string, entries = ['/survey']): ReturnType<typeof createMemoryRouter> {
  const Gated = menuGated(component, '建设踏勘', () => <p>踏勘列表</p>);
  const router = createMemoryRouter(
    [
      { path: '/index', element: <p>工作台</p> },
      { path: '*', element: <Gated /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

describe('a fixed address for a menu page (/survey)', () => {
  it('shows the page to a user whose menu holds its component', async () => {
    show(await signedIn(), 'temporaryLand/survey/index');
    expect(await screen.findByText('踏勘列表')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '无权访问' })).toBeNull();
  });

  it('shows 无权访问 with the way home to a user whose menu does not; an address opened afresh has no 返回上一页', async () => {
    show(await signedIn(), 'temporaryLand/other/index');
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问' })).toBeTruthy();
    expect(screen.getByText(/您的菜单中没有“建设踏勘”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/index');
    expect(screen.queryByRole('button', { name: '返回上一页' })).toBeNull();
    expect(screen.queryByText('踏勘列表')).toBeNull();
  });

  it('goes back to the page the user came from with 返回上一页', async () => {
    const router = show(await signedIn(), 'temporaryLand/other/index', ['/index', '/survey']);
    fireEvent.click(await screen.findByRole('button', { name: '返回上一页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(screen.getByText('工作台')).toBeTruthy();
  });
});
