// `npm run bench`: the login route's first-load bytes from the production build's manifest, the
// size of every other chunk, and the login page's load timings in headless chromium (median of
// several cold loads). Prints the DESIGN.md section 5 budget verdict without failing on it and
// writes the figures to bench/results/latest.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchChromium, newDesktopContext } from '../tests/e2e/support/chromium';
import { ROOT, startProductionServer } from '../tests/e2e/support/server';
import { benchShell } from './shell';

const DIST = join(ROOT, 'dist');
const RUNS = 7;
const KB = 1024;
const BUDGET = { loginJsGzip: 120 * KB, loginCssGzip: 15 * KB, routeChunkGzip: 60 * KB } as const;

interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  const known = sizeCache.get(file);
  if (known !== undefined) return known;
  const bytes = readFileSync(join(DIST, file));
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length,
  };
  sizeCache.set(file, sizes);
  return sizes;
}

const sum = (files: Iterable<string>): Sizes => {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const sizes = sizesOf(file);
    raw += sizes.raw;
    gzip += sizes.gzip;
    brotli += sizes.brotli;
  }
  return { raw, gzip, brotli };
};

const kb = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The entry chunk of index.html and its static imports, recursively: what /login loads first. */
function firstLoad(manifest: Manifest): { js: Set<string>; css: Set<string> } {
  const keys = new Set<string>();
  const visit = (key: string): void => {
    if (keys.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`dist/.vite/manifest.json has no chunk ${key}`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = manifest['index.html'] !== undefined ? 'index.html' : Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entry === undefined) throw new Error('no entry chunk in dist/.vite/manifest.json');
  visit(entry);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk === undefined) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
}

interface PageTiming {
  readonly responseEnd: number;
  readonly domContentLoaded: number;
  readonly loadEventEnd: number;
  readonly largestContentfulPaint: number | null;
  readonly transferredBytes: number;
  /** dist-relative paths of the scripts and style sheets the page fetched. */
  readonly assets: readonly string[];
}

