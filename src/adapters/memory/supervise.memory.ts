import { inject, injectable } from 'inversify';
import { superviseCreate, superviseDetail, superviseList, superviseUrge, type LandStatusOf } from '../../domain/affair/service/supervise';
import { superviseRemindedLand } from '../../domain/dashboard/land-reminder-service';
import { landStatusLabels } from '../../domain/temporary-land/service/land-access';
import type { LandSuperviseBody } from '../../domain/dashboard/land-supervision';
import { landSuperviseBody } from '../../ports/api/land-reminders.schema';
import type { SuperviseCreate, SuperviseDetail, SuperviseQuery, SuperviseRow } from '../../ports/api/process.dto';
import type { Page } from '../../ports/api/page.dto';
import { superviseCreateBody, superviseListBody, supervisionParams, urgeBody } from '../../ports/api/process.schema';
import { storageKeys } from '../../domain/session/storage-keys';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { SuperviseApi } from '../../ports/supervise.port';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { MemoryBook } from './memory-book';

/** SuperviseApi on the in-memory backend: the same supervision service as the mock server. */
@injectable()
export class MemorySuperviseApi implements SuperviseApi {
  private readonly book: MemoryBook;

  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {
    this.book = new MemoryBook(backend, sessionStorage);
  }

  /** The statuses of the land uses 转督办 supervisions urge, as of the call. */
  private landStatusOf(at: string): LandStatusOf {
    return landStatusLabels({ filings: this.backend.filings, lands: this.backend.temporaryLands, at });
  }

  list(query: SuperviseQuery): Promise<Page<SuperviseRow>> {
    return this.runner.run(() => {
      const checked = this.book.checked(superviseListBody, query);
      return this.book.read(({ book, dir, userId, at }) => superviseList(book, dir, userId, checked, at, this.landStatusOf(at)));
    });
  }

  create(body: SuperviseCreate): Promise<SuperviseDetail> {
    return this.runner.run(() => {
      const checked = this.book.checked(superviseCreateBody, body);
      return this.book.change(({ book, dir, userId, at }) => superviseCreate(book, dir, userId, checked, at));
    });
  }

  createForLand(body: LandSuperviseBody): Promise<SuperviseDetail> {
    return this.runner.run(() => {
      const checked = this.book.checked(landSuperviseBody, body);
      const { level } = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
      return this.book.change(({ book, dir, userId, at }) =>
        superviseRemindedLand({ affairs: book, filings: this.backend.filings, lands: this.backend.temporaryLands, dir }, { userId, level }, checked, at),
      );
    });
  }

  detail(id: string): Promise<SuperviseDetail> {
    return this.runner.run(() => {
      this.book.checked(supervisionParams, { id });
      return this.book.read(({ book, dir, userId, at }) => superviseDetail(book, dir, userId, id, at, this.landStatusOf(at)));
    });
  }

  urge(id: string, text: string): Promise<SuperviseDetail> {
    return this.runner.run(() => {
      this.book.checked(supervisionParams, { id });
      const checked = this.book.checked(urgeBody, { text });
      return this.book.change(({ book, dir, userId, at }) => superviseUrge(book, dir, userId, id, checked.text, at, this.landStatusOf(at)));
    });
  }
}
