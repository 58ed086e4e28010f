// Files end to end on the 上传示例 page (/demo/upload): drag and drop with progress, the count
// limit, removal that asks first, previews by type (PDF pixels, image, GBK text, unsupported .dwg)
// and a download that keeps its Chinese name and bytes.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_GBK_NOTE_FIRST_LINE } from '../../src/demo/demo-gbk-note';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { modal, openAndSignIn, toastTexts } from './support/login';
import { openByAddress } from './support/shell';

const e2e = useBrowser();
const APPROVAL = new URL('../../mock-server/assets/seed-files/approval.pdf', import.meta.url);

async function openDemo(page: Page, filesKey?: string): Promise<void> {
  await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
  await openByAddress(page, e2e.baseUrl, `/demo/upload${filesKey === undefined ? '' : `?filesKey=${filesKey}`}`, '上传示例');
  await page.getByTestId('files-drop-zone').waitFor();
}

/** Drops files made in the page onto the drop zone, as a drag from the desktop does. */
async function dropFiles(page: Page, files: readonly { name: string; text: string }[]): Promise<void> {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) data.items.add(new File([file.text], file.name, { type: 'text/plain' }));
    return data;
  }, files);
  await page.getByTestId('files-drop-zone').dispatchEvent('drop', { dataTransfer: transfer });
}

const row = (page: Page, name: string) => page.getByTestId('files-row').filter({ hasText: name });

describe('files', () => {
  it('drops three files with progress and lists them; a fourth beyond the limit of three is refused; removing asks first', async () => {
    const page = await e2e.newPage();
    await openDemo(page);
    await expect.poll(() => page.getByText('暂无附件').isVisible()).toBe(true);
    // The uploads are held until the queue with its progress bars has been seen, then let through.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/file/upload**', async (route) => {
      await held;
      await route.continue();
    });
    const names = ['勘测记录一.txt', '勘测记录二.txt', '勘测记录三.txt'];
    await dropFiles(page, names.map((name) => ({ name, text: `${name} 内容` })));
    await expect.poll(() => page.getByTestId('files-queue-item').count()).toBe(3);
    await expect.poll(() => page.getByRole('progressbar', { name: `${names[0]} 上传进度` }).count()).toBe(1);
    release();
    for (const name of names) await row(page, name).waitFor();
    expect(await page.getByTestId('files-queue-item').count()).toBe(0);

    await dropFiles(page, [{ name: '第四个文件.txt', text: '四' }]);
    await expect.poll(() => toastTexts(page)).toContain('当前限制选择3个文件');
    expect(await page.getByTestId('files-row').count()).toBe(3);

    await row(page, names[1] ?? '').getByRole('button', { name: `删除 ${names[1]}` }).click();
    const confirm = modal(page, '移除附件');
    await confirm.getByText(`确定移除${names[1]}？`).waitFor();
    await confirm.getByRole('button', { name: '取消' }).click();
    expect(await page.getByTestId('files-row').count()).toBe(3);
    await row(page, names[1] ?? '').getByRole('button', { name: `删除 ${names[1]}` }).click();
    await confirm.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => page.getByTestId('files-row').count()).toBe(2);
    await expect.poll(() => row(page, names[1] ?? '').count()).toBe(0);
  });

  it('previews a PDF on a canvas with ink on page 1, an image, and a GBK text file', async () => {
    const page = await e2e.newPage();
    await openDemo(page, 'FJ-DEMO-0001');

    await row(page, '审批意见.pdf').getByRole('button', { name: /^预览/ }).click();
    const pdfDialog = modal(page, '南昌县八一乡临时用地审批意见.pdf');
    const canvas = pdfDialog.locator('canvas');
    await canvas.waitFor();
    await expect
      .poll(
        () =>
          canvas.evaluate((element: HTMLCanvasElement) => {
            const context = element.getContext('2d');
            if (context === null || element.width === 0) return 0;
            const { data } = context.getImageData(0, 0, element.width, element.height);
            let ink = 0;
            for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128 && (data[i + 3] ?? 0) > 0) ink += 1;
            return ink;
          }),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(2000);
    await pdfDialog.getByRole('button', { name: '关闭' }).last().click();

    await row(page, '现场照片（北侧）.jpg').getByRole('button', { name: /^预览/ }).click();
    const image = modal(page, '现场照片（北侧）.jpg').locator('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(640);
    await modal(page, '现场照片（北侧）.jpg').getByRole('button', { name: '关闭' }).last().click();

    await row(page, '勘测说明（GBK）.txt').getByRole('button', { name: /^预览/ }).click();
    const text = modal(page, '勘测说明（GBK）.txt').locator('pre');
    await expect.poll(() => text.innerText()).toContain(DEMO_GBK_NOTE_FIRST_LINE);
    expect(await text.innerText()).toContain('用地面积：0.86公顷');
  });

  it('says a .dwg cannot be previewed, and downloads a PDF under its Chinese name with the same bytes', async () => {
    const page = await e2e.newPage();
    await openDemo(page, 'FJ-DEMO-0001');

    await row(page, '临时用地红线图.dwg').getByRole('button', { name: /^预览/ }).click();
    await expect.poll(() => toastTexts(page)).toContain('暂不支持该格式的文件预览!');

    const downloading = page.waitForEvent('download');
    await row(page, '审批意见.pdf').getByRole('button', { name: /^下载/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('南昌县八一乡临时用地审批意见.pdf');
    const saved = await download.path();
    expect(Buffer.compare(await readFile(saved), await readFile(APPROVAL))).toBe(0);
  });
});
