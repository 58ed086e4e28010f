import { inject, injectable } from 'inversify';
import { storageKeys } from '../../domain/session/storage-keys';
import { onemapParcels } from '../../domain/onemap/onemap-parcels';
import type { OnemapAnswer } from '../../domain/onemap/onemap-types';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { OnemapApi } from '../../ports/onemap.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { statusError } from './memory-refusal';

/** Like the HTTP adapter: the map shows its own loading and error state. */
const map: MemoryCallOptions = { silent: true, notify: false };

/** OnemapApi on the in-memory backend: the same domain service as the mock server. */
@injectable()
export class MemoryOnemapApi implements OnemapApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  parcels(): Promise<OnemapAnswer> {
    return this.runner.run(() => {
      const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
      const { users, departments, divisions } = this.backend.data;
      const result = onemapParcels({ book: this.backend.filings, dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString() });
      if (!result.ok) throw statusError(result.error.status, result.error.message);
      return result.value;
    }, map);
  }
}
