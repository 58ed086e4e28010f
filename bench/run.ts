// `npm run bench`: the budgets of issue 10 and DESIGN.md section 5, each figure next to its
// budget, and the timings that are reported but never checked: the login page's load in headless
// chromium (median of 7 cold loads), Lighthouse's mobile audit of /login, tab switching, the
// 工作台 until every widget has painted, and each statistics call at MOCK_SCALE=1 and 50.
// Exits non-zero when a byte budget is exceeded. `--budgets` checks the budgets alone (what
// `npm test` runs after its build). Writes the figures to bench/results/latest.json. The server
// section (bench/server.ts) runs last; `--server` runs it alone into bench/results/server.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, startProductionServer } from '../tests/e2e/support/server';
import { BUDGET, buildFigures, printFigures, routeChunks, withinBudget, type Figure } from './budgets';
import { benchDashboard } from './dashboard';
import { lighthouseLogin, type LighthouseFigures } from './lighthouse';
import { measureLogin, type PageTiming } from './login-timing';
import { kb, readManifest } from './manifest';
import { benchServer } from './server';
import { benchShell } from './shell';
import { benchStatistics, STATISTICS_GOAL_MS } from './statistics';
import { benchOnemap, ONEMAP_FPS_GOAL, ONEMAP_RENDER_GOAL_MS } from './onemap';

