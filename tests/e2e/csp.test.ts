// The strict Content-Security-Policy the server sends (mock-server/http/security-headers.ts) on
// the pages that use the drawing libraries: pdf.js, OpenLayers and bpmn-js must work under it
// without a single violation. Own listener, so this holds whatever the general browser gate does.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../mock-server/http/security-headers';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { modal, openAndSignIn } from './support/login';

const e2e = useBrowser();

declare global {
  interface Window {
    reportCspViolation?: (text: string) => void;
  }
}

/** A page that reports every CSP violation to the test from its first script on, across navigations. */
async function watchedPage(): Promise<{ page: Page; violations: () => string[] }> {
  const page = await e2e.newPage();
  const seen: string[] = [];
  const fromConsole = (origin: string) => (message: { text(): string }) => {
    if (message.text().includes('Content Security Policy')) seen.push(`${origin}: ${message.text()}`);
  };
  page.on('console', fromConsole('console'));
  page.on('worker', (worker) => worker.on('console', fromConsole('worker')));
  await page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.reportCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return { page, violations: () => [...seen] };
}

/** How many dark pixels a canvas holds: a drawn page or map has many, a blank one none. */
const ink = (canvas: Locator): Promise<number> =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (context === null || element.width === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 160 && (data[i + 3] ?? 0) > 0) count += 1;
    return count;
  });

describe('Content-Security-Policy', () => {
  it('is sent with the page as the server defines it', async () => {
    const page = await e2e.newPage();
    const response = await page.goto(`${e2e.baseUrl}/login`);
    expect(response?.headers()['content-security-policy']).toBe(contentSecurityPolicy());
  });

  it('lets pdf.js draw a preview, with its worker, without a violation', async () => {
    const { page, violations } = await watchedPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await page.goto(`${e2e.baseUrl}/demo/upload?filesKey=FJ-DEMO-0001`);
    await page.getByTestId('files-row').filter({ hasText: '审批意见.pdf' }).getByRole('button', { name: /^预览/ }).click();
    const canvas = modal(page, '南昌县八一乡临时用地审批意见.pdf').locator('canvas');
    await canvas.waitFor();
    await expect.poll(() => ink(canvas), { timeout: 20_000 }).toBeGreaterThan(2000);
    expect(violations()).toEqual([]);
  });

  it('lets bpmn-js draw the process diagram as SVG without a violation', async () => {
    const { page, violations } = await watchedPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await page.goto(`${e2e.baseUrl}/process/todo`);
    await page.locator('tbody .semi-table-row').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 20_000 });
    await page.getByRole('tab', { name: '流程图' }).click();
    await page.locator('svg .djs-element.bpmn-diagram__current').waitFor({ timeout: 20_000 });
    expect(await page.locator('svg .djs-element[data-element-id]').count()).toBeGreaterThan(3);
    expect(violations()).toEqual([]);
  });

  it('lets OpenLayers draw the boundary map on a canvas without a violation', async () => {
    const { page, violations } = await watchedPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await page.goto(`${e2e.baseUrl}/recordReport/query`);
    await page.locator('tbody .semi-table-row').first().click();
    const map = page.locator('.boundary-map__canvas');
    await map.scrollIntoViewIfNeeded({ timeout: 20_000 });
    const canvas = map.locator('canvas').first();
    await canvas.waitFor({ timeout: 20_000 });
    await expect.poll(() => ink(canvas), { timeout: 20_000 }).toBeGreaterThan(100);
    expect(violations()).toEqual([]);
  });
});
