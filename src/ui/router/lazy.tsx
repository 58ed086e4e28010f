import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../kit/error-boundary';
import { PageLoading } from './page-loading';

/** A lazily loaded view: a loading placeholder while it arrives, a clear message if it cannot. */
export function Lazy({ children }: { children: ReactNode }): ReactNode {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
