import 'reflect-metadata';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createMemoryContainer } from './support/memory-container';
import { describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { LoginPage } from '../../src/ui/features/login/login-page';

/** The login page wired exactly as VITE_API_MODE=memory wires it, with the real memory adapters. */
function renderWithMemoryAdapters() {
  const { container, notices } = createMemoryContainer();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/index', element: <p>首页已打开</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return { notices, router };
}

const type = (id: string, value: string) => fireEvent.change(document.getElementById(id) as HTMLInputElement, { target: { value } });
const submit = () => fireEvent.submit(document.querySelector('form.login-card') as HTMLFormElement);

describe('LoginPage on the memory adapters', () => {
  it('a wrong password shows the backend message as a warning and stays on the page', async () => {
    const { notices, router } = renderWithMemoryAdapters();
    type('login-username', 'county');
    type('login-password', 'County@2099');
    type('login-captcha', 'mem8');
    submit();
    await waitFor(() => expect(notices.some((notice) => notice.level === 'warning' && notice.message.includes('用户名或密码错误'))).toBe(true));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('the demo county account signs in', async () => {
    const { router } = renderWithMemoryAdapters();
    type('login-username', 'county');
    type('login-password', 'County@2026');
    type('login-captcha', 'mem8');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    // The router's state moves before React has drawn the new route.
    expect(await screen.findByText('首页已打开')).toBeTruthy();
  });
});
