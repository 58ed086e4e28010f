// `npm test`: every tier in one run. Lint, layering and types first (cheap, and CI must fail on them),
// then the production build the browser tests drive and its byte budgets, then all Vitest
// projects together, so one summary counts unit, property, contract, component and browser tests.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

step('ESLint (style, domain purity)', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('dependency-cruiser (layering of DESIGN.md section 1, no cycles)', 'npm', ['run', '--silent', 'lint:deps']);
step('TypeScript (strict)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
step('Chromium for the browser tests', 'node', ['scripts/ensure-chromium.mjs']);
step('Production build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step('Bundle budgets (login page, route chunks, shell; `npm run bench` adds the timings)', 'npx', ['tsx', 'bench/run.ts', '--budgets']);
mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  stdio: 'inherit',
  env: process.env,
});
try {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed`);
} catch {
  console.error('No test report was written.');
}
process.exit(run.status ?? 1);
