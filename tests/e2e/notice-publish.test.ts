// 通知公告 written end to end: the province publishes a notice to 南昌市 with an attachment, the city
// and 南昌县 find it unread on their 工作台 and read it, a county of another city cannot see or open
// it, the province watches the receipts grow, and a notice full of script payloads shows as text.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NoticeDraft, NoticeInput } from '../../src/domain/notice/notice-types';
import { readmeAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, sessionToken } from './support/login';

const e2e = useBrowser();

async function signedIn(account: Account): Promise<Page> {
  const page = await e2e.newPage();
  await openAndSignIn(page, e2e.baseUrl, account);
  return page;
}

/** A writer's call with the page's token, from outside the browser. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const token = await sessionToken(page);
  const response = await fetch(`${e2e.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data?: T };
  if (!response.ok || json.data === undefined) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function publishThroughApi(page: Page, input: NoticeInput): Promise<NoticeDraft> {
  const draft = await api<NoticeDraft>(page, 'POST', '/api/notice/manage', input);
  return api<NoticeDraft>(page, 'POST', `/api/notice/manage/${draft.id}/publish`, { version: draft.version });
}

const listItem = (page: Page, title: string) => page.locator('.notice-list__item').filter({ hasText: title });
const receiptsSummary = (page: Page) => page.locator('.notice-receipts__summary');
const readCount = async (page: Page): Promise<number> => Number(/已读 (\d+) 人/.exec((await receiptsSummary(page).textContent()) ?? '')?.[1] ?? -1);

const noticeWidget = (page: Page) => page.locator('[data-widget="notice"]');

/** Signs in on the 工作台, sees the notice unread in 通知公告, opens it there and finds the attachment. */
async function readFromDashboard(account: Account, title: string, attachment: string): Promise<void> {
  const page = await signedIn(account);
  const row = noticeWidget(page).locator('li').filter({ hasText: title });
  await row.waitFor();
  expect(await row.getByText('未读', { exact: true }).count()).toBe(1);
  await row.getByRole('link').click();
  await page.waitForURL(/\/notice\/details\?id=/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByTestId('files-row').filter({ hasText: attachment }).waitFor();
  await page.goto(`${e2e.baseUrl}/notice/list`);
  await listItem(page, title).waitFor();
  expect(await listItem(page, title).getByText('未读', { exact: true }).count()).toBe(0);
  await page.context().close();
}

describe('notice publishing', () => {
  it('the province publishes to 南昌市 with an attachment; the city and 南昌县 see it unread on the 工作台 and read it; the receipts grow; 修水县 of 九江市 cannot see it', async () => {
    const title = `关于南昌市用地备案自查的通知 ${Date.now()}`;
    const attachment = '自查清单.txt';
    const province = await signedIn(readmeAccount('province'));
    await province.goto(`${e2e.baseUrl}/notice/manage`);
    await province.getByRole('button', { name: '新建通知' }).click();
    await province.waitForURL(/\/notice\/edit$/);
    await province.getByPlaceholder('请输入标题').fill(title);
    await province.getByRole('radio', { name: '通知' }).check();
    await province.locator('.notice-form__scope').click();
    await province.locator('.semi-tree-option').filter({ hasText: /^南昌市$/ }).click();
    await province.getByRole('textbox', { name: '正文' }).click();
    await province.keyboard.type('请南昌市各县区于月底前完成自查。');
    await province.getByRole('button', { name: '保存草稿' }).click();
    await province.waitForURL(/\/notice\/edit\?id=/);
    await province.locator('.files-upload__input').setInputFiles({ name: attachment, mimeType: 'text/plain', buffer: Buffer.from('自查清单内容') });
    await province.getByTestId('files-row').filter({ hasText: attachment }).waitFor();
    await province.getByRole('button', { name: '发布', exact: true }).click();
    await province.waitForURL(/\/notice\/details\?id=/);
    const id = new URL(province.url()).searchParams.get('id') ?? '';
    await province.getByRole('heading', { level: 1, name: title }).waitFor();
    await receiptsSummary(province).waitFor();
    expect(await province.getByText('南昌市', { exact: true }).count()).toBeGreaterThan(0);
    const before = await readCount(province);

    await readFromDashboard(readmeAccount('city'), title, attachment);
    await readFromDashboard(readmeAccount('county'), title, attachment);

    await province.reload();
    await receiptsSummary(province).waitFor();
    await expect.poll(() => readCount(province)).toBe(before + 2);

    // 修水县 (九江市) is outside 南昌市: not on its 工作台, not in its list, not found by address.
    const xiushui = await signedIn(readmeAccount('wuhuimin'));
    await noticeWidget(xiushui).locator('li').first().waitFor();
    expect(await noticeWidget(xiushui).getByText(title).count()).toBe(0);
    await xiushui.goto(`${e2e.baseUrl}/notice/list`);
    await xiushui.locator('.notice-list__item').first().waitFor();
    expect(await listItem(xiushui, title).count()).toBe(0);
    await xiushui.goto(`${e2e.baseUrl}/notice/details?id=${id}`);
    await xiushui.getByText('该通知公告不存在或您无权查看，请返回后重新选择。').waitFor();
    expect(id).not.toBe('');
  });

  it('a notice typed with script payloads through the API shows as harmless text: nothing runs', async () => {
    const province = await signedIn(readmeAccount('province'));
    const title = `安全测试通知 ${Date.now()}`;
    const body =
      '<p>正文开头</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script>' +
      '<p><a href="javascript:window.__xss=3;alert(3)">恶意链接</a> <a href="https://example.org/" onclick="window.__xss=4">正常链接</a></p>' +
      '<p style="position:fixed" onmouseover="window.__xss=5">正文结尾</p>';
    const notice = await publishThroughApi(province, { title, category: 'notice', body, scopeCode: '360000', pinned: false });
    const county = await signedIn(readmeAccount('county'));
    const dialogs: string[] = [];
    county.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await county.goto(`${e2e.baseUrl}/notice/details?id=${notice.id}`);
    const shown = county.locator('.notice-body');
    await shown.getByText('正文结尾').waitFor();
    await shown.getByText('恶意链接').click();
    await shown.getByText('正文结尾').hover();
    expect(await shown.locator('script, img[onerror], [onclick], [onmouseover], [style]').count()).toBe(0);
    expect(await shown.locator('a[href^="javascript" i]').count()).toBe(0);
    expect(await shown.getByRole('link', { name: '正常链接' }).getAttribute('rel')).toContain('noopener');
    expect(await county.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
