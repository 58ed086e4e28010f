// Issue 3's search end to end: the top bar's search finds affairs and notices with the matches
// marked, a hit opens its page, and a notice's 返回 goes back to the results.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, pathOf, waitForPath } from './support/login';

const e2e = useBrowser();
const TEXT = '临时用地';

const results = (page: Page) => page.locator('section.search-page');
const hits = (page: Page) => results(page).locator('.search-hit');

/** Searches from the top bar and waits for the results. */
async function searchFromTopBar(page: Page, text: string): Promise<void> {
  const box = page.locator('.shell-top-bar-search').getByRole('textbox', { name: '搜索' });
  await box.fill(text);
  await box.press('Enter');
  await waitForPath(page, '/search');
  await hits(page).first().waitFor({ timeout: 15_000 });
}

/** Shows one kind by its tab (事务/备案/通知公告, each with its count), waits for its hits and returns how many it has. */
async function showKind(page: Page, label: string): Promise<number> {
  const tab = results(page).locator('.search-page__tabs .semi-radio', { hasText: new RegExp(`^${label}（\\d+）$`) });
  const count = Number(/（(\d+)）/.exec(await tab.innerText())?.[1] ?? '0');
  await tab.click();
  await expect.poll(() => tab.getByRole('radio').isChecked()).toBe(true);
  await expect.poll(async () => (await hits(page).locator('.search-hit__kind').allInnerTexts()).every((kind) => kind.trim() === label)).toBe(true);
  return count;
}

/** Every shown hit marks the text in its title or snippet. */
async function expectMarkedHits(page: Page): Promise<void> {
  const count = await hits(page).count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const marks = (await hits(page).nth(index).locator('mark').allInnerTexts()).map((mark) => mark.trim());
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => mark === TEXT)).toBe(true);
  }
}

describe('search', () => {
  it('finds affairs and notices from the top bar with the matches marked', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await searchFromTopBar(page, TEXT);
    expect(new URL(page.url()).searchParams.get('txt')).toBe(TEXT);
    expect(await results(page).getByRole('textbox', { name: '搜索内容' }).inputValue()).toBe(TEXT);
    expect(await hits(page).first().locator('mark').count()).toBeGreaterThan(0);

    expect(await showKind(page, '事务')).toBeGreaterThan(0);
    await expectMarkedHits(page);
    expect(await showKind(page, '通知公告')).toBeGreaterThan(0);
    await expectMarkedHits(page);
  });

  it('opens a notice hit, whose 返回 goes back to the results', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await searchFromTopBar(page, TEXT);
    await showKind(page, '通知公告');
    const link = hits(page).first().locator('a.search-hit__title');
    const title = (await link.innerText()).trim();
    await link.click();
    await waitForPath(page, '/notice/details');
    const heading = page.getByRole('heading', { level: 1, name: title });
    await heading.waitFor({ timeout: 15_000 });
    expect(await page.getByText('发布单位').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: '返回' }).click();
    await waitForPath(page, '/search');
    expect(new URL(page.url()).searchParams.get('txt')).toBe(TEXT);
    await hits(page).first().waitFor();
  });

  it('opens an affair hit on its details page', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await searchFromTopBar(page, TEXT);
    await showKind(page, '事务');
    const link = hits(page).first().locator('a.search-hit__title');
    const title = (await link.innerText()).trim();
    await link.click();
    await page.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 15_000 });
    expect(pathOf(page).startsWith('/process/handle/details/')).toBe(true);
    await page.getByText(title, { exact: true }).first().waitFor({ timeout: 15_000 });
  });
});
