// The right panel's theme settings end to end: every setting switched, kept in its cookie and
// shown again after a reload; and a screenshot of the shell in each of the five skins, written under
// test-results (never into docs/, so a test run leaves the clone unchanged).
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, waitForPath } from './support/login';
import { ROOT } from './support/server';
import { bodyVariable, closePanel, displayCookie, openByAddress, openPanel, sidebar } from './support/shell';

const e2e = useBrowser();
// Display settings live in the browser's cookies; this file is the only one that signs in as province.
const account = readmeAccount('province');

const SKINS = [
  { id: 'skyBlue', label: '天空蓝', sidebar: '#3f85fd' },
  { id: 'deepBlue', label: '深海蓝', sidebar: '#00326D' },
  { id: 'darkNight', label: '暗夜黑', sidebar: '#202835' },
  { id: 'chinaRed', label: '中国红', sidebar: '#92000A' },
  { id: 'freshGreen', label: '清新绿', sidebar: '#3b8823' },
] as const;

const PRESET = '#11a983';

/**
 * Whether a radio of the panel is chosen as assistive technology reads it: drawn as chosen AND its
 * input checked. The two groups once shared name="default", so only one of six inputs stayed checked.
 */
async function radioShownChecked(panel: Locator, label: string): Promise<boolean> {
  const radio = panel.locator('label.semi-radio').filter({ hasText: new RegExp(`^${label}$`) });
  const drawn = await radio.evaluate((element) => element.classList.contains('semi-radio-checked'));
  return drawn && (await radio.locator('input[type="radio"]').isChecked());
}

async function expectSettingsShown(page: Page): Promise<void> {
  // The new sidebar (navigation mode 新版) has the 应用 button; the skin colours the sidebar.
  await sidebar(page).getByRole('button', { name: '应用', exact: true }).waitFor();
  expect((await bodyVariable(page, '--app-sidebar')).toLowerCase()).toBe('#92000a');
  const panel = await openPanel(page, '主题设置');
  expect(await radioShownChecked(panel, '新版')).toBe(true);
  expect(await radioShownChecked(panel, '旧版')).toBe(false);
  expect(await radioShownChecked(panel, '大号')).toBe(true);
  expect(await radioShownChecked(panel, '标准')).toBe(false);
  expect(await panel.getByRole('button', { name: PRESET, exact: true }).getAttribute('aria-pressed')).toBe('true');
  expect(await panel.getByRole('button', { name: '中国红' }).getAttribute('aria-pressed')).toBe('true');
  await closePanel(page);
}

describe('the theme settings', () => {
  it('switches navigation mode, colour, skin and font size, and keeps each over a reload', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    await expect(sidebar(page).getByRole('button', { name: '应用', exact: true }).count()).resolves.toBe(0);

    const panel = await openPanel(page, '主题设置');
    await panel.getByText('新版', { exact: true }).click();
    await sidebar(page).getByRole('button', { name: '应用', exact: true }).waitFor();

    await panel.getByRole('button', { name: PRESET, exact: true }).click();
    expect(await panel.getByRole('button', { name: PRESET, exact: true }).getAttribute('aria-pressed')).toBe('true');

    await panel.getByRole('button', { name: '中国红' }).click();
    await expect.poll(() => bodyVariable(page, '--app-sidebar').then((value) => value.toLowerCase())).toBe('#92000a');

    await panel.getByText('大号', { exact: true }).click();
    await expect.poll(() => radioShownChecked(panel, '大号')).toBe(true);
    expect(await radioShownChecked(panel, '新版')).toBe(true);
    await waitForPath(page, '/index');

    expect(await displayCookie(page, 'navModel')).toBe('siamese');
    expect((await displayCookie(page, 'theme'))?.toLowerCase()).toBe(PRESET);
    expect(await displayCookie(page, 'currentColorName')).toBe('chinaRed');
    expect((await displayCookie(page, 'sidebarColor'))?.toLowerCase()).toBe('#92000a');
    expect(await displayCookie(page, 'fontClass')).toBe('largeFontSize');
    await closePanel(page);

    await page.reload();
    await expectSettingsShown(page);
    // The large font: the body's text is 16 px.
    expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontSize)).toBe('16px');
  });

  it('shows the shell in each of the five skins (test-results/e2e/skins/shell-<skin>.png)', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    await openByAddress(page, e2e.baseUrl, '/notice/list', '通知公告');
    await openByAddress(page, e2e.baseUrl, '/recordReport/reported', '已上报');
    for (const skin of SKINS) {
      const panel = await openPanel(page, '主题设置');
      await panel.getByRole('button', { name: skin.label }).click();
      await expect.poll(() => bodyVariable(page, '--app-sidebar').then((value) => value.toLowerCase())).toBe(skin.sidebar.toLowerCase());
      await closePanel(page);
      await page.mouse.move(700, 600);
      await page.screenshot({ path: join(ROOT, `test-results/e2e/skins/shell-${skin.id}.png`) });
    }
  });
});
