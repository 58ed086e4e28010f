// The demo gallery end to end: the gallery's cards, the 10,000-row virtualized table (the DOM
// keeps few rows while scrolling to the end under a fixed header, and sorts), the signature
// pad saving a PNG (listed even when an older list answers late), and the BPM sample marking a
// case's done nodes and its current one.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_TABLE_ROWS } from '../../src/domain/demo/demo-table';
import { DEMO_SAMPLES } from '../../src/ui/features/demo/demo-samples';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { openByAddress } from './support/shell';

const e2e = useBrowser();
const MAX_ROWS_IN_DOM = 30;

async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not on screen');
  return box.y;
}

const bodyRows = (page: Page) => page.locator('.demo-table .semi-table-tbody .semi-table-row');

describe('the demo gallery', () => {
  it('lists every sample; the table keeps at most ~30 rows in the DOM while scrolling to the end, and sorts', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openByAddress(page, e2e.baseUrl, '/demo', '示例');
    await expect.poll(() => page.locator('.demo-gallery__card-title').allTextContents()).toEqual(DEMO_SAMPLES.map((sample) => sample.title));

    await page.getByRole('link', { name: /^虚拟表格/ }).click();
    await bodyRows(page).first().waitFor();
    const body = page.locator('.demo-table .semi-table-body');
    const header = page.getByRole('columnheader', { name: /序号/ });
    const headerTop = await topOf(header);
    let seen = 0;
    for (let step = 0; step < 12 && !(await page.getByText(`项目（${String(DEMO_TABLE_ROWS)}）`).isVisible()); step += 1) {
      await body.evaluate((element, fraction) => element.scrollTo({ top: element.scrollHeight * fraction }), (step + 1) / 12);
      await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(0);
      seen = Math.max(seen, await bodyRows(page).count());
    }
    await expect.poll(() => page.getByText(`项目（${String(DEMO_TABLE_ROWS)}）`).isVisible()).toBe(true);
    expect(seen).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);
    // The header is fixed: at the last row it is where it was at the first.
    expect(await topOf(header)).toBe(headerTop);
    expect(await bodyRows(page).count()).toBeLessThanOrEqual(MAX_ROWS_IN_DOM);

    await body.evaluate((element) => element.scrollTo({ top: 0 }));
    await header.click();
    await header.click();
    await expect.poll(() => bodyRows(page).first().locator('.semi-table-row-cell').first().textContent()).toBe(String(DEMO_TABLE_ROWS));
  });

  it('draws a signature, undoes and clears, saves it as a PNG attachment that is then listed, even when the list first asked for answers after the upload', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    // The panel's first list is fetched at once (still without the signature) and handed to the
    // page only after the upload has answered, as a slow server would.
    let uploaded: () => void = () => undefined;
    const uploadAnswered = new Promise<void>((resolve) => (uploaded = resolve));
    page.on('response', (response) => {
      if (response.url().includes('/api/file/upload')) uploaded();
    });
    let held = false;
    await page.route('**/api/file/list**', async (route) => {
      if (held) return route.fallback();
      held = true;
      const stale = await route.fetch();
      await uploadAnswered;
      await route.fulfill({ response: stale });
    });
    await openByAddress(page, e2e.baseUrl, '/demo/signature', '手写签名');
    const pad = page.getByLabel('签名区域');
    await pad.waitFor();
    const box = await pad.boundingBox();
    if (box === null) throw new Error('the pad has no box');
    const stroke = async (y: number): Promise<void> => {
      await page.mouse.move(box.x + 40, box.y + y);
      await page.mouse.down();
      for (let x = 60; x <= 300; x += 20) await page.mouse.move(box.x + x, box.y + y + (x % 40));
      await page.mouse.up();
    };
    await stroke(60);
    await stroke(120);
    await expect.poll(() => pad.getAttribute('data-strokes')).toBe('2');
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => pad.getAttribute('data-strokes')).toBe('1');
    await page.getByRole('button', { name: '清空' }).click();
    await expect.poll(() => pad.getAttribute('data-strokes')).toBe('0');
    await stroke(90);
    await page.getByRole('button', { name: '保存签名' }).click();
    await expect.poll(() => page.getByTestId('files-row').filter({ hasText: /手写签名-\d{14}\.png/ }).count()).toBe(1);
  });

  it('marks the BPM sample’s done nodes and its current node, as its legend says', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openByAddress(page, e2e.baseUrl, '/demo/bpm', '流程图');
    const current = page.locator('.djs-element.bpmn-diagram__current');
    await current.waitFor({ timeout: 20_000 });
    expect(await current.getAttribute('data-element-id')).toBe('lsyd_ss');
    expect(await page.locator('.djs-element.bpmn-diagram__done').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-element-id')))).toEqual(['lsyd_sl', 'lsyd_xs']);
  });
});
