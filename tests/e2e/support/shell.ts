// What a user does in the signed-in shell (tab strip, right panel, sidebars, search), as page
// helpers. Free of Vitest so the benchmark can use them; failures throw errors that say what the
// page showed.
import type { Locator, Page } from 'playwright-core';

/** Twelve different pages, home first: menu pages of every level's menu and fixed SPEC routes. */
export const TWELVE_PAGES: readonly { readonly path: string; readonly title: string }[] = [
  { path: '/index', title: '首页' },
  { path: '/notice/list', title: '通知公告' },
  { path: '/home/profile', title: '个人中心' },
  { path: '/recordReport/reported', title: '已上报' },
  { path: '/collect', title: '我的收藏' },
  { path: '/recordReport/query', title: '备案查询' },
  { path: '/guide', title: '使用指南' },
  { path: '/analysis/district', title: '区域统计' },
  { path: '/search?txt=%E8%80%95%E5%9C%B0', title: '搜索结果' },
  { path: '/temporaryLand/list', title: '临时用地' },
  { path: '/special/farmland', title: '耕地变化统计' },
  { path: '/process/todo', title: '待办事务' },
];

export const tabs = (page: Page): Locator => page.getByRole('tablist').getByRole('tab');
export const tabByTitle = (page: Page, title: string): Locator => page.getByRole('tablist').locator(`[role=tab][title="${title}"]`);
export const selectedTab = (page: Page): Locator => page.getByRole('tablist').locator('[role=tab][aria-selected=true]');

export async function tabTitles(page: Page): Promise<string[]> {
  return tabs(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('title') ?? ''));
}

/** Waits until the strip shows exactly these titles, in this order. */
export async function expectTabs(page: Page, titles: readonly string[], timeout = 10_000): Promise<void> {
  // Polled in the page (bench imports this file outside Vitest, so no expect.poll here).
  const expected = JSON.stringify(titles);
  try {
    await page.waitForFunction(
      (wanted) => JSON.stringify([...document.querySelectorAll('.tab-strip[role=tablist] [role=tab]')].map((tab) => tab.getAttribute('title') ?? '')) === wanted,
      expected,
      { timeout },
    );
  } catch {
    const seen = await tabTitles(page).catch(() => []);
    throw new Error(`the tab strip shows ${JSON.stringify(seen)}, expected ${expected} (page ${page.url()})`);
  }
}

/** Opens a page by its address (a full load) and waits until its tab is the selected one. */
export async function openByAddress(page: Page, baseUrl: string, path: string, title: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  try {
    await page.waitForFunction(
      (expected) => document.querySelector('[role=tablist] [role=tab][aria-selected=true]')?.getAttribute('title') === expected,
      title,
      { timeout: 15_000 },
    );
  } catch {
    throw new Error(`opening ${path} did not select a tab "${title}": the page is ${page.url()}, tabs ${JSON.stringify(await tabTitles(page))}`);
  }
}

/** The right panel (a side sheet) opened from the top bar's 主题设置 or 我的收藏 button. */
export async function openPanel(page: Page, name: '主题设置' | '我的收藏'): Promise<Locator> {
  await page.getByRole('button', { name, exact: true }).click();
  const panel = page.locator('.right-panel').filter({ has: page.locator('.semi-sidesheet-title', { hasText: name }) });
  await panel.waitFor();
  return panel;
}

/** Closes the right panel with Esc and waits for it to be gone. */
export async function closePanel(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator('.right-panel .semi-sidesheet-inner').waitFor({ state: 'hidden' });
}

/** A display-settings cookie's value, decoded (undefined when the cookie is not set). */
export async function displayCookie(page: Page, name: string): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === name);
  return cookie === undefined ? undefined : decodeURIComponent(cookie.value);
}

/** A CSS custom property as the body computes it. */
export async function bodyVariable(page: Page, name: string): Promise<string> {
  return page.locator('body').evaluate((body, variable) => getComputedStyle(body).getPropertyValue(variable).trim(), name);
}

export const sidebar = (page: Page): Locator => page.getByRole('navigation', { name: '侧边导航' });
