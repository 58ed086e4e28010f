import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RememberedLogin } from '../../src/domain/session/session';
import type { LoginGateway, LoginSubmission } from '../../src/ui/features/login/login-gateway';
import { LoginScreen } from '../../src/ui/features/login/login-screen';

/** The start-up gateway's shape: remembered credentials that arrive later, a sign-in that may fail to load. */
function gateway(options: { remembered?: Promise<RememberedLogin | undefined>; signIn?: LoginGateway['signIn'] } = {}): LoginGateway & { sent: LoginSubmission[] } {
  const sent: LoginSubmission[] = [];
  return {
    sent,
    captchaUrl: (nonce) => `/api/oauth/captcha?r=${nonce}`,
    remembered: () => options.remembered,
    signIn: (submission) => {
      sent.push(submission);
      return options.signIn?.(submission) ?? Promise.resolve({ ok: true });
    },
  };
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const remember = () => screen.getByRole('checkbox', { name: '记住密码' }) as HTMLInputElement;

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function fillValid(): void {
  type('login-username', 'county');
  type('login-password', 'County@2026');
  type('login-captcha', '1234');
}

describe('LoginScreen without router or container (the start-up login page)', () => {
  it('fills the remembered credentials when they arrive after the first paint', async () => {
    const later = deferred<RememberedLogin | undefined>();
    render(<LoginScreen gateway={gateway({ remembered: later.promise })} />);
    expect(input('login-username').value).toBe('');
    expect(remember().checked).toBe(false);
    await act(async () => later.resolve({ username: 'city', password: 'City@2026' }));
    expect(input('login-username').value).toBe('city');
    expect(input('login-password').value).toBe('City@2026');
    expect(remember().checked).toBe(true);
  });

  it('keeps what the user typed over credentials that arrive later', async () => {
    const later = deferred<RememberedLogin | undefined>();
    render(<LoginScreen gateway={gateway({ remembered: later.promise })} />);
    type('login-username', 'county');
    await act(async () => later.resolve({ username: 'city', password: 'City@2026' }));
    expect(input('login-username').value).toBe('county');
    expect(input('login-password').value).toBe('');
    expect(remember().checked).toBe(false);
  });

  it('sends one sign-in while the application is still arriving, whatever is pressed meanwhile', async () => {
    const arrival = deferred<{ ok: true }>();
    const g = gateway({ signIn: () => arrival.promise });
    render(<LoginScreen gateway={g} />);
    fillValid();
    fireEvent.click(remember());
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    fireEvent.keyPress(input('login-password'), { key: 'Enter', code: 'Enter', charCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: /登/ }));
    await act(async () => arrival.resolve({ ok: true }));
    expect(g.sent).toEqual([{ username: 'county', password: 'County@2026', captcha: '1234', remember: true }]);
  });

  it('says so when the application could not be fetched, keeping the credentials for another try', async () => {
    const g = gateway({ signIn: () => Promise.resolve({ ok: false, message: '系统模块加载失败，请检查网络连接后重试' }) });
    render(<LoginScreen gateway={g} />);
    fillValid();
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    await waitFor(() => expect(document.querySelector('.login-failure[role=alert]')?.textContent).toBe('系统模块加载失败，请检查网络连接后重试'));
    expect(input('login-username').value).toBe('county');
    expect(input('login-password').value).toBe('County@2026');
    expect(input('login-captcha').value).toBe('');
    fillValid();
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    await waitFor(() => expect(g.sent).toHaveLength(2));
  });

  it('offers 刷新页面 when only a new page can fetch the application, and starts from the user name kept over it', async () => {
    let reloads = 0;
    const g = gateway({ signIn: () => Promise.resolve({ ok: false, message: '系统模块加载失败，请检查网络连接后刷新页面重试', reload: () => (reloads += 1) }) });
    render(<LoginScreen gateway={g} />);
    fillValid();
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    const action = await screen.findByRole('button', { name: '刷新页面' });
    fireEvent.click(action);
    expect(reloads).toBe(1);
    cleanup();

    render(<LoginScreen gateway={{ ...gateway({}), initialUsername: () => 'city' }} />);
    expect(input('login-username').value).toBe('city');
    expect(input('login-password').value).toBe('');
  });

  it('shows no text of its own for a refusal the server already explained', async () => {
    const g = gateway({ signIn: () => Promise.resolve({ ok: false }) });
    render(<LoginScreen gateway={g} />);
    fillValid();
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    await waitFor(() => expect(input('login-captcha').value).toBe(''));
    expect(document.querySelector('.login-failure')).toBeNull();
  });
});
