// `npm run dev`: the mock API on 8081 and Vite with HMR (proxying /api to it), stopped together.
import { spawn } from 'node:child_process';

const apiPort = process.env.MOCK_PORT ?? '8081';
const children = [
  spawn('npx', ['tsx', 'mock-server/main.ts', '--api-only'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, MOCK_URL: `http://localhost:${apiPort}` } }),
];
const stop = (code) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
