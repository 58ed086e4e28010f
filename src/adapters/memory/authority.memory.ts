import { inject, injectable } from 'inversify';
import { briefOf, cancelKey, collectKey, grantKey, issueKey, viewKey, type AuthorityBook, type AuthorityKey, type Changed } from '../../domain/authority/authority-keys';
import { storageKeys } from '../../domain/session/storage-keys';
import type { AuthorityBrief, AuthorityPoll, IssuedKey } from '../../ports/api/authority.endpoints';
import { authorityKeyQuery, authorityPollQuery } from '../../ports/api/authority.schema';
import type { AuthorityApi } from '../../ports/authority.port';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { servedOrThrow } from './memory-refusal';

/** The memory backend's asker is this very browser. */
const LOCAL_IP = '127.0.0.1';
/** Like the HTTP adapter: the pages show their own messages; the poll and the new key run without the overlay. */
const quiet: MemoryCallOptions = { notify: false };
const background: MemoryCallOptions = { silent: true, notify: false };

/** 128 random bits, url-safe, as the mock server makes them. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** AuthorityApi on the in-memory backend: the rules of src/domain/authority over backend.authorityKeys. */
@injectable()
export class MemoryAuthorityApi implements AuthorityApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  newKey(): Promise<IssuedKey> {
    return this.runner.run(() => {
      const request = { key: randomKey(), ticket: randomKey(), agent: globalThis.navigator?.userAgent ?? '', ip: LOCAL_IP };
      const issued = issueKey(this.backend.authorityKeys, request, this.backend.now(), this.backend.qrKeyTtlSeconds);
      this.backend.authorityKeys = issued.book;
      return issued.answer;
    }, background);
  }

  poll(key: string, ticket: string): Promise<AuthorityPoll> {
    return this.runner.run(() => {
      const query = parsedInput(authorityPollQuery, { key, ticket });
      const collected = this.applied((book, now) => collectKey(book, query.key, query.ticket, now));
      if (collected.state !== 'granted') return collected;
      const account = this.backend.accountById(collected.userId);
      if (account === undefined) throw new Error(`no memory account ${collected.userId}`);
      return { state: 'granted', token: this.backend.openSession(account) };
    }, background);
  }

  brief(key: string): Promise<AuthorityBrief> {
    return this.runner.run(() => {
      this.backend.requireAccount(this.token());
      const query = parsedInput(authorityKeyQuery, { key });
      return this.briefOf(this.applied((book, now) => viewKey(book, query.key, now)));
    }, quiet);
  }

  grant(key: string): Promise<AuthorityBrief> {
    return this.runner.run(() => {
      const account = this.backend.requireAccount(this.token());
      const query = parsedInput(authorityKeyQuery, { key });
      return this.briefOf(this.applied((book, now) => grantKey(book, query.key, account.userId, now)));
    }, quiet);
  }

  cancel(key: string): Promise<AuthorityBrief> {
    return this.runner.run(() => {
      this.backend.requireAccount(this.token());
      const query = parsedInput(authorityKeyQuery, { key });
      return this.briefOf(this.applied((book, now) => cancelKey(book, query.key, now)));
    }, quiet);
  }

  private applied<T>(rule: (book: AuthorityBook, now: number) => Changed<T>): T {
    const { book, answer } = servedOrThrow(rule(this.backend.authorityKeys, this.backend.now()));
    this.backend.authorityKeys = book;
    return answer;
  }

  private briefOf(entry: AuthorityKey): AuthorityBrief {
    return briefOf(entry, this.backend.now(), this.backend.place);
  }

  private token(): string | undefined {
    return this.sessionStorage.get(storageKeys.token);
  }
}
