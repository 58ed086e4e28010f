import { seedArchiveBook } from '../../demo/archives';
import type { ArchiveBook } from '../../domain/archive/archive-types';
import type { MemoryBackend } from './memory-backend';

/** The archives of each backend, beside it (as the mock server keeps db.archives), seeded around its clock on first use. */
const books = new WeakMap<MemoryBackend, ArchiveBook>();

export function archiveBookOf(backend: MemoryBackend): ArchiveBook {
  let book = books.get(backend);
  if (book === undefined) {
    const { users, departments, divisions } = backend.data;
    book = seedArchiveBook({ users, departments, divisions }, backend.now());
    books.set(backend, book);
  }
  return book;
}

export const storeArchiveBook = (backend: MemoryBackend, book: ArchiveBook): void => {
  books.set(backend, book);
};

/** Whether the archives were seeded yet: before, nothing was lent but the seed's loans. */
export const archivesSeeded = (backend: MemoryBackend): boolean => books.has(backend);
