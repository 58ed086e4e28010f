import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../src/domain/session/storage-keys';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { LoginPage } from '../../src/ui/features/login/login-page';
import { createHarness, type Harness } from '../unit/app/fakes';

function renderLogin(harness: Harness, entry = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>landed</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ContainerProvider container={harness.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const errorOf = (field: string) => document.getElementById(`login-${field}-error`)?.textContent;
const captchaSrc = () => document.querySelector('.login-captcha img')?.getAttribute('src') ?? undefined;
/** Waits for a captcha image other than `previous` and returns its address. */
async function shownCaptcha(previous?: string): Promise<string> {
  let src: string | undefined;
  await waitFor(() => {
    src = captchaSrc();
    expect(src).toBeDefined();
    expect(src).not.toBe(previous);
  });
  return src ?? '';
}

describe('LoginPage', () => {
  it('shows each validation message of SPEC section 5 on blur', () => {
    renderLogin(createHarness());
    fireEvent.blur(input('login-username'));
    expect(errorOf('username')).toBe('用户名不能为空');
    fireEvent.blur(input('login-password'));
    expect(errorOf('password')).toBe('请输入密码');
    type('login-password', 'abc');
    fireEvent.blur(input('login-password'));
    expect(errorOf('password')).toBe('密码强度不符合要求');
    fireEvent.blur(input('login-captcha'));
    expect(errorOf('captcha')).toBe('验证码不能为空');
  });

  it('validates username and captcha on change as well', () => {
    renderLogin(createHarness());
    type('login-username', 'a');
    type('login-username', '');
    expect(errorOf('username')).toBe('用户名不能为空');
    type('login-username', 'county');
    expect(errorOf('username')).toBe('');
    type('login-captcha', '1');
    type('login-captcha', '');
    expect(errorOf('captcha')).toBe('验证码不能为空');
  });

  it('flips the password between masked and plain text', () => {
    renderLogin(createHarness());
    expect(input('login-password').type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input('login-password').type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input('login-password').type).toBe('password');
  });

  it('names the host and organising units in the footer', () => {
    renderLogin(createHarness());
    expect(screen.getByText('主办单位：江西省自然资源厅')).toBeTruthy();
    expect(screen.getByText(/^承办单位：/)).toBeTruthy();
  });

  it('does not send an invalid form', async () => {
    const h = createHarness();
    renderLogin(h);
    fireEvent.keyPress(input('login-password'), { key: 'Enter', code: 'Enter', charCode: 13 });
    await act(async () => undefined);
    expect(h.auth.tokens).toHaveLength(0);
    expect(errorOf('username')).toBe('用户名不能为空');
    expect(errorOf('captcha')).toBe('验证码不能为空');
  });

  it('Enter in the username moves to the password instead of submitting', async () => {
    const h = createHarness();
    renderLogin(h);
    type('login-username', 'county');
    type('login-password', 'County@2026');
    type('login-captcha', '1234');
    fireEvent.keyDown(input('login-username'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await act(async () => undefined);
    expect(document.activeElement).toBe(input('login-password'));
    expect(h.auth.tokens).toHaveLength(0);
  });

  it('refreshes the captcha on click: a new image from AuthApi, with a different 1-10 suffix', async () => {
    const h = createHarness();
    renderLogin(h);
    const first = await shownCaptcha();
    fireEvent.click(document.querySelector('.login-captcha') as HTMLElement);
    await shownCaptcha(first);
    expect(h.auth.captchas).toHaveLength(2);
    const [before, after] = h.auth.captchas;
    expect(after).not.toBe(before);
    for (const nonce of h.auth.captchas) {
      expect(nonce).toBeGreaterThanOrEqual(1);
      expect(nonce).toBeLessThanOrEqual(10);
    }
  });

  it('on failure keeps username and password, clears and refreshes the captcha', async () => {
    const h = createHarness();
    h.auth.loginError = new Error('用户名或密码错误');
    renderLogin(h);
    type('login-username', 'county');
    type('login-password', 'County@2026');
    type('login-captcha', '1234');
    const before = await shownCaptcha();
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    await waitFor(() => expect(input('login-captcha').value).toBe(''));
    expect(input('login-username').value).toBe('county');
    expect(input('login-password').value).toBe('County@2026');
    await shownCaptcha(before);
    expect(h.auth.captchas).toHaveLength(2);
    expect(h.auth.tokens).toHaveLength(1);
  });

  it('sends one request however often Enter is pressed, then follows a safe redirect', async () => {
    const h = createHarness();
    const router = renderLogin(h, '/login?redirect=%2FrecordReport%2Fquery');
    type('login-username', 'county');
    type('login-password', 'County@2026');
    type('login-captcha', '1234');
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    fireEvent.keyPress(input('login-password'), { key: 'Enter', code: 'Enter', charCode: 13 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordReport/query'));
    expect(h.auth.tokens).toHaveLength(1);
    expect(h.session.get(storageKeys.token)).toBe('token-1');
  });

  it('ignores a redirect to another site', async () => {
    const h = createHarness();
    const router = renderLogin(h, '/login?redirect=%2F%2Fevil.example.com');
    type('login-username', 'county');
    type('login-password', 'County@2026');
    type('login-captcha', '1234');
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
  });

  it('prefills remembered credentials and ticks the box', () => {
    const h = createHarness();
    h.local.set(storageKeys.rememberedLogin, JSON.stringify({ username: 'county', password: 'enc:County@2026' }));
    renderLogin(h);
    expect(input('login-username').value).toBe('county');
    expect(input('login-password').value).toBe('County@2026');
    expect((screen.getByRole('checkbox', { name: '记住密码' }) as HTMLInputElement).checked).toBe(true);
  });
});
