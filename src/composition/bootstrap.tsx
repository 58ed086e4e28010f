import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeStore } from '../app/theme/theme.store';
import { App } from '../ui/app';
import { readConfig } from './config';
import { createContainer } from './container';

export async function bootstrap(): Promise<void> {
  const { config, mode } = readConfig(import.meta.env);
  const root = document.getElementById('root');
  if (root === null) throw new Error('#root is missing from index.html');
  const container = await createContainer(config, mode);
  // Before the first render, so the saved skin and font size never flash the defaults.
  container.get(ThemeStore).apply();
  createRoot(root).render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  );
}
