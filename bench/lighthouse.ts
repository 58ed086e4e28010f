// Lighthouse's performance audit of /login with its default (mobile) preset: simulated slow 4G
// and a 4x slower CPU, in Debian's chromium. Reported by `npm run bench`, never asserted: its
// figures are timings.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../tests/e2e/support/chromium';

export interface LighthouseFigures {
  readonly score: number;
  readonly firstContentfulPaintMs: number;
  readonly largestContentfulPaintMs: number;
  readonly totalBlockingTimeMs: number;
  readonly cumulativeLayoutShift: number;
  readonly speedIndexMs: number;
}

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export async function lighthouseLogin(url: string): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(`${url}/login`, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
    if (result === undefined) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string): number => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse has no figure for ${id}`);
      return value;
    };
    return {
      score: lhr.categories.performance?.score ?? 0,
      firstContentfulPaintMs: numeric('first-contentful-paint'),
      largestContentfulPaintMs: numeric('largest-contentful-paint'),
      totalBlockingTimeMs: numeric('total-blocking-time'),
      cumulativeLayoutShift: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
    };
  } finally {
    chrome.kill();
  }
}
