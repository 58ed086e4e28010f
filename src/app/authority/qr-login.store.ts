import { inject, injectable } from 'inversify';
import { AUTHORITY_POLL_MS } from '../../domain/authority/authority-keys';
import { authorityMessages as m } from '../../domain/authority/authority-messages';
import type { AuthorityPoll } from '../../ports/api/authority.endpoints';
import { AuthorityApi } from '../../ports/authority.port';
import { SessionStore } from '../session/session.store';
import { messageOf } from '../shared/failure-reading';
import { Store } from '../shared/store';

/** What /qrcode shows: getting a key, the code while it waits (or was scanned), and how it ended. */
export type QrLoginPhase = 'loading' | 'waiting' | 'scanned' | 'signing-in' | 'signed-in' | 'cancelled' | 'expired' | 'failed';

export interface QrLoginView {
  readonly phase: QrLoginPhase;
  /** The key the code shows, from the first answer until the next refresh. */
  readonly key: string | undefined;
  /** Seconds the key still lives, as the backend last said. */
  readonly expiresIn: number;
  readonly error: string | undefined;
}

const initial: QrLoginView = { phase: 'loading', key: undefined, expiresIn: 0, error: undefined };

/**
 * /qrcode (SPEC section 2): a one-time key, asked after every second until a user on another
 * device grants or cancels it or it expires; a granted key signs this browser in.
 */
@injectable()
export class QrLoginStore extends Store<QrLoginView> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every start and stop, so answers about an older key are ignored. */
  private generation = 0;

  constructor(
    @inject(AuthorityApi) private readonly authority: AuthorityApi,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    super(initial);
  }

  /** A new key (the first one, or 刷新 after an ending); the previous key is no longer asked after. */
  async start(): Promise<void> {
    this.stop();
    const generation = this.generation;
    this.set(initial);
    try {
      const issued = await this.authority.newKey();
      if (generation !== this.generation) return;
      this.set({ phase: 'waiting', key: issued.key, expiresIn: issued.expiresIn, error: undefined });
      this.schedule(generation, issued.key, issued.ticket);
    } catch (error) {
      if (generation === this.generation) this.set({ ...initial, phase: 'failed', error: messageOf(error, m.keyFailed) });
    }
  }

  /** The page is gone: no more polling. */
  stop(): void {
    this.generation += 1;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(generation: number, key: string, ticket: string): void {
    this.timer = setTimeout(() => void this.pollOnce(generation, key, ticket), AUTHORITY_POLL_MS);
  }

  private async pollOnce(generation: number, key: string, ticket: string): Promise<void> {
    let answer: AuthorityPoll;
    try {
      answer = await this.authority.poll(key, ticket);
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, phase: 'failed', error: messageOf(error, m.pollFailed) }));
      return;
    }
    if (generation !== this.generation) return;
    if (answer.state === 'granted') {
      await this.signIn(generation, answer);
      return;
    }
    this.update((state) => ({ ...state, phase: answer.state, expiresIn: answer.expiresIn }));
    if (answer.state === 'waiting' || answer.state === 'scanned') this.schedule(generation, key, ticket);
  }

  private async signIn(generation: number, answer: Extract<AuthorityPoll, { state: 'granted' }>): Promise<void> {
    this.update((state) => ({ ...state, phase: 'signing-in' }));
    try {
      await this.session.loginWithToken(answer.token);
      if (generation === this.generation) this.update((state) => ({ ...state, phase: 'signed-in' }));
    } catch (error) {
      if (generation === this.generation) this.update((state) => ({ ...state, phase: 'failed', error: messageOf(error, m.signInFailed) }));
    }
  }
}
