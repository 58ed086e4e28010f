import { inject, injectable } from 'inversify';
import { peopleTreeOf } from '../../demo/demo-views';
import { demoTableRows, type DemoTableRow } from '../../domain/demo/demo-table';
import { TREE_ROOT_ID, treeLevel } from '../../domain/directory/tree-level';
import type { TreeOption } from '../../ports/api/user.dto';
import { treeselectQuery } from '../../ports/api/user.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { DemoApi } from '../../ports/demo.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput } from './memory-input';
import { servedOrThrow } from './memory-refusal';
import { signedInAccount } from './notice.memory';

/** DemoApi on the in-memory backend: the same rows and tree levels as the mock server, by the same rules. */
@injectable()
export class MemoryDemoApi implements DemoApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  tableRows(): Promise<DemoTableRow[]> {
    return this.runner.run(() => {
      signedInAccount(this.backend, this.sessionStorage);
      return demoTableRows();
    });
  }

  treeLevel(parentId: string): Promise<TreeOption[]> {
    return this.runner.run(() => {
      signedInAccount(this.backend, this.sessionStorage);
      const query = parsedInput(treeselectQuery, { parentId });
      const tree = peopleTreeOf(this.backend.data.departments, this.backend.allAccounts());
      return servedOrThrow(treeLevel(tree, query.parentId ?? TREE_ROOT_ID));
    });
  }
}
