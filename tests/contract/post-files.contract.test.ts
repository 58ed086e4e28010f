import { describe, expect, it } from 'vitest';
import { FileApi } from '../../src/ports/files.port';
import { PostApi } from '../../src/ports/document-post.port';
import { ProcessApi } from '../../src/ports/process.port';
import { POST } from './document-post.contract';
import { failureOf } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend } from './support/signed-in-backend';

const statusOf = (failure: Awaited<ReturnType<typeof failureOf>>): number | undefined => (failure.failure.kind === 'http' ? failure.failure.status : undefined);

/** The province office drafts, its 核稿 handler reads; the city's clerk takes no part. */
const DRAFTER = '10002';
const CHECKER = '10104';
const OUTSIDER = '10003';

describe.each([
  ['memory adapters', memorySignedInBackend],
  ['HTTP adapters against the mock server', httpSignedInBackend],
] as const)('发文 attachments on %s', (_name, makeBackend: typeof memorySignedInBackend) => {
  it('the drafter attaches while drafting, a handler reads, another unit is refused and nobody changes them after 送审', async () => {
    const backend = await makeBackend();
    try {
      const drafter = await backend.signedIn(DRAFTER);
      const posts = drafter.container.get(PostApi);
      const draft = await posts.save({ ...POST, title: '关于发文附件测试的通知', version: 0 });
      const bytes = new TextEncoder().encode('附件正文');
      const files = drafter.container.get(FileApi);
      await files.upload(draft.id, new Blob([bytes]), '核查工作方案.txt', () => undefined);

      const outsider = (await backend.signedIn(OUTSIDER)).container.get(FileApi);
      expect([403, 404]).toContain(statusOf(await failureOf(outsider.list(draft.id))));

      const sent = await posts.submit(draft.id, draft.version);
      const process = drafter.container.get(ProcessApi);
      const key = sent.affairKey ?? '';
      const { version } = await process.detail(key);
      await process.complete({ keyDigNumGather: key, version, toNode: 'fw_hg', opinion: '请核稿。', handler: { kind: 'person', id: CHECKER } });

      const checker = (await backend.signedIn(CHECKER)).container.get(FileApi);
      expect((await checker.list(draft.id)).map((file) => file.fileName)).toEqual(['核查工作方案.txt']);
      expect([403, 404]).toContain(statusOf(await failureOf(checker.upload(draft.id, new Blob([bytes]), '核稿人的.txt', () => undefined))));
      expect([403, 404]).toContain(statusOf(await failureOf(files.upload(draft.id, new Blob([bytes]), '送审后补的.txt', () => undefined))));
      expect([403, 404]).toContain(statusOf(await failureOf(outsider.list(draft.id))));
    } finally {
      await backend.close();
    }
  });
});