const RUNS = 7;
const LIGHTHOUSE_GOAL = 0.95;
const budgetsOnly = process.argv.includes('--budgets');
const serverOnly = process.argv.includes('--server');

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const ms = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(0)} ms`);

function printRoutes(manifest: ReturnType<typeof readManifest>): void {
  const routes = routeChunks(manifest);
  console.log(`\nChunks loaded by a dynamic import in http mode (${routes.length}), own JS gzip (+ CSS); engines are exempt from the ${kb(BUDGET.routeChunkGzip)} route budget`);
  for (const route of routes) {
    const css = route.cssGzip > 0 ? ` + ${kb(route.cssGzip)} CSS` : '';
    console.log(`  ${kb(route.gzip).padStart(9)}${css.padEnd(14)} ${route.engine ? 'engine' : 'route '} ${route.key}`);
  }
}

async function timings(): Promise<{ login: PageTiming[]; lighthouse: LighthouseFigures }> {
  const server = await startProductionServer();
  try {
    const login = await measureLogin(server.url, RUNS);
    const lighthouse = await lighthouseLogin(server.url);
    return { login, lighthouse };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const manifest = readManifest();
  const measured = budgetsOnly ? undefined : await timings();
  const beforeLoad = new Set(measured?.login.flatMap((timing) => timing.beforeLoad) ?? []);
  const build = buildFigures(manifest, {
    js: new Set([...beforeLoad].filter((file) => file.endsWith('.js'))),
    css: new Set([...beforeLoad].filter((file) => file.endsWith('.css'))),
  });
  const shell = await benchShell({ tabSwitch: !budgetsOnly });
  const dashboard = await benchDashboard(manifest, { timing: !budgetsOnly });
  const statistics = await benchStatistics(manifest, { timing: !budgetsOnly });
  const onemap = await benchOnemap(manifest, { timing: !budgetsOnly });
  const figures: Figure[] = [
    ...build,
    { label: `shell after sign-in + the 待办事务 list, JS (${shell.files.length} files)`, value: shell.gzip, budget: BUDGET.shellJsGzip },
    { label: `工作台 /index beyond the shell, JS without the chart (${dashboard.files.length} files)`, value: dashboard.gzip, budget: BUDGET.dashboardJsGzip },
    { label: `区域统计's own JS (beyond the shell and 备案查询; ${statistics.files.length} files, without ECharts and the outlines)`, value: statistics.gzip, budget: BUDGET.statisticsJsGzip },
    { label: `备案专题图's own JS (beyond the shell; ${onemap.files.length} files, without OpenLayers and the outlines)`, value: onemap.gzip, budget: BUDGET.routeChunkGzip },
  ];

  if (!budgetsOnly) printRoutes(manifest);
  printFigures('Budgets (gzip level 9 of the files in dist/; checked)', figures);

  console.log(`  also opening the 待上报 list (date range and division tree filters): ${kb(shell.withFilteredList.gzip)} JS, ${shell.withFilteredList.files.length} files (reported)`);
  console.log(`  the 工作台's chart engine (echarts with the statistics chart, fetched when that widget renders): ${kb(dashboard.engineGzip)} JS, ${dashboard.engineFiles.length} files (reported)`);

  console.log(`  区域统计's engines (ECharts with the statistics charts, the Jiangxi outlines): ${kb(statistics.engineGzip)}, ${statistics.engineFiles.length} files (reported)`);
  console.log(`  备案专题图's engines (OpenLayers with the map, the Jiangxi outlines): ${kb(onemap.engineGzip)}, ${onemap.engineFiles.length} files (reported)`);

  if (measured !== undefined) {
    const { login, lighthouse } = measured;
    const lcps = login.map((timing) => timing.largestContentfulPaint).filter((value): value is number => value !== null);
    console.log(`\nTimings (reported, never checked)`);
    console.log(`  /login, desktop chromium, median of ${RUNS} cold loads: responseEnd ${ms(median(login.map((t) => t.responseEnd)))}, DOMContentLoaded ${ms(median(login.map((t) => t.domContentLoaded)))}, load ${ms(median(login.map((t) => t.loadEventEnd)))}, LCP ${ms(lcps.length === 0 ? null : median(lcps))}`);
    console.log(`  Lighthouse /login, mobile preset: performance ${lighthouse.score.toFixed(2)} (goal 1.00, at least ${LIGHTHOUSE_GOAL.toFixed(2)}): FCP ${ms(lighthouse.firstContentfulPaintMs)}, LCP ${ms(lighthouse.largestContentfulPaintMs)}, TBT ${ms(lighthouse.totalBlockingTimeMs)}, CLS ${lighthouse.cumulativeLayoutShift.toFixed(3)}, Speed Index ${ms(lighthouse.speedIndexMs)}`);
    if (shell.tabSwitch !== undefined) console.log(`  tab switch among ${shell.tabSwitch.tabs.length} open tabs (click → selected + painted): median ${shell.tabSwitch.medianMs.toFixed(1)} ms`);
    if (dashboard.painted !== undefined) {
      const chart = dashboard.chartDrawn === undefined ? 'no chart drawn' : `statistics chart drawn ${ms(dashboard.chartDrawn.medianMs)}`;
      console.log(`  工作台 /index, province, median of ${dashboard.painted.runs.length} reloads: every widget painted ${ms(dashboard.painted.medianMs)}, ${chart}`);
    }
    for (const { scale, medians } of statistics.calls ?? []) {
      console.log(`  statistics calls as the province user, MOCK_SCALE=${scale} (median; goal ≤ ${STATISTICS_GOAL_MS} ms):`);
      for (const [label, value] of Object.entries(medians)) console.log(`    ${label.padEnd(30)} ${ms(value).padStart(8)}${value > STATISTICS_GOAL_MS ? '  over the goal' : ''}`);
    }
    for (const run of onemap.runs ?? []) {
      console.log(`  备案专题图 as the province user, MOCK_SCALE=${run.scale} (${run.parcels} parcels; median; goals ≤ ${ONEMAP_RENDER_GOAL_MS} ms, ≥ ${ONEMAP_FPS_GOAL} fps): first full render ${ms(run.firstRenderMs)} (${ms(run.coldRenderMs)} on the server's first answer), drag ${run.panFps.toFixed(0)} fps at the province view, ${run.zoomedPanFps.toFixed(0)} fps zoomed in`);
    }
  }

  const server = budgetsOnly ? undefined : await benchServer();
  const results = { date: new Date().toISOString(), budgetsOnly, figures: figures.map((figure) => ({ ...figure, within: withinBudget(figure) })), shell, dashboard, statistics, onemap, timings: measured, server };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  const over = figures.filter((figure) => !withinBudget(figure));
  console.log(`\nWrote bench/results/latest.json in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (over.length > 0) {
    console.error(`\n✖ ${over.length} budget(s) exceeded: ${over.map((figure) => figure.label).join('; ')}`);
    process.exitCode = 1;
  } else console.log('All budgets met.');
}

async function serverSection(): Promise<void> {
  const started = Date.now();
  const server = await benchServer();
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/server.json'), `${JSON.stringify({ date: new Date().toISOString(), server }, null, 2)}\n`);
  console.log(`\nWrote bench/results/server.json in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

(serverOnly ? serverSection() : main()).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
