import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { SessionStore } from '../../app/session/session.store';
import { useService } from '../di/container-context';
import { LoginPage } from '../features/login/login-page';
import { useStore } from '../hooks/use-store';
import { LoadingOverlay } from '../kit/loading-overlay';
import { DynamicRoute } from './dynamic-route';
import { EntryGuard } from './entry-guard';
import { Lazy } from './lazy';
import { ErrorBoundary } from '../kit/error-boundary';
import { specRedirects, specRoutes } from '../shell/spec-routes';
import { specViews } from '../shell/spec-views';
import { viewRegistry } from './view-registry';

const IndexPage = viewRegistry.index;
const LogoutPage = lazy(() => import('../features/auth-pages/logout-page'));
const QrcodePage = lazy(() => import('../features/auth-pages/qrcode-page'));
const RedirectPage = lazy(() => import('../features/auth-pages/redirect-page'));
const SessionDialogs = lazy(() => import('../features/account/session-dialogs'));
const ShellLayout = lazy(() => import('../shell/shell-layout'));

function Root(): ReactNode {
  const { token } = useStore(useService(SessionStore));
  return (
    <>
      <EntryGuard />
      <LoadingOverlay />
      {token === undefined ? null : (
        <Suspense fallback={null}>
          <SessionDialogs />
        </Suspense>
      )}
    </>
  );
}

/**
 * Every fixed SPEC route with its page (tests/unit/ui/spec-routes.test.ts fails for one without);
 * the 功能建设中 page is only for menu components the product does not know (dynamic-route.tsx).
 */
const specPages: RouteObject[] = specRoutes.flatMap((route) => {
  const View = route.pattern === '/index' || !Object.hasOwn(specViews, route.name) ? undefined : specViews[route.name];
  return View === undefined ? [] : [{ path: route.pattern, element: <Lazy><View /></Lazy> }];
});

const specParentRedirects: RouteObject[] = Object.entries(specRedirects).map(([path, to]) => ({
  path,
  element: <Navigate to={to} replace />,
}));

const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/logout', element: <Lazy><LogoutPage /></Lazy> },
      { path: '/qrcode', element: <Lazy><QrcodePage /></Lazy> },
      { path: '/redirect/*', element: <Lazy><RedirectPage /></Lazy> },
      {
        element: <Lazy><ShellLayout /></Lazy>,
        children: [
          { path: '/index', element: IndexPage === undefined ? null : <Lazy><IndexPage /></Lazy> },
          ...specPages,
          ...specParentRedirects,
          { path: '*', element: <DynamicRoute /> },
        ],
      },
    ],
  },
];

function AppRoutes(): ReactNode {
  return useRoutes(routes);
}

/** History mode with base / (SPEC section 2). */
export function AppRouter(): ReactNode {
  return (
    <BrowserRouter basename="/">
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
    </BrowserRouter>
  );
}
