import type { ServiceFailure } from '../affair/service/types';
import type { Directory } from '../directory/directory';
import { err, ok, type Result } from '../shared/result';
import type { FieldLookup } from './ledger-form-rules';
import type { FieldProblems, ManualBook } from './ledger-form-types';

/** A refusal; `fieldProblems` (400) names the field of each message. */
export interface ManualFailure extends ServiceFailure {
  readonly fieldProblems?: FieldProblems;
}
export type ManualServed<T> = Result<T, ManualFailure>;
export type ManualChanged<T> = ManualServed<{ readonly book: ManualBook; readonly value: T }>;

/** What every manual ledger call receives: who asks, when, the people and the stored ledgers. */
export interface ManualCall {
  readonly dir: Directory;
  readonly userId: string;
  readonly at: string;
  readonly book: ManualBook;
}

export const fail = (status: ManualFailure['status'], message: string, fieldProblems?: FieldProblems): ManualServed<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

/** 400 with the first problem as the message. */
export const invalid = (problems: FieldProblems): ManualServed<never> => fail(400, Object.values(problems)[0] ?? '', problems);

export const changed = <T>(book: ManualBook, value: T): ManualChanged<T> => ok({ book, value });

/** The directory as division and person fields read it: staff only. */
export const lookupOf = (dir: Directory): FieldLookup => ({
  divisions: dir.divisions,
  users: dir.users.filter((u) => u.kind === 'staff'),
});
