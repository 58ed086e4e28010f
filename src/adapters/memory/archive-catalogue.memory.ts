import { inject, injectable } from 'inversify';
import type { ArchiveCall, ArchiveChanged, ArchiveServed } from '../../domain/archive/archive-call';
import type { CatalogueDetail, CatalogueInSave, CatalogueOutSave, CatalogueQuery, CatalogueRow } from '../../domain/archive/archive-catalogue-types';
import { catalogueDetail, catalogueIn, catalogueOut, cataloguePage } from '../../domain/archive/archive-catalogues';
import { storageKeys } from '../../domain/session/storage-keys';
import { catalogueIdQuery, catalogueInBody, catalogueListQuery, catalogueOutBody } from '../../ports/api/archive-catalogue.schema';
import type { Page } from '../../ports/api/page.dto';
import type { ArchiveCatalogueApi } from '../../ports/archive-catalogue.port';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import { archiveBookOf, storeArchiveBook } from './memory-archives';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner, type MemoryCallOptions } from './memory-call';
import { parsedInput } from './memory-input';
import { servedOrThrow } from './memory-refusal';

/** Like the HTTP adapter: the pages show their own loading and error state. */
const quiet: MemoryCallOptions = { silent: true, notify: false };

/** Query values as a URL carries them, so the schema judges the same text on both backends. */
const asQuery = (query: object): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));

/** ArchiveCatalogueApi on the in-memory backend: the same catalogue service over the same book as MemoryArchiveApi. */
@injectable()
export class MemoryArchiveCatalogueApi implements ArchiveCatalogueApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  catalogues(query: CatalogueQuery): Promise<Page<CatalogueRow>> {
    return this.read(() => cataloguePage(this.call(), parsedInput(catalogueListQuery, asQuery(query))));
  }

  catalogue(id: string): Promise<CatalogueDetail> {
    return this.read(() => catalogueDetail(this.call(), parsedInput(catalogueIdQuery, { id }).id));
  }

  catalogueIn(body: CatalogueInSave): Promise<CatalogueDetail> {
    return this.change(() => catalogueIn(this.call(), parsedInput(catalogueInBody, body)));
  }

  catalogueOut(body: CatalogueOutSave): Promise<CatalogueDetail> {
    return this.change(() => catalogueOut(this.call(), parsedInput(catalogueOutBody, body)));
  }

  private read<T>(serve: () => ArchiveServed<T>): Promise<T> {
    return this.runner.run(() => servedOrThrow(serve()), quiet);
  }

  /** Judged and stored in one synchronous step, so two catalogues of a unit's year get consecutive 目录号. */
  private change<T>(serve: () => ArchiveChanged<T>): Promise<T> {
    return this.runner.run(() => {
      const { archives, value } = servedOrThrow(serve());
      storeArchiveBook(this.backend, archives);
      return value;
    }, quiet);
  }

  private call(): ArchiveCall {
    const { userId } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { dir: { users, departments, divisions }, userId, at: new Date(this.backend.now()).toISOString(), archives: archiveBookOf(this.backend) };
  }
}
