import type { ComponentType, ReactNode } from 'react';
import { MenuStore } from '../../app/menu/menu.store';
import { useService } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { NoAccess } from '../kit/no-access';
import { routerTexts as t } from './router-texts';

/**
 * A fixed address for a page of the user's menu (/survey for 建设踏勘): the same rule as a menu
 * page's own address (dynamic-route.tsx), the page only for a user whose menu holds its component,
 * and a clear 无权访问 page for anyone else. The server refuses their calls too.
 */
export function menuGated(component: string, title: string, View: ComponentType): ComponentType {
  function MenuGated(): ReactNode {
    const { routes } = useStore(useService(MenuStore));
    if (routes.some((route) => route.component === component)) return <View />;
    return <NoAccess detail={t.noAccess(title)} />;
  }
  return MenuGated;
}
