import { useState } from 'react';
import type { ActionRequest } from '../../../../app/process/affair-details-actions';
import type { AffairDetailsStore } from '../../../../app/process/affair-details.store';

interface ActionSubmit {
  /** The message of the last failure, shown inline; the dialog stays open with what was typed. */
  readonly error?: string;
  readonly setError: (message?: string) => void;
  /** Counts refusals for a stale version: a dialog that asked the server for options asks again. */
  readonly staleRefusals: number;
  readonly submit: (request: ActionRequest, needsHandler?: boolean) => Promise<void>;
}

/** The submit of one dialog: failures kept for display, success reported to the page. */
export function useActionSubmit(store: AffairDetailsStore, onDone: () => void): ActionSubmit {
  const [error, setError] = useState<string | undefined>(undefined);
  const [staleRefusals, setStaleRefusals] = useState(0);
  const submit = async (request: ActionRequest, needsHandler?: boolean): Promise<void> => {
    const outcome = await store.run(request, needsHandler);
    if (outcome.kind === 'done') {
      setError(undefined);
      onDone();
    } else if (outcome.kind === 'failed') {
      setError(outcome.message);
      if (outcome.stale) setStaleRefusals((count) => count + 1);
    }
  };
  return { ...(error === undefined ? {} : { error }), setError, staleRefusals, submit };
}
