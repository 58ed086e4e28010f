import { filingDocuments } from '../../src/domain/search/filing-documents';
import { search } from '../../src/domain/search/search';
import { searchQueryProblem } from '../../src/domain/search/search-query';
import type { SearchDocument } from '../../src/domain/search/search-types';
import { affairDocuments, noticeDocuments } from '../../src/domain/search/sources';
import { noticeReaderOf, noticeToday } from '../../src/domain/notice/notice-rules';
import type { Db, DbUser } from '../db-types';
import { HttpError } from '../http/errors';
import { searchQuery } from '../../src/ports/api/user.schema';
import { route, type RouteHost } from '../http/typed-route';
import { noticeBoardOf } from './notice';
import { directoryOf } from './process/book';

/** Everything the user may open, as searchable documents. */
function documentsOf(db: Readonly<Db>, user: DbUser, now: number): SearchDocument[] {
  return [
    ...affairDocuments(db.affairs, directoryOf(db), user.userId),
    ...filingDocuments(db.filings, db, user.divisionCode),
    ...noticeDocuments(noticeBoardOf(db), noticeReaderOf(user), noticeToday(now)),
  ];
}

/** GET /api/default/search: the top bar's search across affairs, filings and notices. */
export function searchRoutes(host: RouteHost): void {
  route(
    host,
    'GET /api/default/search',
    {
      auth: 'bearer',
      input: { query: searchQuery },
    },
    async ({ query }, { server, session }) => {
      const request = { txt: query.txt, pageIndex: query.pageIndex, pageSize: query.pageSize, ...(query.kind === undefined ? {} : { kind: query.kind }) };
      const problem = searchQueryProblem(request);
      if (problem !== undefined) throw new HttpError(400, problem);
      return search(documentsOf(server.store.db, session.user, server.now()), request);
    },
  );
}
