import type { FieldProblems } from '../../domain/ledger/ledger-form-types';
import { isConflict, messageOf, problemsOf } from '../shared/failure-reading';

/** What a refused save leaves for the page: the message, whether someone saved first, and each field's message. */
export interface SaveState {
  readonly saving: boolean;
  readonly saveError?: string;
  readonly conflict: boolean;
  readonly problems: FieldProblems;
}

export const idleSave: SaveState = { saving: false, conflict: false, problems: {} };

export const refusedSave = (error: unknown, fallback: string): SaveState => ({ saving: false, saveError: messageOf(error, fallback), conflict: isConflict(error), problems: problemsOf(error) });
