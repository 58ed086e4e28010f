import { useEffect, useState } from 'react';

/** Something a page needs that starts loading before the page renders, and loads again on demand. */
export interface Preloaded<T> {
  readonly current: () => Promise<T>;
  readonly reload: () => void;
}

/** Starts `load` now; a failure is handled where a page reads it, so until then it is no unhandled rejection. */
export function preload<T>(load: () => Promise<T>): Preloaded<T> {
  const start = (): Promise<T> => {
    const started = load();
    started.catch(() => undefined);
    return started;
  };
  let current = start();
  return {
    current: () => current,
    reload: () => {
      current = start();
    },
  };
}

export type PreloadState<T> = { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };

/** The state of a preloaded thing, and a retry that loads it again after a failure. */
export function usePreloaded<T>(preloaded: Preloaded<T>): [PreloadState<T>, () => void] {
  const [state, setState] = useState<PreloadState<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    preloaded.current().then(
      (value) => live && setState({ state: 'ready', value }),
      () => live && setState({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [preloaded, attempt]);
  const retry = (): void => {
    preloaded.reload();
    setState({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [state, retry];
}
