// The search and notice suites' view of a signed-in browser (see support/signed-in-backend.ts).
import { NoticeApi } from '../../src/ports/notice.port';
import { ProcessApi } from '../../src/ports/process.port';
import { SearchApi } from '../../src/ports/search.port';
import type { RecordingLoading } from './support/recorders';
import { httpSignedInBackend, memorySignedInBackend, useSignedInBackend, type SignedInBackendFactory } from './support/signed-in-backend';

/** One browser signed in as a demo user, with the search, notice and process ports. */
export interface SearchClient {
  readonly userId: string;
  readonly search: SearchApi;
  readonly notices: NoticeApi;
  readonly process: ProcessApi;
  readonly loading: RecordingLoading;
}

export type SearchBackendFactory = SignedInBackendFactory;
export const memorySearchBackend = memorySignedInBackend;
export const httpSearchBackend = httpSignedInBackend;

export function useSearchBackend(makeBackend: SearchBackendFactory): { as: (userId: string) => Promise<SearchClient> } {
  return useSignedInBackend(makeBackend, ({ userId, container, loading }) => ({
    userId,
    search: container.get(SearchApi),
    notices: container.get(NoticeApi),
    process: container.get(ProcessApi),
    loading,
  }));
}
