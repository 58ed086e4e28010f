import { beforeAll, describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../src/demo/affairs';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { buildDemoNoticeBoard } from '../../src/demo/notices';
import { DEMO_RECORDS, demoFilesFor, demoFilingFiles, demoRecordsOf } from '../../src/demo/demo-files';
import { fileMessages } from '../../src/domain/files/file-messages';
import { withoutNulls } from '../../src/domain/files/strip-nulls';
import { formatFileSize } from '../../src/domain/files/file-size';
import { FILE_MAX_BYTES } from '../../src/domain/files/upload-rules';
import type { FileAccessBody } from '../../src/ports/api/files.dto';
import { FileApi } from '../../src/ports/files.port';
import { failureOf } from './support/harness';
import type { RecordingLoading, RecordingNotifier } from './support/recorders';
import { httpSignedInBackend, memorySignedInBackend, useSignedInBackend, type SignedInBackendFactory } from './support/signed-in-backend';

/** One signed-in browser with the FileApi under test. */
export interface FilesClient {
  readonly files: FileApi;
  readonly notifier: RecordingNotifier;
  readonly loading: RecordingLoading;
}

export const memoryFilesBackend = memorySignedInBackend;
export const httpFilesBackend = httpSignedInBackend;

const COUNTY = '10004';
const CITY = '10003';
/** 进贤县: outside 南昌县's jurisdiction and in none of its affairs. */
const OTHER_COUNTY = '10311';

/** 修水县 of 九江市: outside every 南昌市 notice's scope, inside the province's. */
const XIUSHUI = '10321';

const demo = generateDemoData();
/** A seeded 南昌县 filing with attachments, and the county head's land affair with its attachments (both backends seed the same). */
const COUNTY_FILING = demoFilingFiles(seedFilingBook().filings)[0]?.keyNumGather ?? '';
const COUNTY_AFFAIR = demoRecordsOf(seedAffairBook(demo).affairs.map((stored) => stored.affair)).land?.keyNumGather ?? '';

/** A published notice of the seed to the given scope whose first attachment is of the given kind. */
function seededNotice(scopeCode: string, extension: string): { readonly id: string; readonly attachments: readonly string[]; readonly authorId: string } {
  const notice = buildDemoNoticeBoard(demo.users, demo.seed).notices.find((n) => n.scopeCode === scopeCode && n.status === 'published' && n.attachments[0]?.endsWith(extension) === true);
  if (notice === undefined) throw new Error(`no seeded notice for ${scopeCode} with a ${extension} attachment`);
  return notice;
}
const CITY_NOTICE = seededNotice('360100', '.xlsx');
const PROVINCE_NOTICE = seededNotice('360000', '.pdf');

const bytesOf = async (blob: Blob): Promise<Uint8Array> => new Uint8Array(await blob.arrayBuffer());

/** FileApi (SPEC sections 3, 5, 7): the same expectations for every backend. */
export function describeFileApiContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`FileApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, ({ container, notifier, loading }): FilesClient => ({ files: container.get(FileApi), notifier, loading }));
    let county: FilesClient;
    beforeAll(async () => {
      county = await as(COUNTY);
    });

    const accessFor = async (client: FilesClient, key: string, fileLinkId: string): Promise<FileAccessBody> => {
      const { signature, filePermissionVo } = await client.files.authorize(key);
      return { fileLinkId, signature, filePermissionVo: withoutNulls(filePermissionVo) };
    };

    it('lists the seeded files of a record with names, sizes and uploaders', async () => {
      const files = await county.files.list('FJ-DEMO-0001');
      expect(files.map((file) => file.fileName)).toEqual(demoFilesFor({ land: DEMO_RECORDS.land }).map((file) => file.fileName));
      for (const file of files) {
        expect(file.fileSize).toBeGreaterThan(0);
        expect(file.uploaderName.length).toBeGreaterThan(0);
      }
      expect(await county.files.list('FJ-DEMO-NOTHING-HERE')).toEqual([]);
    });

    it('uploads with progress; the answer has linkGuid and fileName; another browser sees it and downloads the same bytes', async () => {
      const key = `FJ-DEMO-CONTRACT-${name.length}`;
      const bytes = new TextEncoder().encode('%PDF-1.4\n测试\n%%EOF\n');
      const progress: number[] = [];
      const entry = await county.files.upload(key, new Blob([bytes]), '审批意见.pdf', (percent) => progress.push(percent));
      expect(entry).toMatchObject({ fileName: '审批意见.pdf', fileSize: bytes.length, contentType: 'application/pdf', keyNumGather: key, uploaderName: '陈志强' });
      expect(entry.linkGuid.length).toBeGreaterThan(0);
      expect(progress.at(-1)).toBe(100);
      const city = await as(CITY);
      expect((await city.files.list(key)).map((file) => file.linkGuid)).toEqual([entry.linkGuid]);
      expect(await bytesOf(await city.files.download(await accessFor(city, key, entry.linkGuid)))).toEqual(bytes);
      expect(await bytesOf(await city.files.preview(await accessFor(city, key, entry.linkGuid)))).toEqual(bytes);
    });

    it('strips nulls from the vo: the authorization carries a null watermark', async () => {
      const { filePermissionVo } = await county.files.authorize('FJ-DEMO-0001');
      expect(filePermissionVo.watermark).toBeNull();
      expect(withoutNulls(filePermissionVo)).not.toHaveProperty('watermark');
    });

    it('refuses an access whose signature belongs to another user', async () => {
      const [file] = await county.files.list('FJ-DEMO-0002');
      const city = await as(CITY);
      const cityAccess = await accessFor(city, 'FJ-DEMO-0002', file?.linkGuid ?? '');
      const failure = await failureOf(county.files.download(cityAccess));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(failure.message).toBe(fileMessages.signatureInvalid);
    });

    it('refuses an empty and an oversized file with the limit in the message', async () => {
      const empty = await failureOf(county.files.upload('FJ-DEMO-CONTRACT-LIMITS', new Blob([]), '空.txt'));
      expect(empty.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(empty.message).toBe(fileMessages.emptyFile('空.txt'));
      const big = await failureOf(county.files.upload('FJ-DEMO-CONTRACT-LIMITS', new Blob([new Uint8Array(FILE_MAX_BYTES + 1)]), '大.dwg'));
      expect(big.failure).toMatchObject({ kind: 'http', status: 413 });
      expect(big.message).toContain(formatFileSize(FILE_MAX_BYTES));
      expect(await county.files.list('FJ-DEMO-CONTRACT-LIMITS')).toEqual([]);
    });

    it('removes a file once; the second time it is not found', async () => {
      const entry = await county.files.upload('FJ-DEMO-CONTRACT-REMOVE', new Blob(['说明']), '说明.txt');
      await county.files.remove(entry.linkGuid);
      expect(await county.files.list('FJ-DEMO-CONTRACT-REMOVE')).toEqual([]);
      const failure = await failureOf(county.files.remove(entry.linkGuid));
      expect(failure.failure).toMatchObject({ kind: 'http', status: 404 });
      expect(county.loading.open).toBe(0);
    });

    it('answers 404 for a key no record has', async () => {
      const missing = await failureOf(county.files.list('NO-SUCH-RECORD'));
      expect(missing.failure).toMatchObject({ kind: 'http', status: 404 });
      expect(missing.message).toBe(fileMessages.recordNotFound);
      expect((await failureOf(county.files.authorize('NO-SUCH-RECORD'))).message).toBe(fileMessages.recordNotFound);
    });

    it('refuses to list, sign or upload to a filing outside the jurisdiction, and an affair the user takes no part in', async () => {
      expect(COUNTY_FILING).not.toBe('');
      expect(COUNTY_AFFAIR).not.toBe('');
      expect((await county.files.list(COUNTY_FILING)).length).toBeGreaterThan(0);
      expect((await county.files.list(COUNTY_AFFAIR)).length).toBeGreaterThan(0);
      const other = await as(OTHER_COUNTY);
      for (const key of [COUNTY_FILING, COUNTY_AFFAIR]) {
        for (const attempt of [() => other.files.list(key), () => other.files.authorize(key), () => other.files.upload(key, new Blob(['x']), '越权.txt')]) {
          const failure = await failureOf(attempt());
          expect(failure.failure).toMatchObject({ kind: 'http', status: 403 });
          expect(failure.message).toBe(fileMessages.mayNotSee);
        }
      }
    });

    it('refuses preview, download and removal to a user outside the jurisdiction even with the file id', async () => {
      const [file] = await county.files.list(COUNTY_FILING);
      const other = await as(OTHER_COUNTY);
      const countyAccess = await accessFor(county, COUNTY_FILING, file?.linkGuid ?? '');
      for (const attempt of [() => other.files.preview(countyAccess), () => other.files.download(countyAccess)]) {
        const failure = await failureOf(attempt());
        expect(failure.failure).toMatchObject({ kind: 'http', status: 403 });
        expect(failure.message).toBe(fileMessages.signatureInvalid);
      }
      const removal = await failureOf(other.files.remove(file?.linkGuid ?? ''));
      expect(removal.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(removal.message).toBe(fileMessages.mayNotSee);
      expect((await county.files.list(COUNTY_FILING)).map((entry) => entry.linkGuid)).toContain(file?.linkGuid);
    });

    it("serves a seeded notice's attachments with their bytes to the readers in its scope and refuses them outside", async () => {
      const files = await county.files.list(CITY_NOTICE.id);
      expect(files.map((file) => [file.fileName, file.uploaderId])).toEqual(CITY_NOTICE.attachments.map((name) => [name, CITY_NOTICE.authorId]));
      const [sheet] = files;
      const bytes = await bytesOf(await county.files.download(await accessFor(county, CITY_NOTICE.id, sheet?.linkGuid ?? '')));
      expect(bytes.length).toBe(sheet?.fileSize);
      // An .xlsx is a zip.
      expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

      const xiushui = await as(XIUSHUI);
      const listing = await failureOf(xiushui.files.list(CITY_NOTICE.id));
      expect(listing.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(listing.message).toBe(fileMessages.mayNotSee);
      const download = await failureOf(xiushui.files.download(await accessFor(county, CITY_NOTICE.id, sheet?.linkGuid ?? '')));
      expect(download.failure).toMatchObject({ kind: 'http', status: 403 });
      expect(download.message).toBe(fileMessages.signatureInvalid);

      const [pdf] = await xiushui.files.list(PROVINCE_NOTICE.id);
      expect(pdf?.fileName).toBe(PROVINCE_NOTICE.attachments[0]);
      const provinceBytes = await bytesOf(await xiushui.files.download(await accessFor(xiushui, PROVINCE_NOTICE.id, pdf?.linkGuid ?? '')));
      expect(provinceBytes.length).toBe(pdf?.fileSize);
      expect(new TextDecoder().decode(provinceBytes.slice(0, 5))).toBe('%PDF-');
    });

    it('lets the city above see a county filing\'s files but neither upload to it nor remove from it', async () => {
      const city = await as(CITY);
      const [file] = await city.files.list(COUNTY_FILING);
      const grant = await city.files.authorize(COUNTY_FILING);
      expect(grant.filePermissionVo).toMatchObject({ canPreview: true, canDownload: true, canUpload: false, canRemove: false });
      expect((await city.files.download(await accessFor(city, COUNTY_FILING, file?.linkGuid ?? ''))).size).toBe(file?.fileSize);
      for (const attempt of [() => city.files.upload(COUNTY_FILING, new Blob(['x']), '上级.txt'), () => city.files.remove(file?.linkGuid ?? '')]) {
        const failure = await failureOf(attempt());
        expect(failure.failure).toMatchObject({ kind: 'http', status: 403 });
        expect(failure.message).toBe(fileMessages.mayNotChange);
      }
    });
  });
}
