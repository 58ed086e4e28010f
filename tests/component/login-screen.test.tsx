import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RememberedLogin } from '../../src/domain/session/session';
import type { LoginGateway, LoginSubmission } from '../../src/ui/features/login/login-gateway';
import { LoginScreen } from '../../src/ui/features/login/login-screen';

/** The start-up gateway's shape: remembered credentials that arrive later, a sign-in that may fail to load. */
function gateway(options: { remembered?: Promise<RememberedLogin | undefined>; signIn?: LoginGateway['signIn'] } = {}): LoginGateway & { sent: LoginSubmission[] } {
  const sent: LoginSubmission[] = [];
  return {
    sent,
    captchaImage: (nonce) => Promise.resolve(new Blob([`<svg>${nonce}</svg>`], { type: 'image/svg+xml' })),
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

describe('the captcha image', () => {
  interface Draw {
    readonly nonce: number;
    readonly signal: AbortSignal;
    readonly answer: Promise<Blob>;
    resolve(image: Blob): void;
    reject(error: Error): void;
  }

  /** A gateway whose captcha answers wait for the test; each draw is kept with its nonce and signal. */
  function drawing(): { g: LoginGateway; draws: Draw[] } {
    const draws: Draw[] = [];
    const g: LoginGateway = {
      ...gateway(),
      captchaImage: (nonce, signal) => {
        let resolve: (image: Blob) => void = () => undefined;
        let reject: (error: Error) => void = () => undefined;
        const answer = new Promise<Blob>((done, fail) => {
          resolve = done;
          reject = fail;
        });
        draws.push({ nonce, signal, answer, resolve, reject });
        return answer;
      },
    };
    return { g, draws };
  }
  const image = (nonce: number) => new Blob([`<svg>${nonce}</svg>`], { type: 'image/svg+xml' });
  const captchaButton = () => document.querySelector('.login-captcha') as HTMLButtonElement;
  const shown = () => captchaButton().querySelector('img')?.getAttribute('src') ?? undefined;
  const revoked: string[] = [];

  afterEach(() => {
    vi.restoreAllMocks();
    revoked.length = 0;
  });

  function watchObjectUrls(): void {
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:captcha/${(made += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  }

  it('asks the gateway for every image it shows, even for a suffix drawn before, and revokes the one it replaces', async () => {
    watchObjectUrls();
    const { g, draws } = drawing();
    render(<LoginScreen gateway={g} />);
    expect(draws).toHaveLength(1);
    expect(shown()).toBeUndefined();
    expect(captchaButton().getAttribute('aria-busy')).toBe('true');
    await act(async () => draws[0]?.resolve(image(1)));
    expect(shown()).toBe('blob:captcha/1');
    expect(captchaButton().getAttribute('aria-busy')).toBe('false');

    for (let click = 0; click < 12; click += 1) {
      fireEvent.click(captchaButton());
      const draw = draws.at(-1);
      expect(draws).toHaveLength(click + 2);
      // Until the new image is there, none: the one before no longer matches the server's captcha.
      expect(shown()).toBeUndefined();
      await act(async () => draw?.resolve(image(draw.nonce)));
      expect(shown()).toBe(`blob:captcha/${click + 2}`);
      expect(revoked).toEqual(Array.from({ length: click + 1 }, (_, index) => `blob:captcha/${index + 1}`));
    }
    const nonces = draws.map((draw) => draw.nonce);
    // Thirteen draws of ten suffixes: some suffix came back, and was asked for again all the same.
    expect(new Set(nonces).size).toBeLessThan(nonces.length);
    for (const [index, nonce] of nonces.entries()) {
      expect(nonce).toBeGreaterThanOrEqual(1);
      expect(nonce).toBeLessThanOrEqual(10);
      if (index > 0) expect(nonce).not.toBe(nonces[index - 1]);
    }

    cleanup();
    expect(revoked.at(-1)).toBe('blob:captcha/13');
  });

  it('cancels a draw that a newer one replaces, and never shows its late answer', async () => {
    watchObjectUrls();
    const { g, draws } = drawing();
    render(<LoginScreen gateway={g} />);
    fireEvent.click(captchaButton());
    const [first, second] = draws;
    expect(first?.signal.aborted).toBe(true);
    expect(second?.signal.aborted).toBe(false);
    await act(async () => second?.resolve(image(2)));
    await act(async () => first?.resolve(image(1)));
    expect(shown()).toBe('blob:captcha/1');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).toHaveBeenCalledWith(await second?.answer);
  });

  it('says so when the image could not be fetched, and draws again on a click', async () => {
    watchObjectUrls();
    const { g, draws } = drawing();
    render(<LoginScreen gateway={g} />);
    await act(async () => draws[0]?.reject(new Error('offline')));
    await screen.findByRole('button', { name: '验证码加载失败，点击重试' });
    expect(captchaButton().textContent).toBe('加载失败，点击重试');
    fireEvent.click(captchaButton());
    expect(draws).toHaveLength(2);
    await act(async () => draws[1]?.resolve(image(2)));
    expect(shown()).toBe('blob:captcha/1');
    expect(screen.getByRole('button', { name: '验证码，点击刷新' })).toBe(captchaButton());
  });

  it('draws a new image after a failed sign-in', async () => {
    const { g, draws } = drawing();
    const failing: LoginGateway = { ...g, signIn: () => Promise.resolve({ ok: false }) };
    render(<LoginScreen gateway={failing} />);
    await act(async () => draws[0]?.resolve(image(1)));
    fillValid();
    fireEvent.keyPress(input('login-captcha'), { key: 'Enter', code: 'Enter', charCode: 13 });
    await waitFor(() => expect(draws).toHaveLength(2));
    expect(draws[1]?.nonce).not.toBe(draws[0]?.nonce);
  });
});
