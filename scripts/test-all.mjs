// `npm test`: every tier in one run. Lint, layering and types first (cheap, and CI must fail on them),
// then the production build the browser tests drive and its byte budgets, then all Vitest
// projects together, so one summary counts unit, property, contract, component and browser tests.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

/** Runs a check with its output held back, to be printed whole once it ends. */
function captured(title, command, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ title, status, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

// ESLint, dependency-cruiser and tsc each use one core: side by side they take about the time of
// the slowest instead of the sum. Their outputs are printed one after the other, in this order.
const checks = await Promise.all([
  captured('ESLint (style, domain purity)', 'npx', ['eslint', '.', '--max-warnings', '0']),
  captured('dependency-cruiser (layering of DESIGN.md section 1, no cycles)', 'npm', ['run', '--silent', 'lint:deps']),
  captured('TypeScript (strict)', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']),
]);
for (const check of checks) {
  console.log(`\n▶ ${check.title} (${check.seconds} s)`);
  if (check.output.length > 0) process.stdout.write(check.output);
}
const failed = checks.find((check) => check.status !== 0);
if (failed !== undefined) {
  console.error(`✖ ${failed.title} failed`);
  process.exit(failed.status ?? 1);
}
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
