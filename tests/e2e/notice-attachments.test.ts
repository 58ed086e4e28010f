// The seed's notices attach real files: 南昌县 sees the count in its list, opens a 南昌市 notice and
// downloads its workbook, and previews the PDF of a province-wide notice, in the files panel.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { buildDemoNoticeBoard } from '../../src/demo/notices';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();

const demo = generateDemoData();
const seeded = buildDemoNoticeBoard(demo.users, demo.seed).notices;

/** The seed's newest published notice to the scope whose first attachment is of the kind (on the list's first page). */
function noticeWith(scopeCode: string, extension: string): { readonly id: string; readonly title: string; readonly attachment: string } {
  const notice = seeded.findLast((n) => n.scopeCode === scopeCode && n.status === 'published' && n.attachments[0]?.endsWith(extension) === true);
  if (notice?.attachments[0] === undefined) throw new Error(`no seeded ${scopeCode} notice with a ${extension} attachment`);
  return { id: notice.id, title: notice.title, attachment: notice.attachments[0] };
}

const row = (page: Page, name: string) => page.getByTestId('files-row').filter({ hasText: name });

async function openNotice(page: Page, id: string, title: string): Promise<void> {
  await page.goto(`${e2e.baseUrl}/notice/details?id=${id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

describe('seeded notice attachments', () => {
  it('南昌县 downloads the workbook of a 南昌市 notice and previews the PDF of a province notice from the files panel', async () => {
    const city = noticeWith('360100', '.xlsx');
    const province = noticeWith('360000', '.pdf');
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));

    await page.goto(`${e2e.baseUrl}/notice/list`);
    const listed = page.locator('.notice-list__item').filter({ hasText: province.title });
    await listed.waitFor();
    expect((await listed.locator('.notice-list__attachments').textContent())?.trim()).toBe('1');

    await openNotice(page, city.id, city.title);
    const sheet = row(page, city.attachment);
    await sheet.getByRole('button', { name: /^预览/ }).waitFor();
    const downloading = page.waitForEvent('download');
    await sheet.getByRole('button', { name: /^下载/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(city.attachment);
    // An .xlsx is a zip.
    expect([...(await readFile(await download.path())).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);

    await openNotice(page, province.id, province.title);
    await row(page, province.attachment).getByRole('button', { name: /^预览/ }).click();
    await page.getByRole('dialog').filter({ hasText: province.attachment }).waitFor();
  });
});
