import { seedMessageBook } from '../../demo/messages';
import type { MessageBook } from '../../domain/message/message-types';
import type { MemoryBackend } from './memory-backend';

/** The messages of each backend, beside it (as the mock server keeps db.messages). */
const books = new WeakMap<MemoryBackend, MessageBook>();

export function messageBookOf(backend: MemoryBackend): MessageBook {
  let book = books.get(backend);
  if (book === undefined) {
    book = seedMessageBook();
    books.set(backend, book);
  }
  return book;
}

export const storeMessageBook = (backend: MemoryBackend, book: MessageBook): void => {
  books.set(backend, book);
};
