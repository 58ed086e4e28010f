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
import { UnderConstruction } from '../kit/under-construction';
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

function SpecPage({ name, title }: { name: string; title: string }): ReactNode {
  const View = Object.hasOwn(specViews, name) ? specViews[name] : undefined;
  return View === undefined ? <UnderConstruction title={title} /> : <Lazy><View /></Lazy>;
}

/** Every fixed SPEC route; screens of later issues show a clear 功能建设中 page, never a blank one. */
const specPages: RouteObject[] = specRoutes
  .filter((route) => route.pattern !== '/index')
  .map((route) => ({ path: route.pattern, element: <SpecPage name={route.name} title={route.title} /> }));

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
