import type { AffairBook, Changed, Directory, Served } from '../../domain/affair/service/types';
import { storageKeys } from '../../domain/session/storage-keys';
import type { InputSchema } from '../../ports/api/input-schema';
import type { KeyValueStorage } from '../../ports/browser.port';
import type { MemoryBackend } from './memory-backend';
import { parsedInput } from './memory-input';
import { statusError } from './memory-refusal';

/** What every service call receives: the book, the directory, the signed-in user and the backend clock. */
export interface MemoryBookCall {
  readonly book: AffairBook;
  readonly dir: Directory;
  readonly userId: string;
  readonly at: string;
}

/** The service's answer, or its refusal thrown as the HTTP error the mock server would answer. */
export function unwrapServed<T>(result: Served<T>): T {
  if (result.ok) return result.value;
  throw statusError(result.error.status, result.error.message);
}

/** Reads and changes of the affair book on the memory backend, as the signed-in user. */
export class MemoryBook {
  constructor(
    private readonly backend: MemoryBackend,
    private readonly sessionStorage: KeyValueStorage,
  ) {}

  call(): MemoryBookCall {
    const account = this.backend.requireAccount(this.sessionStorage.get(storageKeys.token));
    const { users, departments, divisions } = this.backend.data;
    return { book: this.backend.affairs, dir: { users, departments, divisions }, userId: account.userId, at: new Date(this.backend.now()).toISOString() };
  }

  /** The input as the endpoint's schema accepts it, checked once the caller is known, as the mock server checks it after the token. */
  checked<T>(schema: InputSchema<T>, value: unknown): T {
    this.call();
    return parsedInput(schema, value);
  }

  read<T>(query: (call: MemoryBookCall) => Served<T>): T {
    return unwrapServed(query(this.call()));
  }

  /** Computed and stored in one synchronous step, so two calls are applied one after the other. */
  change<T>(compute: (call: MemoryBookCall) => Changed<T>): T {
    const { book, value } = unwrapServed(compute(this.call()));
    this.backend.affairs = book;
    return value;
  }
}
