// The byte budgets of DESIGN.md section 5 and issue 10, checked on the production build. Sizes
// are gzip level 9 of the files in dist/. A figure over its budget makes `npm run bench` (and
// the budget step of `npm test`) exit non-zero; timings are reported elsewhere, never checked.
import { isEngine } from './engines';
import { httpReachable, kb, KB, loginCriticalPath, sizesOf, sum, type Manifest } from './manifest';

export const BUDGET = {
  loginJsGzip: 100 * KB,
  loginCssGzip: 15 * KB,
  shellJsGzip: 350 * KB,
  routeChunkGzip: 60 * KB,
  dashboardJsGzip: 60 * KB,
  statisticsJsGzip: 60 * KB,
} as const;

/** Document libraries of the server (and of memory mode, lazily): the browser never gets them in http mode. */
const SERVER_ONLY: readonly RegExp[] = [/node_modules\/docx\//, /node_modules\/pdfkit\//, /node_modules\/exceljs\//, /src\/xlsx\//];

export interface Figure {
  readonly label: string;
  readonly value: number;
  readonly budget: number;
  /** Shown instead of "value <= budget" when the figure is not a size. */
  readonly text?: string;
}

export const withinBudget = (figure: Figure): boolean => figure.value <= figure.budget;

export function printFigures(title: string, figures: readonly Figure[]): void {
  console.log(`\n${title}`);
  for (const figure of figures) {
    const verdict = withinBudget(figure) ? 'ok  ' : 'OVER';
    console.log(`  ${verdict} ${figure.label.padEnd(58)} ${figure.text ?? `${kb(figure.value).padStart(9)} <= ${kb(figure.budget)}`}`);
  }
}

export interface RouteChunk {
  readonly key: string;
  readonly file: string;
  readonly gzip: number;
  readonly cssGzip: number;
  readonly engine: boolean;
}

/** Every chunk an http-mode page can load by a dynamic import (a route, a dialog, an engine), largest first. */
export function routeChunks(manifest: Manifest): RouteChunk[] {
  return [...httpReachable(manifest)]
    .filter((key) => manifest[key]?.isDynamicEntry === true && manifest[key]?.file.endsWith('.js') === true)
    .map((key) => {
      const chunk = manifest[key];
      const file = chunk?.file ?? '';
      return { key, file, gzip: sizesOf(file).gzip, cssGzip: sum(chunk?.css ?? []).gzip, engine: isEngine(key) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** The budgets that the build alone decides: the login page's critical path, route chunks, server-only libraries. */
export function buildFigures(manifest: Manifest, fetchedBeforeLoad: { js: ReadonlySet<string>; css: ReadonlySet<string> } = { js: new Set(), css: new Set() }): Figure[] {
  const critical = loginCriticalPath(manifest);
  const js = new Set([...critical.js, ...fetchedBeforeLoad.js]);
  const css = new Set([...critical.css, ...fetchedBeforeLoad.css]);
  const routes = routeChunks(manifest);
  const serverOnly = [...httpReachable(manifest)].filter((key) => SERVER_ONLY.some((library) => library.test(key)));
  const largestRoute = routes.find((route) => !route.engine);
  return [
    { label: `login critical path JS (${js.size} files)`, value: sum(js).gzip, budget: BUDGET.loginJsGzip },
    { label: `login critical path CSS (${css.size} files)`, value: sum(css).gzip, budget: BUDGET.loginCssGzip },
    ...routes
      .filter((route) => !route.engine && route.gzip > BUDGET.routeChunkGzip)
      .map((route) => ({ label: `route chunk ${route.key}`, value: route.gzip, budget: BUDGET.routeChunkGzip })),
    {
      label: `largest route chunk (${largestRoute?.key ?? 'none'})`,
      value: largestRoute?.gzip ?? 0,
      budget: BUDGET.routeChunkGzip,
    },
    {
      label: 'docx / pdfkit / exceljs reachable by a page in http mode',
      value: serverOnly.length,
      budget: 0,
      text: serverOnly.length === 0 ? 'none (only memory mode imports docx and exceljs)' : serverOnly.join(', '),
    },
  ];
}
