import { EMPTY_POST_BOOK } from '../../domain/document/post-service';
import type { PostBook } from '../../domain/document/post-view';
import type { MemoryBackend } from './memory-backend';

/** The posts of each backend, beside it, as the mock server keeps db.posts: none until the first 拟稿. */
const books = new WeakMap<MemoryBackend, PostBook>();

export const postBookOf = (backend: MemoryBackend): PostBook => books.get(backend) ?? EMPTY_POST_BOOK;

export const storePostBook = (backend: MemoryBackend, book: PostBook): void => {
  books.set(backend, book);
};
