// 我的收藏 opens what it lists: a seeded 通知公告 on its details, a seeded 公文 on its 收文 and a
// seeded 案件 on 案件详情, and a notice, an affair and a supervision the county user bookmarks from
// their own pages (收藏 on 通知公告详情, 事务详情 and 督办详情) open from /collect on that very record;
// 返回 on the notice goes back to /collect. The bookmarks made here are cancelled at the end, for the
// files after this one.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

const toggle = (page: Page): Locator => page.getByRole('button', { name: /^(收藏|取消收藏)$/ });
const heading = (page: Page, title: string): Locator => page.getByRole('heading', { level: 1, name: title });
const collectRow = (page: Page, title: string): Locator => page.locator('.collect-page__table tbody tr.semi-table-row').filter({ hasText: title });

async function openCollect(page: Page): Promise<void> {
  await page.goto(`${e2e.baseUrl}/collect`);
  await page.locator('.collect-page__table tbody tr.semi-table-row').first().waitFor();
}

/** The bookmark status call the toggle makes on opening a record, and its answer. */
function statusAnswer(page: Page): Promise<boolean> {
  return page
    .waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname.startsWith('/api/default/bookmark/'), { timeout: 20_000 })
    .then(async (response) => ((await response.json()) as { data: { bookmarked: boolean } }).data.bookmarked);
}

/** Bookmarks the first of `candidates` not bookmarked yet, on its own page, and gives its title (the page's `title`) and address. */
async function bookmarkFirstFree(page: Page, candidates: Locator, title: Locator): Promise<{ title: string; url: string }> {
  const listUrl = page.url();
  await candidates.first().waitFor();
  const count = await candidates.count();
  for (let index = 0; index < count; index += 1) {
    const answered = statusAnswer(page);
    await candidates.nth(index).click();
    const bookmarked = await answered;
    await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe(String(bookmarked));
    if (!bookmarked) {
      const text = (await title.innerText()).trim();
      await toggle(page).click();
      await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('true');
      expect(await toggle(page).innerText()).toBe('取消收藏');
      return { title: text, url: page.url() };
    }
    await page.goto(listUrl);
    await candidates.first().waitFor();
  }
  throw new Error(`every candidate on ${listUrl} is bookmarked already`);
}

describe('我的收藏 opens its records', () => {
  it('opens a seeded notice bookmark on that notice', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openCollect(page);
    const row = page.locator('.collect-page__table tbody tr.semi-table-row').filter({ has: page.locator('.semi-tag', { hasText: '通知公告' }) }).first();
    const link = row.getByRole('link');
    const title = (await link.innerText()).trim();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/notice\/details\?id=TZ\d+$/);
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
    await heading(page, title).waitFor();
  });

  it('opens a seeded 公文 bookmark on its 收文 and a seeded 案件 bookmark on 案件详情', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    const opened = [
      { label: '公文', href: /^\/document\/receive\/register\?id=SW\d+$/, shown: (title: string) => page.locator('#receipt-detail-title', { hasText: title }) },
      { label: '案件', href: /^\/op\/handle\/details\/AJ\d+\?/, shown: (title: string) => heading(page, `案件详情：${title.split(' ')[0] ?? ''}`) },
    ];
    for (const { label, href, shown } of opened) {
      await openCollect(page);
      const link = page.locator('.collect-page__table tbody tr.semi-table-row').filter({ has: page.locator('.semi-tag', { hasText: label }) }).first().getByRole('link');
      const title = (await link.innerText()).trim();
      const path = (await link.getAttribute('href')) ?? '';
      expect(path).toMatch(href);
      await link.click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
      await shown(title).waitFor();
      await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('true');
    }
  });

  it('bookmarks a notice and an affair from their pages, and opens each from /collect', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));

    await page.goto(`${e2e.baseUrl}/notice/list`);
    const notice = await bookmarkFirstFree(page, page.locator('.notice-list__title'), page.locator('#notice-details-title'));
    expect(new URL(notice.url).pathname).toBe('/notice/details');
    await page.goto(`${e2e.baseUrl}/process/todo`);
    const affair = await bookmarkFirstFree(page, page.locator('tbody .semi-table-row'), page.locator('.affair-header__title'));
    expect(new URL(affair.url).pathname).toMatch(/^\/process\/handle\/details\//);

    await openCollect(page);
    await collectRow(page, notice.title).getByRole('link', { name: notice.title }).click();
    await page.waitForURL((url) => url.pathname === '/notice/details' && url.search === new URL(notice.url).search);
    await heading(page, notice.title).waitFor();
    await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: '返回' }).click();
    await page.waitForURL((url) => url.pathname === '/collect');

    await openCollect(page);
    await collectRow(page, affair.title).getByRole('link', { name: affair.title }).click();
    await page.waitForURL((url) => url.pathname === new URL(affair.url).pathname);
    await heading(page, affair.title).waitFor();
    await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('true');

    await openCollect(page);
    for (const { title } of [notice, affair]) {
      await page.getByRole('button', { name: `取消收藏 ${title}` }).click();
      await expect.poll(() => collectRow(page, title).count()).toBe(0);
    }
  });

  it('bookmarks a supervision on 督办详情 and opens it there from /collect', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));

    await page.goto(`${e2e.baseUrl}/process/supervise`);
    const supervision = await bookmarkFirstFree(page, page.locator('.supervise-list tbody .semi-table-row'), page.locator('#supervise-details-title'));
    const supervisionPath = new URL(supervision.url).pathname;
    expect(supervisionPath).toMatch(/^\/process\/handle\/supervise\/DB\d+$/);

    await openCollect(page);
    const row = collectRow(page, supervision.title);
    await row.locator('.semi-tag', { hasText: '事务' }).waitFor();
    await row.getByRole('link', { name: supervision.title }).click();
    await page.waitForURL((url) => url.pathname === supervisionPath);
    await heading(page, supervision.title).waitFor();
    await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('true');
    // 取消收藏 on the page takes it off 我的收藏 as well.
    await toggle(page).click();
    await expect.poll(() => toggle(page).getAttribute('aria-pressed')).toBe('false');
    await openCollect(page);
    await expect.poll(() => collectRow(page, supervision.title).count()).toBe(0);
  });
});
