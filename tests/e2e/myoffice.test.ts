// 我的办公 end to end: the county user opens it from the top bar's settings menu, its unread
// message and 待回复 meeting counts equal the sidebar's badges, and a row opens its details page;
// /survey opens the 建设踏勘 list; a message's PDF attachment opens full page (pdfread) for its
// recipient, and a user who is not a party to the message gets the 404 page.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { openByAddress, sidebar } from './support/shell';

const e2e = useBrowser();
const APPROVAL = new URL('../../mock-server/assets/seed-files/approval.pdf', import.meta.url);
const SUBJECT = '附件预览检查（e2e-myoffice）';
const PDF_NAME = '用地审批意见（e2e）.pdf';

/** A badge of the new sidebar, 0 when it shows none. */
async function badge(page: Page, group: string, item: RegExp): Promise<number> {
  const nav = sidebar(page);
  const link = nav.getByRole('link', { name: item });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: group }).click();
  await link.waitFor();
  const marks = link.locator('.shell-badge');
  return (await marks.count()) === 0 ? 0 : Number(await marks.innerText());
}

const count = (page: Page, key: string): Promise<string> => page.getByTestId(`office-count-${key}`).innerText();
const section = (page: Page, name: string): Locator => page.getByRole('region', { name });

/** The ink on the viewer's canvas: a rendered PDF page has thousands of dark pixels. */
const ink = (canvas: Locator): Promise<number> =>
  canvas.evaluate((element: HTMLCanvasElement) => {
    const context = element.getContext('2d');
    if (context === null || element.width === 0) return 0;
    const { data } = context.getImageData(0, 0, element.width, element.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 0) dark += 1;
    return dark;
  });

describe('我的办公', () => {
  it('county: the counts equal the badges, a row opens its details, and /survey opens 建设踏勘', async () => {
    const page = await e2e.newPage();
    await page.context().addCookies([{ name: 'navModel', value: 'siamese', url: e2e.baseUrl }]);
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await page.getByRole('button', { name: '设置', exact: true }).click();
    await page.getByRole('menuitem', { name: '我的办公' }).click();
    await page.waitForURL((url) => url.pathname === '/myoffice');
    await page.getByRole('heading', { level: 1, name: '我的办公' }).waitFor({ timeout: 15_000 });
    await section(page, '消息').locator('.office-list').waitFor({ timeout: 15_000 });
    await section(page, '会议').locator('.office-list').waitFor({ timeout: 15_000 });

    await expect.poll(async () => (await count(page, 'messages')) === `未读消息 ${await badge(page, '个人秘书', /^收件箱/)} 条`, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await count(page, 'meetings')).endsWith(`待回复 ${await badge(page, '会议管理', /^会议申请/)} 场`), { timeout: 15_000 }).toBe(true);
    expect(await auditAccessibility(page, '我的办公')).toEqual([]);

    const firstMessage = section(page, '消息').locator('.office-list__title').first();
    const subject = await firstMessage.innerText();
    await firstMessage.click();
    await page.waitForURL((url) => url.pathname === '/office/secretary/messageDetail', { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: subject }).waitFor({ timeout: 15_000 });

    await openByAddress(page, e2e.baseUrl, '/survey', '建设踏勘');
    await page.locator('section.survey .semi-table-row', { hasText: '南昌县' }).first().waitFor({ timeout: 15_000 });
  });

  it('pdfread shows a message attachment PDF to its recipient and the 404 page to anyone else', async () => {
    const county = await e2e.newPage();
    await openAndSignIn(county, e2e.baseUrl, readmeAccount('county'));
    await county.goto(`${e2e.baseUrl}/office/secretary/editMessage`);
    await county.getByRole('heading', { level: 1, name: '写消息' }).waitFor({ timeout: 15_000 });
    await county.locator('.message__picker').click();
    await county.locator('.semi-tree-select-popover input[type=text]').fill('王丽华');
    await county.locator('.semi-tree-option', { hasText: '王丽华' }).first().click();
    await county.keyboard.press('Escape');
    await county.getByRole('textbox', { name: '主题' }).fill(SUBJECT);
    await county.getByRole('textbox', { name: '正文' }).fill('王科长：\n审批意见见附件，请审阅。');
    await county.locator('.files-upload__input').setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: await readFile(APPROVAL) });
    await county.locator('[data-testid=files-row]', { hasText: PDF_NAME }).waitFor({ timeout: 15_000 });
    await county.getByRole('button', { name: '发送' }).click();
    await county.waitForURL((url) => url.pathname === '/office/secretary/messageDetail', { timeout: 15_000 });
    const messageAddress = county.url();

    const city = await e2e.newPage();
    await openAndSignIn(city, e2e.baseUrl, readmeAccount('city'));
    await city.goto(messageAddress);
    await city.getByRole('heading', { level: 1, name: SUBJECT }).waitFor({ timeout: 15_000 });
    await city.getByRole('button', { name: `预览 ${PDF_NAME}` }).click();
    await city.waitForURL((url) => url.pathname === '/office/secretary/pdfread', { timeout: 15_000 });
    await city.getByRole('heading', { level: 1, name: `附件预览：${PDF_NAME}` }).waitFor({ timeout: 15_000 });
    const canvas = city.locator('.pdf-viewer canvas');
    await canvas.waitFor({ timeout: 20_000 });
    await expect.poll(() => ink(canvas), { timeout: 20_000 }).toBeGreaterThan(2000);
    expect(await auditAccessibility(city, '附件预览')).toEqual([]);
    const pdfAddress = city.url();
    await city.getByRole('button', { name: '返回消息' }).click();
    await city.getByRole('heading', { level: 1, name: SUBJECT }).waitFor({ timeout: 15_000 });

    const province = await e2e.newPage();
    await openAndSignIn(province, e2e.baseUrl, readmeAccount('province'));
    await province.goto(pdfAddress);
    await province.getByRole('heading', { level: 1, name: '页面不存在（404）' }).waitFor({ timeout: 15_000 });
    expect(await province.locator('canvas').count()).toBe(0);
    expect(await province.getByRole('button', { name: '返回收件箱' }).isVisible()).toBe(true);
  });
});
