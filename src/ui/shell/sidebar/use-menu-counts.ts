import { useEffect } from 'react';
import { MenuCountsStore, type MenuCountsState } from '../../../app/menu/menu-counts.store';
import { useService } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';

/** The badge counts; a sidebar loads them when it mounts. */
export function useMenuCounts(): (menuId: number | undefined) => number {
  const store = useService(MenuCountsStore);
  const counts: MenuCountsState = useStore(store);
  useEffect(() => {
    void store.load();
  }, [store]);
  return (menuId) => (menuId === undefined ? 0 : (counts.get(menuId) ?? 0));
}
