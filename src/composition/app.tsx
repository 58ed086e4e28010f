import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { SessionStore } from '../app/session/session.store';
import { ThemeStore } from '../app/theme/theme.store';
import type { AppConfig } from '../ports/http-events.port';
import { App } from '../ui/app';
import type { LoginSubmission } from '../ui/features/login/login-gateway';
import type { ApiMode } from './config';
import { createContainer } from './container';

/** The signed-in application, made once its modules have arrived. */
export interface LoadedApp {
  /** Signs in through the session store; rejects with the failure the adapter has shown. */
  signIn(submission: LoginSubmission): Promise<void>;
  /** Shows the router at the current address. */
  render(root: Root): void;
}

export async function createApp(config: AppConfig, mode: ApiMode): Promise<LoadedApp> {
  const container = await createContainer(config, mode);
  // Before the first render, so the saved skin and font size never flash the defaults.
  container.get(ThemeStore).apply();
  return {
    signIn: (submission) => container.get(SessionStore).login(submission),
    render: (root) =>
      root.render(
        <StrictMode>
          <App container={container} />
        </StrictMode>,
      ),
  };
}
