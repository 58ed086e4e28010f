import type { ReactNode } from 'react';
import './page-loading.css';

/** A quiet placeholder while a lazily loaded page arrives. */
export function PageLoading(): ReactNode {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading-dot" />
      <span>加载中…</span>
    </div>
  );
}
