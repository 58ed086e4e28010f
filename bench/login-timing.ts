// The login page's load in headless chromium: cold loads in fresh contexts, with the scripts and
// style sheets each fetched before its load event (the critical path as the browser saw it).
import { launchChromium, newDesktopContext } from '../tests/e2e/support/chromium';

export interface PageTiming {
  readonly responseEnd: number;
  readonly domContentLoaded: number;
  readonly loadEventEnd: number;
  readonly largestContentfulPaint: number | null;
  /** dist-relative paths of the scripts and style sheets requested before the load event. */
  readonly beforeLoad: readonly string[];
}

export async function measureLogin(url: string, runs: number): Promise<PageTiming[]> {
  const browser = await launchChromium();
  const timings: PageTiming[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
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
              return navigation !== undefined && navigation.loadEventEnd > 0 && image?.complete === true && (window as unknown as { __lcp?: number }).__lcp !== undefined;
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
              beforeLoad: resources
                .filter((entry) => entry.startTime < navigation.loadEventStart)
                .map((entry) => new URL(entry.name).pathname.slice(1))
                .filter((path) => /\.(js|css)$/.test(path)),
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
