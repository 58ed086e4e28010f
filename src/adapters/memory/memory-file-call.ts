import type { FileCall } from '../../domain/files/file-service';
import type { MemoryBackend } from './memory-backend';
import { archiveBookOf } from './memory-archives';
import { ledgerBookOf } from './memory-ledgers';
import { meetingBookOf } from './memory-meetings';
import { messageBookOf } from './memory-messages';
import { postBookOf } from './memory-posts';
import { surveyBookOf } from './memory-surveys';
import { noticeBoardOf } from './notice.memory';

/** The file service's view of the memory backend for a user, at the backend clock (as mock-server/files/file-call.ts reads db.json). */
export function memoryFileCall(backend: MemoryBackend, userId: string): FileCall {
  const { users, departments, divisions } = backend.data;
  return {
    world: {
      affairs: backend.affairs.affairs.map((stored) => stored.affair),
      filings: backend.filings.filings,
      notices: noticeBoardOf(backend).notices,
      surveys: surveyBookOf(backend).surveys,
      dir: { users, departments, divisions },
      messages: messageBookOf(backend).messages,
      meetings: meetingBookOf(backend).meetings,
      posts: postBookOf(backend).posts,
      cases: backend.cases.cases,
      archives: archiveBookOf(backend).records,
      ledgers: ledgerBookOf(backend).defs,
    },
    userId,
    now: backend.now(),
  };
}