async function measureLogin(url: string): Promise<PageTiming[]> {
  const browser = await launchChromium();
  const timings: PageTiming[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await newDesktopContext(browser);
      try {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const holder = window as unknown as { __lcp?: number };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) holder.__lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        await page.goto(`${url}/login`, { waitUntil: 'load' });
        await page.locator('#login-username').waitFor();
        await page
          .waitForFunction(
            () => {
              const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
              const image = document.querySelector<HTMLImageElement>('.login-captcha img');
              return (
                navigation !== undefined &&
                navigation.loadEventEnd > 0 &&
                image?.complete === true &&
                (window as unknown as { __lcp?: number }).__lcp !== undefined
              );
            },
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => undefined);
        timings.push(
          await page.evaluate((): PageTiming => {
            const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
            const lcp = (window as unknown as { __lcp?: number }).__lcp;
            return {
              responseEnd: navigation.responseEnd,
              domContentLoaded: navigation.domContentLoadedEventEnd,
              loadEventEnd: navigation.loadEventEnd,
              largestContentfulPaint: lcp ?? null,
              transferredBytes: navigation.transferSize + resources.reduce((total, entry) => total + entry.transferSize, 0),
              assets: resources.map((entry) => new URL(entry.name).pathname.slice(1)).filter((path) => /\.(js|css)$/.test(path)),
            };
          }),
        );
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return timings;
}

const line = (label: string, files: ReadonlySet<string>, sizes: Sizes): string =>
  `  ${label} ${String(files.size).padStart(2)} files: ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli (${kb(sizes.raw)} raw)`;

async function main(): Promise<void> {
  const started = Date.now();
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

  const server = await startProductionServer();
  let timings: PageTiming[];
  try {
    timings = await measureLogin(server.url);
  } finally {
    await server.stop();
  }

  // What /login needs, two ways: the manifest's static import graph of index.html, and every
  // script and style sheet the browser actually fetched (the entry may import the app lazily).
  const statics = firstLoad(manifest);
  const fetched = new Set(timings.flatMap((timing) => timing.assets));
  const loadedJs = new Set([...statics.js, ...[...fetched].filter((file) => file.endsWith('.js'))]);
  const loadedCss = new Set([...statics.css, ...[...fetched].filter((file) => file.endsWith('.css'))]);
  const staticJs = sum(statics.js);
  const staticCss = sum(statics.css);
  const loginJs = sum(loadedJs);
  const loginCss = sum(loadedCss);
  console.log('\nLogin route, first load (gzip level 9 / brotli of the files in dist/)');
  console.log(' entry chunk of index.html + its static imports, recursively (manifest):');
  console.log(line('JS ', statics.js, staticJs));
  console.log(line('CSS', statics.css, staticCss));
  console.log(' everything the browser fetched for /login (static + the dynamic imports it runs at start):');
  console.log(line('JS ', loadedJs, loginJs));
  console.log(line('CSS', loadedCss, loginCss));

  const chunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !statics.js.has(chunk.file))
    .map(([key, chunk]) => {
      const js = sizesOf(chunk.file);
      const css = sum(chunk.css ?? []);
      const loadedByLogin = loadedJs.has(chunk.file);
      return { key, file: chunk.file, dynamic: chunk.isDynamicEntry === true, loadedByLogin, gzip: js.gzip, brotli: js.brotli, raw: js.raw, cssGzip: css.gzip };
    })
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\nOther chunks (${chunks.length}; "route" = a dynamic import, * = fetched by /login), gzip`);
  for (const chunk of chunks) {
    const over = chunk.dynamic && chunk.gzip > BUDGET.routeChunkGzip ? '  (> 60 KB)' : '';
    const css = chunk.cssGzip > 0 ? ` + ${kb(chunk.cssGzip)} CSS` : '';
    console.log(`  ${kb(chunk.gzip).padStart(9)}${css.padEnd(14)} ${chunk.dynamic ? 'route ' : 'shared'} ${chunk.loadedByLogin ? '*' : ' '} ${chunk.key}${over}`);
  }

  const lcps = timings.map((timing) => timing.largestContentfulPaint).filter((value): value is number => value !== null);
  const medians = {
    responseEnd: median(timings.map((timing) => timing.responseEnd)),
    domContentLoaded: median(timings.map((timing) => timing.domContentLoaded)),
    loadEventEnd: median(timings.map((timing) => timing.loadEventEnd)),
    largestContentfulPaint: lcps.length === 0 ? null : median(lcps),
    transferredBytes: median(timings.map((timing) => timing.transferredBytes)),
  };
  const ms = (value: number | null): string => (value === null ? 'n/a' : `${value.toFixed(0)} ms`);
  console.log(`\n/login in headless chromium, median of ${RUNS} cold loads (fresh context each)`);
  console.log(`  responseEnd ${ms(medians.responseEnd)}, DOMContentLoaded ${ms(medians.domContentLoaded)}, load ${ms(medians.loadEventEnd)}, LCP ${ms(medians.largestContentfulPaint)}`);
  console.log(`  transferred ${kb(medians.transferredBytes)} over the wire (all requests, as served)`);

  const verdict = {
    loginJs: loginJs.gzip <= BUDGET.loginJsGzip,
    loginCss: loginCss.gzip <= BUDGET.loginCssGzip,
    routeChunksOver60KB: chunks.filter((chunk) => chunk.dynamic && !chunk.loadedByLogin && chunk.gzip > BUDGET.routeChunkGzip).map((chunk) => chunk.key),
  };
  console.log('\nBudget (DESIGN.md section 5; reported, not enforced), on what /login fetched');
  console.log(`  login JS  ${kb(loginJs.gzip)} <= 120 KB gzip: ${verdict.loginJs ? 'within budget' : 'OVER BUDGET'}`);
  console.log(`  login CSS ${kb(loginCss.gzip)} <= 15 KB gzip: ${verdict.loginCss ? 'within budget' : 'OVER BUDGET'}`);
  if (verdict.routeChunksOver60KB.length > 0) console.log(`  route chunks over 60 KB gzip: ${verdict.routeChunksOver60KB.join(', ')}`);

  const results = {
    date: new Date().toISOString(),
    loginFirstLoad: {
      staticGraph: { js: { files: [...statics.js], ...staticJs }, css: { files: [...statics.css], ...staticCss } },
      fetched: { js: { files: [...loadedJs], ...loginJs }, css: { files: [...loadedCss], ...loginCss } },
    },
    chunks,
    loginTimings: { runs: timings, medians },
    budget: { ...BUDGET, verdict },
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote bench/results/latest.json in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await benchShell();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
