// The 备案专题图 figures of `npm run bench` (issue 16): the JS the map page fetches beyond the
// shell, OpenLayers and the Jiangxi outlines counted apart as engines (budget 60 KB gzip without
// them, checked), and, unless only budgets are asked for, as the province user (every parcel) at
// MOCK_SCALE=1 and 50: the time from the menu click to the map's first full render with every
// parcel loaded (the page sets data-rendered on OpenLayers' rendercomplete; goal ≤ 1.5 s; the
// median of three sign-ins, the server's answer warm after the first) and the
// frame rate while the map is dragged, at the province view (clusters) and zoomed in to city scale
// (polygons) (requestAnimationFrame callbacks counted during the drag; goal ≥ 30 fps). Reported.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { readmeAccount } from '../tests/e2e/support/accounts';
import { launchChromium, newDesktopContext } from '../tests/e2e/support/chromium';
import { openLogin, signIn } from '../tests/e2e/support/login';
import { ROOT, startProductionServer } from '../tests/e2e/support/server';
import { sidebar } from '../tests/e2e/support/shell';
import { isEngine } from './engines';
import { sum, type Manifest } from './manifest';

const SCALES = [1, 50] as const;
const RUNS = 3;
export const ONEMAP_RENDER_GOAL_MS = 1500;
export const ONEMAP_FPS_GOAL = 30;
const DRAG_STEPS = 60;

export interface OnemapRun {
  readonly scale: number;
  readonly parcels: number;
  readonly firstRenderMs: number;
  /** The first sign-in's render: the server computes and encodes the parcels' answer for it. */
  readonly coldRenderMs: number;
  readonly panFps: number;
  readonly zoomedPanFps: number;
}

export interface OnemapFigures {
  /** dist-relative scripts the map page fetched beyond the shell, without the engines. */
  readonly files: readonly string[];
  readonly gzip: number;
  readonly engineFiles: readonly string[];
  readonly engineGzip: number;
  readonly runs?: readonly OnemapRun[];
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Signs in on 使用指南 (no widgets) and opens 备案专题图 from the menu; the time from the click to
 * the map having drawn every parcel, both taken in the page (the click event's time stamp, and a
 * mutation observer on data-rendered): waiting from outside would add the poll interval.
 */
async function openMap(page: Page): Promise<number> {
  await sidebar(page).getByRole('button', { name: '专题图' }).click();
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const times = {};
    window.benchOpen = times;
    document.addEventListener('click', (event) => { times.clicked = event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (document.querySelector('section.onemap[data-rendered=true]') === null) return;
      times.rendered = performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-rendered'] });
  })()`);
  await sidebar(page).getByRole('link', { name: /^备案专题图/ }).click();
  await page.locator('section.onemap[data-rendered=true]').waitFor({ timeout: 60_000 });
  return Number(await page.evaluate('window.benchOpen.rendered - window.benchOpen.clicked'));
}

/** Frames per second while the mouse drags the map across, counted by requestAnimationFrame in the page. */
async function dragFps(page: Page): Promise<number> {
  const box = await page.locator('.onemap__canvas').boundingBox();
  if (box === null) throw new Error('the map has no box');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  // A string, not a function: tsx names inner functions with a helper the page does not have.
  await page.evaluate(`(() => {
    const state = { frames: 0, running: true };
    window.benchFrames = state;
    requestAnimationFrame(function tick() {
      state.frames += 1;
      if (state.running) requestAnimationFrame(tick);
    });
  })()`);
  await page.mouse.move(x, y);
  await page.mouse.down();
  const started = Date.now();
  for (let step = 1; step <= DRAG_STEPS; step += 1) await page.mouse.move(x - step * 4, y - step * 2);
  await page.mouse.up();
  const elapsed = Date.now() - started;
  const frames = Number(await page.evaluate('(() => { window.benchFrames.running = false; return window.benchFrames.frames; })()'));
  return (frames * 1000) / elapsed;
}

async function signedInPage(url: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const browser = await launchChromium();
  const context = await newDesktopContext(browser);
  const page = await context.newPage();
  await openLogin(page, url, '/guide');
  await signIn(page, readmeAccount('province'), { expectPath: '/guide' });
  await page.waitForLoadState('networkidle');
  return { page, close: () => browser.close() };
}

async function routeBytes(manifest: Manifest): Promise<Omit<OnemapFigures, 'runs'>> {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const server = await startProductionServer();
  const { page, close } = await signedInPage(server.url);
  const fetched = new Set<string>();
  try {
    const shell = new Set<string>();
    for (const entry of await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name))) shell.add(new URL(entry).pathname.slice(1));
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname.slice(1);
      if ((path.endsWith('.js') || path.endsWith('.json')) && !shell.has(path)) fetched.add(path);
    });
    await openMap(page);
    await page.waitForLoadState('networkidle');
    const added = [...fetched].filter((file) => existsSync(join(ROOT, 'dist', file)));
    const engine = (file: string): boolean => isEngine(keyOfFile.get(file) ?? file);
    const engineFiles = added.filter(engine);
    const files = added.filter((file) => !engine(file));
    return { files, gzip: sum(files).gzip, engineFiles, engineGzip: sum(engineFiles).gzip };
  } finally {
    await close();
    await server.stop();
  }
}

async function timesAt(scale: number): Promise<OnemapRun> {
  const server = await startProductionServer({ env: { MOCK_SCALE: String(scale) }, startTimeoutMs: 300_000 });
  try {
    const renders: number[] = [];
    const pans: number[] = [];
    const zoomedPans: number[] = [];
    let parcels = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const { page, close } = await signedInPage(server.url);
      try {
        renders.push(await openMap(page));
        parcels = Number(await page.locator('section.onemap').getAttribute('data-parcel-count'));
        pans.push(await dragFps(page));
        // Two wheel steps in at the centre: below the cluster resolution, every parcel a polygon.
        const box = await page.locator('.onemap__canvas').boundingBox();
        await page.mouse.move((box?.x ?? 0) + (box?.width ?? 0) * 0.45, (box?.y ?? 0) + (box?.height ?? 0) * 0.3);
        for (let step = 0; step < 3; step += 1) {
          await page.mouse.wheel(0, -300);
          await page.waitForFunction(() => true, undefined, { polling: 'raf' });
        }
        await page.waitForLoadState('networkidle');
        zoomedPans.push(await dragFps(page));
      } finally {
        await close();
      }
    }
    return { scale, parcels, firstRenderMs: median(renders), coldRenderMs: renders[0] ?? 0, panFps: median(pans), zoomedPanFps: median(zoomedPans) };
  } finally {
    await server.stop();
  }
}

export async function benchOnemap(manifest: Manifest, options: { timing: boolean }): Promise<OnemapFigures> {
  const bytes = await routeBytes(manifest);
  if (!options.timing) return bytes;
  const runs = [];
  for (const scale of SCALES) runs.push(await timesAt(scale));
  return { ...bytes, runs };
}
