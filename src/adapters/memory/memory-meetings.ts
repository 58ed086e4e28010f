import { seedMeetingRooms } from '../../demo/meeting-rooms';
import { seedMeetingBook } from '../../demo/meetings';
import type { MeetingBook } from '../../domain/meeting/meeting-types';
import type { MemoryBackend } from './memory-backend';

/** The meetings of each backend, beside it (as the mock server keeps db.meetings), seeded around its clock on first use. */
const books = new WeakMap<MemoryBackend, MeetingBook>();

export function meetingBookOf(backend: MemoryBackend): MeetingBook {
  let book = books.get(backend);
  if (book === undefined) {
    const { users, departments, divisions } = backend.data;
    book = seedMeetingBook({ users, departments, divisions }, seedMeetingRooms(divisions), backend.now());
    books.set(backend, book);
  }
  return book;
}

export const storeMeetingBook = (backend: MemoryBackend, book: MeetingBook): void => {
  books.set(backend, book);
};
