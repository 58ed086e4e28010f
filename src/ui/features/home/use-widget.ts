import { useEffect } from 'react';
import type { WidgetState, WidgetStore } from '../../../app/dashboard/widget.store';
import { useStore } from '../../hooks/use-store';

/** A widget's state, loaded when the widget is first shown: hidden widgets are never fetched. */
export function useWidget<T>(store: WidgetStore<T>): WidgetState<T> {
  useEffect(() => {
    void store.load();
  }, [store]);
  return useStore(store);
}
