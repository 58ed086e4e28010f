import 'reflect-metadata';
import { render, screen } from '@testing-library/react';
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

function show(container: Container, component: string): void {
  const Gated = menuGated(component, '建设踏勘', () => <p>踏勘列表</p>);
  const router = createMemoryRouter([{ path: '*', element: <Gated /> }], { initialEntries: ['/survey'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('a fixed address for a menu page (/survey)', () => {
  it('shows the page to a user whose menu holds its component', async () => {
    show(await signedIn(), 'temporaryLand/survey/index');
    expect(await screen.findByText('踏勘列表')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '无权访问' })).toBeNull();
  });

  it('shows 无权访问 with the way home to a user whose menu does not', async () => {
    show(await signedIn(), 'temporaryLand/other/index');
    expect(await screen.findByRole('heading', { level: 1, name: '无权访问' })).toBeTruthy();
    expect(screen.getByText(/您的菜单中没有“建设踏勘”/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/index');
    expect(screen.queryByText('踏勘列表')).toBeNull();
  });
});
