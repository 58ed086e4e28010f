import { inject, injectable } from 'inversify';
import { superviseCreate, superviseDetail, superviseList, superviseUrge } from '../../domain/affair/service/supervise';
import type { SuperviseCreate, SuperviseDetail, SuperviseQuery, SuperviseRow } from '../../ports/api/process.dto';
import type { Page } from '../../ports/api/page.dto';
import { superviseCreateBody, superviseListBody, supervisionParams, urgeBody } from '../../ports/api/process.schema';
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
    @inject(MemoryBackendToken) backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) sessionStorage: KeyValueStorage,
  ) {
    this.book = new MemoryBook(backend, sessionStorage);
  }

  list(query: SuperviseQuery): Promise<Page<SuperviseRow>> {
    return this.runner.run(() => {
      const checked = this.book.checked(superviseListBody, query);
      return this.book.read(({ book, dir, userId, at }) => superviseList(book, dir, userId, checked, at));
    });
  }

  create(body: SuperviseCreate): Promise<SuperviseDetail> {
    return this.runner.run(() => {
      const checked = this.book.checked(superviseCreateBody, body);
      return this.book.change(({ book, dir, userId, at }) => superviseCreate(book, dir, userId, checked, at));
    });
  }

  detail(id: string): Promise<SuperviseDetail> {
    return this.runner.run(() => {
      this.book.checked(supervisionParams, { id });
      return this.book.read(({ book, dir, userId, at }) => superviseDetail(book, dir, userId, id, at));
    });
  }

  urge(id: string, text: string): Promise<SuperviseDetail> {
    return this.runner.run(() => {
      this.book.checked(supervisionParams, { id });
      const checked = this.book.checked(urgeBody, { text });
      return this.book.change(({ book, dir, userId, at }) => superviseUrge(book, dir, userId, id, checked.text, at));
    });
  }
}
