import type { ServiceFailure } from '../affair/service/types';
import type { Directory } from '../directory/directory';
import { divisionLevel, withinJurisdiction } from '../filing/jurisdiction';
import { err, ok, type Result } from '../shared/result';
import { clearanceOf, dayOfInstant } from './archive-loan-rules';
import { archiveMessages as m } from './archive-messages';
import type { ArchiveBook, ArchiveProblems, RecordProblems, Secrecy } from './archive-types';

/** A refusal; `fieldProblems` (400) names the field of each message, `recordProblems` (409) the record of each. */
export interface ArchiveFailure extends ServiceFailure {
  readonly fieldProblems?: ArchiveProblems;
  readonly recordProblems?: RecordProblems;
}
export type ArchiveServed<T> = Result<T, ArchiveFailure>;
/** A change: the new book and the answer. */
export type ArchiveChanged<T> = ArchiveServed<{ readonly archives: ArchiveBook; readonly value: T }>;

/** What every archive call receives: who asks, when, the people and the stored archives. */
export interface ArchiveCall {
  readonly dir: Directory;
  readonly userId: string;
  readonly at: string;
  readonly archives: ArchiveBook;
}

export const fail = (status: ArchiveFailure['status'], message: string, fieldProblems?: ArchiveProblems): ArchiveServed<never> =>
  err(fieldProblems === undefined ? { status, message } : { status, message, fieldProblems });

/** 400 with the first problem as the message. */
export const invalid = (problems: ArchiveProblems): ArchiveServed<never> => fail(400, Object.values(problems)[0] ?? m.invalid, problems);

export interface Caller {
  readonly userId: string;
  readonly divisionCode: string;
  readonly clearance: Secrecy;
}

/** The caller's unit and clearance; a user without a unit (or a service account) is refused. */
export function callerOf(call: ArchiveCall): ArchiveServed<Caller> {
  const user = call.dir.users.find((u) => u.userId === call.userId && u.kind === 'staff');
  const level = user === undefined ? undefined : divisionLevel(user.divisionCode);
  if (user === undefined || level === undefined) return fail(403, m.noUnit);
  return ok({ userId: user.userId, divisionCode: user.divisionCode, clearance: clearanceOf(level) });
}

/** A county sees its own records, a city its counties', the province every one. */
export const sees = (caller: Caller, divisionCode: string): boolean => withinJurisdiction(caller.divisionCode, divisionCode);

export const todayOf = (call: ArchiveCall): string => dayOfInstant(call.at);

export const nameOf = (dir: Directory, userId: string): string => dir.users.find((u) => u.userId === userId)?.nickName ?? m.unknownPerson;

export const unitNameOf = (dir: Directory, code: string): string => dir.divisions.find((d) => d.code === code)?.name ?? code;

/** Ids like DA20261126-0007: the call's China date and the book's sequence. */
export const nextId = (prefix: string, sequence: number, today: string): string => `${prefix}${today.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
