import { inject, injectable } from 'inversify';
import { noticeReaderOf, noticeToday } from '../../domain/notice/notice-rules';
import { filingDocuments } from '../../domain/search/filing-documents';
import { search } from '../../domain/search/search';
import { searchQueryProblem } from '../../domain/search/search-query';
import type { SearchDocument, SearchPage, SearchQuery } from '../../domain/search/search-types';
import { affairDocuments, noticeDocuments } from '../../domain/search/sources';
import { searchQuery } from '../../ports/api/user.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { SearchApi } from '../../ports/search.port';
import { httpError } from './backend-fault';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput } from './memory-input';
import { noticeBoardOf, signedInAccount } from './notice.memory';

/** SearchApi on the in-memory backend: the same documents and ranking as the mock server. */
@injectable()
export class MemorySearchApi implements SearchApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  search(query: SearchQuery): Promise<SearchPage> {
    return this.runner.run(() => {
      const account = signedInAccount(this.backend, this.sessionStorage);
      const { kind, ...rest } = parsedInput(searchQuery, query);
      const request: SearchQuery = kind === undefined ? rest : { ...rest, kind };
      const problem = searchQueryProblem(request);
      if (problem !== undefined) throw httpError(400, 'bad_request', problem);
      const { users, departments, divisions } = this.backend.data;
      const documents: SearchDocument[] = [
        ...affairDocuments(this.backend.affairs, { users, departments, divisions }, account.userId),
        ...filingDocuments(this.backend.filings, { divisions }, account.divisionCode),
        ...noticeDocuments(noticeBoardOf(this.backend), noticeReaderOf(account), noticeToday(this.backend.now())),
      ];
      return search(documents, request);
    });
  }
}
