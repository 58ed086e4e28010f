import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { storageKeys } from '../domain/session/storage-keys';
import { appLoader, type AppLoader } from './app-loader';
import { readConfig } from './config';
import { loginFirstAddress } from './login-first';
import { renderLoginFirst } from './login-entry';
import { startTexts } from './start-texts';
import '../ui/global.css';

function hasToken(): boolean {
  try {
    return (window.sessionStorage.getItem(storageKeys.token) ?? '').length > 0;
  } catch {
    return false;
  }
}

/** Never a blank page: the application's chunks could not be fetched. */
function LoadFailure({ onRetry }: { onRetry: () => void }): ReactNode {
  return (
    <div role="alert" className="start-failure">
      <h1>{startTexts.loadFailedTitle}</h1>
      <p>{startTexts.loadFailedDetail}</p>
      <button type="button" onClick={onRetry}>
        {startTexts.retry}
      </button>
    </div>
  );
}

function startApp(root: Root, loadApp: AppLoader): void {
  loadApp().then(
    (app) => app.render(root),
    // A page reload, not another import(): Chromium remembers a failed dynamic import for the
    // page's life, so only a new document fetches the application again.
    () => root.render(<LoadFailure onRetry={() => window.location.reload()} />),
  );
}

/**
 * Starts the page. Where the entry guard would show the login page at once (the usual first
 * visit), only the login view is drawn and the application follows when idle; anywhere else the
 * application starts straight away. In memory mode the whole client runs in the page, so the
 * application always starts.
 */
export function start(): void {
  const element = document.getElementById('root');
  if (element === null) throw new Error('#root is missing from index.html');
  const { config, mode } = readConfig(import.meta.env);
  const root = createRoot(element);
  const loadApp = appLoader(config, mode);
  const loginAddress = mode === 'http' ? loginFirstAddress(window.location, hasToken()) : undefined;
  if (loginAddress === undefined) {
    startApp(root, loadApp);
    return;
  }
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  if (loginAddress !== here) window.history.replaceState(null, '', loginAddress);
  renderLoginFirst(root, config, loadApp);
}
