import type { FileEntry } from '../../src/ports/api/files.dto';

/** A file as db.json keeps it: the entry the API shows plus the generated name on disk. */
export interface StoredFile extends FileEntry {
  /** 32 hex digits: never the client's name, so no upload can choose where it lands. */
  readonly storedName: string;
}

export const STORED_NAME = /^[a-f0-9]{32}$/;

/** The entry without the disk name (the API never shows where a file lives). */
export function entryOf({ storedName: _storedName, ...entry }: StoredFile): FileEntry {
  return entry;
}
