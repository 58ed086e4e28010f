import type { AppConfig } from '../ports/http-events.port';
import type { LoadedApp } from './app';
import type { ApiMode } from './config';

export type AppLoader = () => Promise<LoadedApp>;

/**
 * Fetches and wires the application once, on first demand. reflect-metadata must run before any
 * decorated class is defined, and static imports give no such guarantee once the bundler moves
 * those classes into shared chunks that load first, so it is imported before the app's modules.
 * A failed fetch is forgotten, so the next demand tries the network again.
 */
export function appLoader(config: AppConfig, mode: ApiMode): AppLoader {
  let loading: Promise<LoadedApp> | undefined;
  return () => {
    if (loading !== undefined) return loading;
    const started = import('reflect-metadata').then(() => import('./app')).then(({ createApp }) => createApp(config, mode));
    started.catch(() => {
      if (loading === started) loading = undefined;
    });
    loading = started;
    return started;
  };
}
