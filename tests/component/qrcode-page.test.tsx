import 'reflect-metadata';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { AUTHORITY_KEY_TTL_SECONDS } from '../../src/domain/authority/authority-keys';
import { authorityMessages } from '../../src/domain/authority/authority-messages';
import { AuthorityApi } from '../../src/ports/authority.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import QrLoginPage from '../../src/ui/features/authority/qr-login-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

/** Polls run every second on real timers: each state change may take a little over one. */
const POLL_WAIT = { timeout: 4000 };

/** /qrcode in browser A, and browser B signed in as county on the same memory backend. */
async function twoBrowsers(): Promise<{ asker: Container; granter: Container; advance: (ms: number) => void }> {
  let offset = 0;
  const { container: asker } = createMemoryContainer({ backendNow: () => Date.now() + offset });
  const { container: granter } = createMemoryContainer();
  granter.rebindSync(MemoryBackendToken).toConstantValue(asker.get(MemoryBackendToken));
  const password = asker.get(MemoryBackendToken).account('county')?.password ?? '';
  await granter.get(SessionStore).login({ username: 'county', password, captcha: MEMORY_CAPTCHA, remember: false });
  return { asker, granter, advance: (ms) => (offset += ms) };
}

function show(container: Container): void {
  const router = createMemoryRouter(
    [
      { path: '/qrcode', element: <QrLoginPage /> },
      { path: '/index', element: <h1>首页已打开</h1> },
    ],
    { initialEntries: ['/qrcode'] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

/** The key in the link the page shows under the code (as a person who cannot scan would use it). */
async function shownKey(): Promise<string> {
  const link = await screen.findByRole('link', { name: /\/authority\?key=/ });
  const key = new URL(link.getAttribute('href') ?? '').searchParams.get('key');
  expect(document.querySelector('[data-authority-link]')?.getAttribute('data-authority-link')).toBe(link.getAttribute('href'));
  if (key === null) throw new Error('no key in the link');
  return key;
}

afterEach(() => cleanup());

describe('/qrcode', () => {
  it('shows a waiting code with its countdown, then 已扫码, then signs in once granted and opens the index', async () => {
    const { asker, granter } = await twoBrowsers();
    show(asker);
    expect(screen.getByText('正在获取二维码…')).toBeTruthy();
    const key = await shownKey();
    expect(screen.getByRole('status').textContent).toMatch(new RegExp(`^二维码 (${AUTHORITY_KEY_TTL_SECONDS}|${AUTHORITY_KEY_TTL_SECONDS - 1}) 秒后过期$`));

    await granter.get(AuthorityApi).brief(key);
    await screen.findByText('已扫码，请在该设备上确认登录', {}, POLL_WAIT);
    expect(screen.queryByRole('link', { name: /\/authority\?key=/ })).toBeNull();

    await granter.get(AuthorityApi).grant(key);
    await screen.findByRole('heading', { name: '首页已打开' }, POLL_WAIT);
    expect(asker.get(SessionStore).getValue().user?.userName).toBe('county');
  });

  it('says 已取消 when the other device cancels, and 刷新 shows a new code', async () => {
    const { asker, granter } = await twoBrowsers();
    show(asker);
    const key = await shownKey();
    await granter.get(AuthorityApi).brief(key);
    await granter.get(AuthorityApi).cancel(key);
    await screen.findByText('已取消', {}, POLL_WAIT);
    expect(screen.getByRole('status').textContent).toBe('对方已拒绝本次登录请求，请刷新二维码后重试。');
    expect(asker.get(SessionStore).getValue().token).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await shownKey()).not.toBe(key);
    expect(screen.queryByText('已取消')).toBeNull();
  });

  it('says 二维码已过期，请刷新 once the key has expired', async () => {
    const { asker, advance } = await twoBrowsers();
    show(asker);
    await shownKey();
    advance((AUTHORITY_KEY_TTL_SECONDS + 1) * 1000);
    await screen.findByText('二维码已过期，请刷新', {}, POLL_WAIT);
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
  });

  it('says so in Chinese when no code can be had, with 刷新', async () => {
    const { asker } = await twoBrowsers();
    const real = asker.get(AuthorityApi);
    const offline: AuthorityApi = {
      newKey: () => Promise.reject(new Error('offline')),
      poll: (key, ticket) => real.poll(key, ticket),
      brief: (key) => real.brief(key),
      grant: (key) => real.grant(key),
      cancel: (key) => real.cancel(key),
    };
    asker.rebindSync(AuthorityApi).toConstantValue(offline);
    show(asker);
    await screen.findByText(authorityMessages.keyFailed);
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
  });
});
