// 秘书 end to end with a context per user: the county user writes to the city user (picked from
// the people tree), the city user's 收件箱 badge counts it without a reload (server push), the
// city user reads it, and the county user sees the read receipt with its time.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { sidebar } from './support/shell';

const e2e = useBrowser();
const SUBJECT = '消息回执检查（e2e-message）';

/** The 收件箱 badge in the new sidebar, 0 when it shows none. */
async function inboxBadge(page: Page): Promise<number> {
  const nav = sidebar(page);
  const link = nav.getByRole('link', { name: /^收件箱/ });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: '个人秘书' }).click();
  await link.waitFor();
  const marks = link.locator('.shell-badge');
  return (await marks.count()) === 0 ? 0 : Number(await marks.innerText());
}

describe('秘书', () => {
  it('a message is sent, counted on the recipient’s badge, read, and the sender sees the receipt; a malformed address gets a clear page', async () => {
    const city = await e2e.newPage();
    await city.context().addCookies([{ name: 'navModel', value: 'siamese', url: e2e.baseUrl }]);
    await openAndSignIn(city, e2e.baseUrl, readmeAccount('city'));
    await expect.poll(() => inboxBadge(city), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await inboxBadge(city);

    const county = await e2e.newPage();
    await openAndSignIn(county, e2e.baseUrl, readmeAccount('county'));
    await county.goto(`${e2e.baseUrl}/office/secretary/editMessage`);
    await county.getByRole('heading', { level: 1, name: '写消息' }).waitFor({ timeout: 15_000 });
    await county.getByRole('button', { name: '发送' }).click();
    await county.locator('.message__field [role=alert]').first().waitFor();
    expect(await auditAccessibility(county, '写消息')).toEqual([]);

    await county.locator('.message__picker').click();
    await county.locator('.semi-tree-select-popover input[type=text]').fill('王丽华');
    await county.locator('.semi-tree-option', { hasText: '王丽华' }).first().click();
    await county.keyboard.press('Escape');
    await county.getByRole('textbox', { name: '主题' }).fill(SUBJECT);
    await county.getByRole('textbox', { name: '正文' }).fill('王科长：\n抽查档案已备齐，请查收。');
    await county.getByRole('button', { name: '发送' }).click();
    await county.waitForURL((url) => url.pathname === '/office/secretary/messageDetail', { timeout: 15_000 });
    await county.getByRole('heading', { name: '阅读回执' }).waitFor();
    expect(await county.locator('.semi-table-row', { hasText: '王丽华' }).innerText()).toContain('未读');

    await expect.poll(() => inboxBadge(city), { timeout: 15_000 }).toBe(before + 1);
    await city.goto(`${e2e.baseUrl}/secretary/inbox`);
    const link = city.getByRole('link', { name: `查看消息：${SUBJECT}` });
    await link.waitFor({ timeout: 15_000 });
    expect(await link.evaluate((element) => getComputedStyle(element).fontWeight)).toBe('700');
    expect(await auditAccessibility(city, '收件箱')).toEqual([]);
    await link.click();
    await city.getByRole('heading', { level: 1, name: SUBJECT }).waitFor();
    expect(await city.locator('.message__body').innerText()).toContain('抽查档案已备齐');
    await expect.poll(() => inboxBadge(city), { timeout: 15_000 }).toBe(before);

    await county.reload();
    const receipt = county.locator('.semi-table-row', { hasText: '王丽华' });
    await receipt.getByText('已读', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await receipt.innerText()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    expect(await auditAccessibility(county, '消息详情（发件人）')).toEqual([]);

    // A malformed subParams gets a clear page, not a crash.
    await county.goto(`${e2e.baseUrl}/office/secretary/messageDetail?subParams=%7Bnot-json`);
    await county.getByText('无法打开消息').waitFor({ timeout: 15_000 });
    expect(await county.getByRole('button', { name: '返回收件箱' }).isVisible()).toBe(true);
  });
});
