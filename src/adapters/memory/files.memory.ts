import { inject, injectable } from 'inversify';
import { acceptRead, acceptRemoval, acceptUpload, authorizeFiles, listFiles, signaturePayload, uploadedEntry, type FileCall, type FileServed } from '../../domain/files/file-service';
import { storageKeys } from '../../domain/session/storage-keys';
import type { FileAccessBody, FileAuthorization, FileEntry } from '../../ports/api/files.dto';
import { fileAccessBody, fileIdParams, fileKeyQuery } from '../../ports/api/files.schema';
import { SessionStorage, type KeyValueStorage } from '../../ports/browser.port';
import type { FileApi } from '../../ports/files.port';
import { httpError } from './backend-fault';
import type { MemoryAccount } from './memory-accounts';
import type { MemoryBackend } from './memory-backend';
import { MemoryBackendToken } from './memory-backend.token';
import { MemoryCallRunner } from './memory-call';
import { parsedInput } from './memory-input';
import type { MemoryFiles } from './memory-files';
import { memoryFileCall } from './memory-file-call';
import { noticeBoardOf } from './notice.memory';

const ERROR_NAMES: Readonly<Record<number, string>> = { 400: 'bad_request', 403: 'forbidden', 404: 'not_found', 409: 'conflict', 413: 'payload_too_large' };

/** The service's answer, or its refusal thrown as the HTTP error the mock server would answer. */
function unwrap<T>(result: FileServed<T>): T {
  if (result.ok) return result.value;
  throw httpError(result.error.status, ERROR_NAMES[result.error.status] ?? 'bad_request', result.error.message);
}

/** FileApi on the in-memory backend: thin I/O over the file service, as the mock server's /api/file is. */
@injectable()
export class MemoryFileApi implements FileApi {
  constructor(
    @inject(MemoryBackendToken) private readonly backend: MemoryBackend,
    @inject(MemoryCallRunner) private readonly runner: MemoryCallRunner,
    @inject(SessionStorage) private readonly sessionStorage: KeyValueStorage,
  ) {}

  list(keyNumGather: string): Promise<FileEntry[]> {
    return this.runner.run(() => {
      const call = this.call(this.account());
      return unwrap(listFiles(call, parsedInput(fileKeyQuery, { keyNumGather }).keyNumGather, this.entries()));
    }, { silent: true });
  }

  upload(keyNumGather: string, file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<FileEntry> {
    return this.runner.run(
      async () => {
        const account = this.account();
        // The whole file is "sent" at once; the checks run after it has arrived, as over HTTP.
        onProgress?.(0);
        onProgress?.(100);
        const key = parsedInput(fileKeyQuery, { keyNumGather }).keyNumGather;
        const accepted = unwrap(acceptUpload(this.call(account), key, { name: fileName, size: file.size }, this.entries()));
        const bytes = new Uint8Array(await file.arrayBuffer());
        const now = this.backend.now();
        const entry = uploadedEntry(accepted, bytes, this.files().nextId(now), account, now);
        this.files().add(entry, bytes);
        return entry;
      },
      { silent: true },
    );
  }

  remove(linkGuid: string): Promise<void> {
    return this.runner.run(() => {
      const call = this.call(this.account());
      const file = unwrap(acceptRemoval(call, this.files().get(parsedInput(fileIdParams, { id: linkGuid }).id)?.entry));
      this.files().remove(file.linkGuid);
    });
  }

  authorize(keyNumGather: string): Promise<FileAuthorization> {
    return this.runner.run(
      () => {
        const call = this.call(this.account());
        const grant = unwrap(authorizeFiles(call, parsedInput(fileKeyQuery, { keyNumGather }).keyNumGather));
        return { signature: this.files().sign(signaturePayload(grant)), filePermissionVo: grant };
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

  private read(given: FileAccessBody): Blob {
    const call = this.call(this.account());
    const access = parsedInput(fileAccessBody, given);
    const files = this.files();
    const file = files.get(access.fileLinkId);
    const entry = unwrap(acceptRead(call, file?.entry, access.filePermissionVo, (payload) => files.signs(access.signature, payload)));
    // acceptRead has answered 404 when there is no file, so the bytes are there.
    return new Blob([Uint8Array.from(file?.bytes ?? [])], { type: entry.contentType });
  }

  private call(account: MemoryAccount): FileCall {
    return memoryFileCall(this.backend, account.userId);
  }

  private entries(): FileEntry[] {
    return this.files()
      .all()
      .map((file) => file.entry);
  }

  private files(): MemoryFiles {
    const files = this.backend.files;
    files.ensureSeeded(
      this.backend.affairs.affairs.map((stored) => stored.affair),
      this.backend.filings.filings,
      noticeBoardOf(this.backend).notices,
      (userId) => this.backend.accountById(userId)?.nickName,
    );
    return files;
  }

  private account(): MemoryAccount {
    return this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
  }
}
