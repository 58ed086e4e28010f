// 备案专题图 end to end: the county user's map holds exactly the county's parcels (the API's, none
// of a neighbour's), a filing number typed in the search zooms to its parcel and opens its popup,
// a click on the parcel opens it again, and 查看详情 opens that filing's details.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { OnemapAnswer } from '../../src/domain/onemap/onemap-types';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, sessionToken } from './support/login';
import { openByAddress } from './support/shell';

const e2e = useBrowser();
const COUNTY = '360121';

const onemap = (page: Page) => page.locator('section.onemap');
const popup = (page: Page) => onemap(page).getByRole('dialog');

async function parcelsOf(page: Page): Promise<OnemapAnswer> {
  const token = await sessionToken(page);
  return page.evaluate(async (bearer) => {
    const response = await fetch('/api/op/onemap/parcels', { headers: { Authorization: `Bearer ${bearer}` } });
    return ((await response.json()) as { data: OnemapAnswer }).data;
  }, token);
}

async function openMap(page: Page): Promise<void> {
  await openByAddress(page, e2e.baseUrl, '/onemap/record', '备案专题图');
  await onemap(page).and(page.locator('[data-rendered=true]')).waitFor({ timeout: 20_000 });
}

async function search(page: Page, text: string): Promise<void> {
  const box = onemap(page).getByRole('combobox', { name: '按备案编号或项目名称定位地块' });
  await box.fill(text);
  await box.press('Enter');
}

describe('备案专题图', () => {
  it('shows the county its own parcels only; search, click and 查看详情 lead to the right filing', async () => {
    const cityPage = await e2e.newPage();
    await openAndSignIn(cityPage, e2e.baseUrl, readmeAccount('city'));
    const neighbour = (await parcelsOf(cityPage)).parcels.find((p) => p.divisionCode !== COUNTY && p.number !== '');
    expect(neighbour).toBeDefined();

    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openMap(page);
    const answer = await parcelsOf(page);
    expect(answer.parcels.length).toBeGreaterThan(0);
    expect(answer.parcels.every((p) => p.divisionCode === COUNTY)).toBe(true);
    expect(Number(await onemap(page).getAttribute('data-parcel-count'))).toBe(answer.parcels.length);
    expect(await onemap(page).getByRole('status').filter({ hasText: '显示' }).innerText()).toBe(`显示 ${answer.parcels.length} / ${answer.parcels.length} 宗`);

    await search(page, neighbour?.number ?? '');
    await expect.poll(() => page.getByText('没有匹配的地块').isVisible()).toBe(true);
    expect(await popup(page).count()).toBe(0);

    const target = answer.parcels.find((p) => p.number !== '' && p.status === 'filed');
    if (target === undefined) throw new Error('the county has no filed parcel');
    await search(page, target.number);
    await expect.poll(() => popup(page).innerText()).toContain(target.number);
    expect(await popup(page).innerText()).toContain(target.projectName);
    // The map marks where the zoomed-to parcel lies on screen: the place to click it.
    const canvas = onemap(page).locator('.onemap__canvas');
    await expect.poll(() => canvas.getAttribute('data-focus-pixel')).toMatch(/^\d+,\d+$/);
    const [x, y] = ((await canvas.getAttribute('data-focus-pixel')) ?? '').split(',').map(Number);
    await page.keyboard.press('Escape');
    await expect.poll(() => popup(page).count()).toBe(0);

    await canvas.click({ position: { x: x ?? 0, y: y ?? 0 } });
    await expect.poll(() => popup(page).innerText()).toContain(target.number);

    await popup(page).getByRole('link', { name: '查看详情' }).click();
    await page.waitForURL((url) => url.pathname === '/query/details');
    const subParams = JSON.parse(new URL(page.url()).searchParams.get('subParams') ?? '{}') as { keyNumGather?: string };
    expect(subParams.keyNumGather).toBe(target.id);
    await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toContain(target.number);
  });
});
