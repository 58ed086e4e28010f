import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableStore } from '../../app/shared/store';

/** Subscribes a view to a store; re-renders only when the store emits a new state object. */
export function useStore<T>(store: ReadableStore<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = store.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  return useSyncExternalStore(subscribe, () => store.getValue());
}
