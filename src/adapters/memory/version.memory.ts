import { inject, injectable } from 'inversify';
import { storageKeys } from '../../domain/session/storage-keys';
import type { VersionInfo } from '../../ports/api/user.dto';
import { accountQuery } from '../../ports/api/user.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { VersionApi } from '../../ports/version.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';

/** Like the HTTP adapter: a background call, no overlay and no toast. */
const background: MemoryCallOptions = { silent: true, notify: false };

/** VersionApi on the in-memory backend. */
@injectable()
export class MemoryVersionApi implements VersionApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  latest(): Promise<VersionInfo> {
    return this.runner.run(() => {
      this.backend.requireAccount(this.token());
      return { ...this.backend.data.version };
    }, background);
  }

  visits(account: string): Promise<number> {
    return this.runner.run(() => {
      this.backend.requireAccount(this.token());
      return this.backend.visits(parsedInput(accountQuery, { account }).account);
    }, background);
  }

  markSeen(account: string): Promise<number> {
    return this.runner.run(() => {
      const user = this.backend.requireAccount(this.token());
      return this.backend.markSeen(parsedInput(accountQuery, { account }).account, user.userName);
    }, background);
  }

  private token(): string | undefined {
    return this.sessionStorage.get(storageKeys.token);
  }
}
