import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../src/demo/affairs';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { buildDemoNoticeBoard } from '../../src/demo/notices';
import { DEMO_RECORDS, demoFilingFiles, demoRecordsOf } from '../../src/demo/demo-files';
import { avatarFilesKey } from '../../src/domain/files/file-jurisdiction';
import type { FileEntry } from '../../src/ports/api/files.dto';
import { FileApi } from '../../src/ports/files.port';
import { failureOf } from './support/harness';
import { httpSignedInBackend, memorySignedInBackend, type SignedInBackend } from './support/signed-in-backend';
import { useBothBackends } from './support/both-backends';

const data = generateDemoData();
const affairKeys = Object.values(demoRecordsOf(seedAffairBook(data).affairs.map((stored) => stored.affair))).map((record) => record.keyNumGather);
const filingKeys = [...new Set(demoFilingFiles(seedFilingBook().filings).map((file) => file.keyNumGather))];
const noticeKey = buildDemoNoticeBoard(data.users, data.seed).notices[0]?.id ?? '';
/** Province, city, county and a county outside 南昌县's jurisdiction. */
const USERS = ['10002', '10003', '10004', '10311'];
const DEMO_FILE_KEYS = Object.values(DEMO_RECORDS).map((record) => record.keyNumGather);
const KEYS = [...DEMO_FILE_KEYS, ...affairKeys, ...filingKeys, noticeKey, avatarFilesKey('10004'), 'NO-SUCH-RECORD'];

type Answer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly status: number | undefined; readonly message: string };

async function answerOf<T>(run: () => Promise<T>, shown: (value: T) => unknown): Promise<Answer> {
  try {
    return { ok: true, value: shown(await run()) };
  } catch (error) {
    const failure = await failureOf(Promise.reject(error));
    return { ok: false, status: failure.failure.kind === 'http' ? failure.failure.status : undefined, message: failure.message };
  }
}

/**
 * The seeded bytes differ on purpose (the mock server seeds full documents and photos, the memory
 * backend small stand-ins) and ids and times are each backend's own; everything else must agree.
 */
const seededFields = ({ fileName, keyNumGather, uploaderId, uploaderName, uploadTime }: FileEntry) => ({ fileName, keyNumGather, uploaderId, uploaderName, uploadTime });
const uploadedFields = ({ linkGuid: _id, uploadTime: _time, ...rest }: FileEntry) => rest;

describe('memory and HTTP adapters agree on files: who may list, sign, upload and remove, and what they get', () => {
  const both = useBothBackends(memorySignedInBackend, httpSignedInBackend);

  const filesOf = async (backend: SignedInBackend, userId: string): Promise<FileApi> => (await backend.signedIn(userId)).container.get(FileApi);

  it.each(USERS)('user %s: the same lists and grants (or the same refusals) for every kind of record', async (userId) => {
    const read = async (backend: SignedInBackend): Promise<Answer[]> => {
      const files = await filesOf(backend, userId);
      const answers: Answer[] = [];
      for (const key of KEYS) {
        answers.push(await answerOf(() => files.list(key), (list) => list.map(seededFields)));
        answers.push(await answerOf(() => files.authorize(key), ({ filePermissionVo: { expiresAt: _expiresAt, ...vo } }) => vo));
      }
      return answers;
    };
    const [fromMemory, fromHttp] = await both(read);
    expect(fromMemory).toEqual(fromHttp);
    expect(fromMemory.some((answer) => answer.ok)).toBe(true);
  });

  it('the same upload and removal answers, and the same refusals, field by field', async () => {
    const steps = async (backend: SignedInBackend): Promise<Answer[]> => {
      const county = await filesOf(backend, '10004');
      const city = await filesOf(backend, '10003');
      const other = await filesOf(backend, '10311');
      const key = filingKeys[0] ?? '';
      const sandbox = 'FJ-DEMO-AGREEMENT';
      const uploaded = await county.upload(sandbox, new Blob(['%PDF-1.4\n一致\n%%EOF\n']), '一致.pdf');
      const [filingFile] = await county.list(key);
      return [
        { ok: true, value: uploadedFields(uploaded) },
        await answerOf(() => city.upload(key, new Blob(['x']), '上级.txt'), uploadedFields),
        await answerOf(() => other.upload(key, new Blob(['x']), '越权.txt'), uploadedFields),
        await answerOf(() => county.upload(key, new Blob([]), '空.txt'), uploadedFields),
        await answerOf(() => city.remove(filingFile?.linkGuid ?? ''), () => null),
        await answerOf(() => other.remove(filingFile?.linkGuid ?? ''), () => null),
        await answerOf(() => county.remove(uploaded.linkGuid), () => null),
        await answerOf(() => county.remove(uploaded.linkGuid), () => null),
      ];
    };
    const [fromMemory, fromHttp] = await both(steps);
    expect(fromMemory).toEqual(fromHttp);
    expect(fromMemory.filter((answer) => !answer.ok).length).toBeGreaterThanOrEqual(5);
  });
});
