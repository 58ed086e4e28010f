import 'reflect-metadata';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AesCipher } from '../../src/adapters/crypto/aes-cipher';
import { MemoryStorage } from '../../src/adapters/memory/memory-storage';
import { createMemoryModule } from '../../src/adapters/memory/memory.module';
import { appModule } from '../../src/app/app.module';
import { DEFAULT_CIPHER_IV, DEFAULT_CIPHER_KEY } from '../../src/ports/api/defaults';
import { Cipher, IdGenerator, LocalStorage, Notifier, PageReloader, SessionStorage, type Notice } from '../../src/ports/browser.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { LoginPage } from '../../src/ui/features/login/login-page';

/** The login page wired exactly as VITE_API_MODE=memory wires it, with the real memory adapters. */
function renderWithMemoryAdapters() {
  const notices: Notice[] = [];
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(SessionStorage).toConstantValue(new MemoryStorage());
  container.bind(LocalStorage).toConstantValue(new MemoryStorage());
  container.bind(Cipher).toConstantValue(new AesCipher({ cipherKey: DEFAULT_CIPHER_KEY, cipherIv: DEFAULT_CIPHER_IV }));
  container.bind(IdGenerator).toConstantValue({ uuid: () => 'component-client', randomInt: (min: number) => min });
  container.bind(Notifier).toConstantValue({ notify: (notice: Notice) => notices.push(notice) });
  container.bind(PageReloader).toConstantValue({ reload: () => undefined });
  container.loadSync(createMemoryModule({ captchaText: 'mem8' }), appModule);
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
    expect(screen.getByText('首页已打开')).toBeTruthy();
  });
});
