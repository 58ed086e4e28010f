import { inject, injectable } from 'inversify';
import { sniffContentType } from '../../domain/files/content-sniff';
import { fileMessages as m } from '../../domain/files/file-messages';
import { cleanFileName, FILE_MAX_BYTES, FILES_PER_RECORD_MAX, sizeProblem } from '../../domain/files/upload-rules';
import { storageKeys } from '../../domain/session/storage-keys';
import type { FileAccessBody, FileAuthorization, FileEntry } from '../../ports/api/files.dto';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { FileApi } from '../../ports/files.port';
import { httpError } from './backend-fault';
import type { MemoryAccount } from './memory-accounts';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import type { MemoryFiles } from './memory-files';

/** How long a signature stays valid, as on the mock server. */
const SIGNATURE_TTL_MS = 30 * 60 * 1000;

function requireKey(keyNumGather: string): string {
  const key = keyNumGather.trim();
  if (key === '' || key.length > 64) throw httpError(400, 'bad_request', m.keyMissing);
  return key;
}

/** FileApi on the in-memory backend: the same checks and answers as the mock server's /api/file. */
@injectable()
export class MemoryFileApi implements FileApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(keyNumGather: string): Promise<FileEntry[]> {
    return this.runner.run(
      () => {
        this.account();
        return this.files().entriesOf(requireKey(keyNumGather));
      },
      { silent: true },
    );
  }

  upload(keyNumGather: string, file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<FileEntry> {
    return this.runner.run(
      async () => {
        const account = this.account();
        const key = requireKey(keyNumGather);
        const name = cleanFileName(fileName);
        // The whole file is "sent" at once; the checks run after it has arrived, as over HTTP.
        onProgress?.(0);
        onProgress?.(100);
        const problem = sizeProblem({ name, size: file.size }, FILE_MAX_BYTES);
        if (problem !== undefined) throw file.size > 0 ? httpError(413, 'payload_too_large', problem) : httpError(400, 'bad_request', problem);
        const files = this.files();
        if (files.entriesOf(key).length >= FILES_PER_RECORD_MAX) throw httpError(409, 'conflict', m.tooManyStored(FILES_PER_RECORD_MAX));
        const bytes = new Uint8Array(await file.arrayBuffer());
        const entry: FileEntry = {
          linkGuid: files.nextId(this.backend.now()),
          fileName: name,
          fileSize: bytes.length,
          contentType: sniffContentType(bytes),
          keyNumGather: key,
          uploaderId: account.userId,
          uploaderName: account.nickName,
          uploadTime: this.backend.now(),
        };
        files.add(entry, bytes);
        return entry;
      },
      { silent: true },
    );
  }

  remove(linkGuid: string): Promise<void> {
    return this.runner.run(() => {
      this.account();
      if (!this.files().remove(linkGuid)) throw httpError(404, 'not_found', m.fileNotFound);
    });
  }

  authorize(keyNumGather: string): Promise<FileAuthorization> {
    return this.runner.run(
      () => {
        const account = this.account();
        const key = requireKey(keyNumGather);
        const expiresAt = this.backend.now() + SIGNATURE_TTL_MS;
        const signature = this.files().grant({ keyNumGather: key, userId: account.userId, expiresAt });
        return {
          signature,
          filePermissionVo: { keyNumGather: key, userId: account.userId, canPreview: true, canDownload: true, canUpload: true, canRemove: true, expiresAt, watermark: null },
        };
      },
      { silent: true },
    );
  }

  preview(access: FileAccessBody): Promise<Blob> {
    return this.runner.run(() => this.read(access));
  }

  download(access: FileAccessBody): Promise<Blob> {
    return this.runner.run(() => this.read(access));
  }

  private read(access: FileAccessBody): Blob {
    const account = this.account();
    const file = this.files().get(access.fileLinkId);
    if (file === undefined) throw httpError(404, 'not_found', m.fileNotFound);
    const grant = this.files().grantOf(access.signature);
    const vo = access.filePermissionVo;
    const valid =
      grant !== undefined &&
      grant.expiresAt > this.backend.now() &&
      grant.userId === account.userId &&
      grant.keyNumGather === file.entry.keyNumGather &&
      vo.userId === grant.userId &&
      vo.keyNumGather === grant.keyNumGather &&
      vo.expiresAt === grant.expiresAt;
    if (!valid) throw httpError(403, 'forbidden', m.signatureInvalid);
    return new Blob([Uint8Array.from(file.bytes)], { type: file.entry.contentType });
  }

  private files(): MemoryFiles {
    const files = this.backend.files;
    files.ensureSeeded(
      this.backend.affairs.affairs.map((stored) => stored.affair),
      this.backend.filings.filings,
      (userId) => this.backend.accountById(userId)?.nickName,
    );
    return files;
  }

  private account(): MemoryAccount {
    return this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
  }
}
