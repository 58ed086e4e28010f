import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readConfig } from './composition/config';
import { createContainer } from './composition/container';
import { App } from './ui/app';

const { config, mode } = readConfig(import.meta.env);
const root = document.getElementById('root');
if (root === null) throw new Error('#root is missing from index.html');
void createContainer(config, mode).then((container) =>
  createRoot(root).render(
    <StrictMode>
      <App container={container} />
    </StrictMode>,
  ),
);
