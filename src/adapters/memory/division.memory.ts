import { inject, injectable } from 'inversify';
import { jurisdictionTree } from '../../domain/directory/division-tree';
import type { DivisionNode } from '../../ports/api/division.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DivisionApi } from '../../ports/division.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { signedInAccount } from './notice.memory';

/** DivisionApi on the in-memory backend: the same tree as the mock server, from the backend's divisions. */
@injectable()
export class MemoryDivisionApi implements DivisionApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  jurisdictionTree(): Promise<DivisionNode[]> {
    return this.runner.run(() => jurisdictionTree(this.backend.data.divisions, signedInAccount(this.backend, this.sessionStorage).divisionCode));
  }
}
