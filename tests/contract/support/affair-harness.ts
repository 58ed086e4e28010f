// The affair suites' view of a signed-in browser (see signed-in-backend.ts).
import { ProcessApi } from '../../../src/ports/process.port';
import { SuperviseApi } from '../../../src/ports/supervise.port';
import { TodoApi } from '../../../src/ports/todo.port';
import type { RecordingLoading, RecordingNotifier } from './recorders';
import { httpSignedInBackend, memorySignedInBackend, useSignedInBackend, type SignedInBackendFactory } from './signed-in-backend';

/** One browser signed in as a demo user, with the affair ports under test. */
export interface AffairClient {
  readonly userId: string;
  readonly process: ProcessApi;
  readonly supervise: SuperviseApi;
  readonly todo: TodoApi;
  readonly notifier: RecordingNotifier;
  readonly loading: RecordingLoading;
}

export type AffairBackendFactory = SignedInBackendFactory;
export const memoryAffairBackend = memorySignedInBackend;
export const httpAffairBackend = httpSignedInBackend;

export function useAffairBackend(makeBackend: AffairBackendFactory): { as: (userId: string) => Promise<AffairClient> } {
  return useSignedInBackend(makeBackend, ({ userId, container, notifier, loading }) => ({
    userId,
    process: container.get(ProcessApi),
    supervise: container.get(SuperviseApi),
    todo: container.get(TodoApi),
    notifier,
    loading,
  }));
}
