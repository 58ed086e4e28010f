import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MenuStore } from '../../app/menu/menu.store';
import { useService } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { CenteredMessage } from '../kit/centered-message';
import { UnderConstruction } from '../kit/under-construction';
import { Lazy } from './lazy';
import { renderRegisteredView } from './view-registry';

const backHome = <Link to="/index">返回首页</Link>;

/** Renders the page the user's menu registered for this path (SPEC section 2: routes added after login). */
export function DynamicRoute(): ReactNode {
  const { pathname } = useLocation();
  const { routes } = useStore(useService(MenuStore));
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const route = routes.find((candidate) => candidate.path === path);
  if (route === undefined) {
    return <CenteredMessage title="页面不存在" detail={`没有找到地址“${pathname}”对应的页面，或您没有访问它的权限。`} action={backHome} />;
  }
  const view = renderRegisteredView(route.component);
  if (view === undefined) return <UnderConstruction title={route.title} component={route.component} />;
  return <Lazy>{view}</Lazy>;
}
