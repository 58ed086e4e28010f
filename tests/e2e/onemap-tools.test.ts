// 备案专题图's tools end to end for the 南昌县 user: 按数量 colours the county and its legend counts
// exactly the county's parcels (the API's); 测距 between two clicked pixels reads the length the
// map's own scale bar gives for that many pixels; 导出图片 saves a PNG of the map canvas's size.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OnemapAnswer } from '../../src/domain/onemap/onemap-types';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, sessionToken } from './support/login';
import { openByAddress } from './support/shell';

const e2e = useBrowser();
const COUNTY = '360121';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const onemap = (page: Page) => page.locator('section.onemap');
const tools = (page: Page) => onemap(page).getByRole('toolbar', { name: '地图工具' });

async function parcelsOf(page: Page): Promise<OnemapAnswer> {
  const token = await sessionToken(page);
  return page.evaluate(async (bearer) => {
    const response = await fetch('/api/op/onemap/parcels', { headers: { Authorization: `Bearer ${bearer}` } });
    return ((await response.json()) as { data: OnemapAnswer }).data;
  }, token);
}

/** Metres per CSS pixel at the view's centre, as OpenLayers' scale bar states them ("10 km" over 90 px). */
async function scaleBarMetresPerPixel(page: Page): Promise<number> {
  const bar = onemap(page).locator('.ol-scale-line-inner');
  const [text, width] = await Promise.all([bar.innerText(), bar.evaluate((element) => element.getBoundingClientRect().width)]);
  const match = /^([\d.]+)\s*(km|m)$/.exec(text.trim());
  if (match === null) throw new Error(`unexpected scale bar "${text}"`);
  return (Number(match[1]) * (match[2] === 'km' ? 1000 : 1)) / width;
}

const metresOf = (reading: string): number => {
  const match = /([\d.]+) (千米|米)/.exec(reading);
  if (match === null) throw new Error(`no length in "${reading}"`);
  return Number(match[1]) * (match[2] === '千米' ? 1000 : 1);
};

describe('备案专题图 tools', () => {
  it('colours the county by its parcel count, measures a geodesic distance and exports the view as PNG', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openByAddress(page, e2e.baseUrl, '/onemap/record', '备案专题图');
    await onemap(page).and(page.locator('[data-rendered=true]')).waitFor({ timeout: 20_000 });
    const answer = await parcelsOf(page);
    const own = answer.parcels.filter((p) => p.divisionCode === COUNTY).length;
    expect(own).toBeGreaterThan(0);

    await tools(page).locator('label', { hasText: '按数量' }).click();
    const legend = onemap(page).getByRole('region', { name: '区县备案数量（宗）' });
    await expect.poll(() => legend.getByText(/^合计 \d+ 宗/).innerText()).toMatch(new RegExp(`^合计 ${answer.parcels.length} 宗`));
    await legend.getByText('各区县明细').click();
    expect(await legend.locator(`tr[data-code="${COUNTY}"] td`).first().innerText()).toBe(String(own));
    expect(await legend.getByRole('listitem').filter({ hasText: `1 – ${own} 宗` }).count()).toBe(1);
    expect(await auditAccessibility(page, '备案专题图 按数量')).toEqual([]);
    await tools(page).locator('label', { hasText: '地块' }).click();
    await expect.poll(() => legend.count()).toBe(0);

    const measure = tools(page).getByRole('button', { name: '测距' });
    await measure.click();
    expect(await measure.getAttribute('aria-pressed')).toBe('true');
    const box = await onemap(page).locator('.onemap__canvas').boundingBox();
    if (box === null) throw new Error('no map on the page');
    const metresPerPixel = await scaleBarMetresPerPixel(page);
    const y = box.y + box.height / 2;
    const [from, to] = [box.x + box.width / 2 - 150, box.x + box.width / 2 + 150];
    await page.mouse.click(from, y);
    await page.mouse.dblclick(to, y);
    const reading = onemap(page).locator('.onemap-tools__reading');
    await expect.poll(() => reading.innerText()).toMatch(/^测量结果：[\d.]+ (千米|米)$/);
    const metres = metresOf(await reading.innerText());
    // The scale bar is rounded to whole pixels; 2 % covers that and the curvature over 300 px.
    expect(Math.abs(metres - (to - from) * metresPerPixel) / metres).toBeLessThan(0.02);
    await page.keyboard.press('Escape');
    await measure.click();
    expect(await measure.getAttribute('aria-pressed')).toBe('false');

    const downloading = page.waitForEvent('download');
    await tools(page).getByRole('button', { name: '导出图片' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^备案专题图-\d{4}-\d{2}-\d{2}\.png$/);
    const png = await readFile((await download.path()) ?? '');
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const canvas = await onemap(page).locator('.onemap__canvas .ol-layer canvas').first().evaluate((c: HTMLCanvasElement) => [c.width, c.height]);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual(canvas);
  });
});
