import { sniffContentType } from '../../domain/files/content-sniff';
import { seededFiles, type FilingLike, type NoticeLike } from '../../demo/demo-files';
import type { Affair } from '../../domain/affair/affair';
import type { FileEntry } from '../../ports/api/files.dto';
import { memoryFileBody } from './memory-file-bodies';

interface MemoryFile {
  readonly entry: FileEntry;
  readonly bytes: Uint8Array;
}

/**
 * The attachments of the memory backend and the signatures it issued, shared by every browser
 * (container) on the backend as the mock server's data directory is. Seeded on first use.
 */
export class MemoryFiles {
  private readonly files = new Map<string, MemoryFile>();
  /** Signature → the payload it signed (the memory backend has no key to sign with, so it remembers). */
  private readonly signed = new Map<string, string>();
  private created = 0;
  private seeded = false;

  /** Seeds the demo attachments once, some on the seeded affairs and filings and the notices'; nameOf gives an uploader's display name. */
  ensureSeeded(affairs: readonly Affair[], filings: readonly FilingLike[], notices: readonly NoticeLike[], nameOf: (userId: string) => string | undefined): void {
    if (this.seeded) return;
    this.seeded = true;
    for (const seed of seededFiles(affairs, filings, 1, notices)) {
      const bytes = memoryFileBody(seed.body);
      this.add(
        {
          linkGuid: this.nextId(seed.uploadTime),
          fileName: seed.fileName,
          fileSize: bytes.length,
          contentType: sniffContentType(bytes),
          keyNumGather: seed.keyNumGather,
          uploaderId: seed.uploaderId,
          uploaderName: nameOf(seed.uploaderId) ?? seed.uploaderId,
          uploadTime: seed.uploadTime,
        },
        bytes,
      );
    }
  }

  nextId(now: number): string {
    this.created += 1;
    return `mem-file-${this.created.toString(36)}-${Math.floor(now).toString(36)}`;
  }

  add(entry: FileEntry, bytes: Uint8Array): void {
    this.files.set(entry.linkGuid, { entry, bytes });
  }

  get(linkGuid: string): MemoryFile | undefined {
    return this.files.get(linkGuid);
  }

  remove(linkGuid: string): boolean {
    return this.files.delete(linkGuid);
  }

  all(): MemoryFile[] {
    return [...this.files.values()];
  }

  /** The entries, or undefined while nothing asked for files yet (the seed is not uploaded), as the mock server's db.files. */
  entriesOnceSeeded(): FileEntry[] | undefined {
    return this.seeded ? this.all().map((file) => file.entry) : undefined;
  }

  /** Records a signed payload and returns its signature. */
  sign(payload: string): string {
    const signature = `memory-signature-${this.signed.size + 1}`;
    this.signed.set(signature, payload);
    return signature;
  }

  /** Whether `signature` was issued for `payload`. */
  signs(signature: string, payload: string): boolean {
    return this.signed.get(signature) === payload;
  }
}
