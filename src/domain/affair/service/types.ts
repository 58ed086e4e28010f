import type { Affair } from '../affair';
import type { Result } from '../../shared/result';
import type {
  AccreditAnswerBody,
  AccreditApplyBody,
  AffairCommand,
  CompleteBody,
  HistoryRow,
  TransferBody,
  TurnBackBody,
} from '../wire';

/** An affair as the server (db.json) and the memory backend keep it: the engine state, its form and the time of its last step. */
export interface StoredAffair {
  readonly affair: Affair;
  readonly formData: Readonly<Record<string, string>>;
  readonly updatedAt: string;
}

interface Reminder {
  readonly at: string;
  readonly by: string;
  readonly text: string;
}

/** 督办: a supervisor urges someone to finish an affair by a deadline. */
export interface Supervision {
  readonly id: string;
  readonly keyDigNumGather: string;
  readonly supName: string;
  /** YYYY-MM-DD. */
  readonly deadline: string;
  readonly supervisorId: string;
  readonly urgedUserId: string;
  readonly content: string;
  readonly createdAt: string;
  readonly reminders: readonly Reminder[];
  /** Set when it urges a temporary land use (then keyDigNumGather is empty): one open per land use. */
  readonly temporaryLand?: { readonly id: string; readonly projectName: string };
}

/** Everything the affair service reads and changes; `sequence` numbers new affairs and supervisions. */
export interface AffairBook {
  readonly affairs: readonly StoredAffair[];
  readonly supervisions: readonly Supervision[];
  readonly sequence: number;
}

export type { Directory } from '../../directory/directory';

/** A refusal as the HTTP layer answers it; the message is what the user reads. */
export interface ServiceFailure {
  readonly status: 400 | 403 | 404 | 409;
  readonly message: string;
}
export type Served<T> = Result<T, ServiceFailure>;

/**
 * Another domain's say before an affair is sent (发送 or 特送) to `toNode`: a refusal, or undefined
 * to let it go. The engine knows no record beyond the affair; 发文 uses it to keep a post without
 * its 文号 from reaching 分发.
 */
export type SendCheck = (stored: StoredAffair, toNode: string) => ServiceFailure | undefined;
export type Changed<T> = Served<{ readonly book: AffairBook; readonly value: T }>;

export type SimpleAction = 'cancelRegistration' | 'getBack' | 'obsolete' | 'restore' | 'suspend' | 'cancelSuspend';
export type ForwardKind = 'forward' | 'special-forward' | 'turn-back-forward' | 'transfer-forward';

export type ActionRequest =
  | { readonly kind: 'complete'; readonly body: CompleteBody }
  | { readonly kind: 'turnBack'; readonly body: TurnBackBody }
  | { readonly kind: 'transfer'; readonly body: TransferBody }
  | { readonly kind: SimpleAction; readonly body: AffairCommand }
  | { readonly kind: 'opinion'; readonly body: AffairCommand & { readonly opinion: string } }
  | { readonly kind: 'accreditApply'; readonly body: AccreditApplyBody }
  | { readonly kind: 'accreditAnswer'; readonly body: AccreditAnswerBody };

/** What the print report shows (the memory adapter and the server render it to PDF and Word). */
export interface PrintableAffair {
  readonly title: string;
  readonly processName: string;
  readonly statusLabel: string;
  readonly keyDigNumGather: string;
  readonly registrantName: string;
  readonly registeredAt: string;
  readonly fields: readonly { readonly label: string; readonly value: string }[];
  readonly history: readonly HistoryRow[];
  readonly printedAt: string;
}
