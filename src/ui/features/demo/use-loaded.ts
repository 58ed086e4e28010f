import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Loaded } from './demo-layout';

type Settled<T> = { readonly status: 'failed' } | { readonly status: 'ready'; readonly value: T };

/**
 * Runs a load when the page opens, when the load changes and on retry; an answer for an older
 * request, or after the page has closed, is dropped. A request without an answer yet is loading.
 */
export function useLoaded<T>(load: () => Promise<T>): { readonly loaded: Loaded<T>; readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const request = useMemo(() => ({ load, attempt }), [load, attempt]);
  const [answer, setAnswer] = useState<{ readonly request: object; readonly settled: Settled<T> } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    request.load().then(
      (value) => {
        if (live) setAnswer({ request, settled: { status: 'ready', value } });
      },
      () => {
        if (live) setAnswer({ request, settled: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [request]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded: answer?.request === request ? answer.settled : { status: 'loading' }, retry };
}
