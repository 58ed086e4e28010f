// 建设踏勘 end to end: the county user creates a survey of a temporary land use, uploads a site
// photo carrying EXIF GPS, takes its time and point, saves, and the saved point is the photo's;
// 打印踏勘报告 downloads a PDF naming the project; another county's survey by address is refused.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedFilingBook } from '../../src/demo/filings';
import { seedSurveyBook } from '../../src/demo/surveys';
import { surveyMessages } from '../../src/domain/survey/survey-messages';
import { exifPhoto } from '../support/exif-photo';
import { pdfText } from '../support/printed-text';
import { auditAccessibility } from './support/accessibility';
import { readmeAccount } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';
import { openByAddress } from './support/shell';

const e2e = useBrowser();

const seeded = seedSurveyBook(seedFilingBook(), generateDemoData().users).surveys;
const own = seeded.filter((s) => s.divisionCode === '360121');
const typedPoint = own[0];
const photoPoint = own[1];
const elsewhere = seeded.find((s) => s.divisionCode === '360102');

const form = (page: Page) => page.locator('form.survey__form');

async function pickFirst(page: Page, dropdownText: RegExp): Promise<string> {
  const option = page.locator('.semi-select-option').filter({ hasText: dropdownText }).first();
  await option.waitFor({ timeout: 15_000 });
  const text = await option.innerText();
  await option.click();
  return text;
}

describe('建设踏勘', () => {
  it('creates a survey, takes the photo EXIF point, saves it and prints the report', async () => {
    if (typedPoint === undefined || photoPoint === undefined) throw new Error('the seed has no surveys in 南昌县');
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openByAddress(page, e2e.baseUrl, '/temporaryLand/survey', '建设踏勘');
    // The loading placeholder is a table row too: wait for a row of the county's data.
    await page.locator('section.survey .semi-table-row', { hasText: '南昌县' }).first().waitFor({ timeout: 15_000 });
    expect(await auditAccessibility(page, '建设踏勘 列表')).toEqual([]);

    await page.getByRole('button', { name: '新建踏勘' }).click();
    await page.waitForURL((url) => url.searchParams.get('new') === '1');
    await form(page).getByRole('combobox', { name: '关联记录' }).click();
    const linkText = await pickFirst(page, /临时用地/);
    const projectName = linkText.split('（')[0] ?? '';

    await form(page).getByRole('combobox', { name: '踏勘人员' }).click();
    await pickFirst(page, /陈志强/);
    await page.keyboard.press('Escape');

    await form(page).getByRole('textbox', { name: '踏勘日期' }).or(form(page).locator('.semi-datepicker input').first()).first().fill('2026-11-20');
    await page.keyboard.press('Enter');
    await form(page).getByLabel('经度').fill(String(typedPoint.lon));
    await form(page).getByLabel('纬度').fill(String(typedPoint.lat));
    for (const row of await form(page).locator('.survey__check').all()) await row.getByText('否', { exact: true }).click();
    await form(page).locator('.survey__conclusion').getByText('符合', { exact: true }).click();
    await form(page).getByRole('button', { name: '保存' }).click();
    await page.waitForURL((url) => (url.searchParams.get('id') ?? '').startsWith('TK'), { timeout: 15_000 });
    const id = new URL(page.url()).searchParams.get('id') ?? '';

    const photo = exifPhoto({ takenAt: '2026-11-18T10:24:00', lon: photoPoint.lon, lat: photoPoint.lat });
    await page.locator('section.survey input[type=file]').setInputFiles({ name: '现场照片.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo) });
    await page.getByRole('button', { name: '使用照片的时间和位置' }).click({ timeout: 20_000 });
    await expect.poll(() => form(page).getByLabel('经度').inputValue()).toBe(String(photoPoint.lon));
    await form(page).getByRole('button', { name: '保存' }).click();
    await page.getByText('踏勘记录已保存').last().waitFor({ timeout: 15_000 });

    await openByAddress(page, e2e.baseUrl, `/temporaryLand/survey?id=${id}`, '建设踏勘');
    await expect.poll(() => form(page).getByLabel('经度').inputValue(), { timeout: 15_000 }).toBe(photoPoint.lon.toFixed(6).replace(/0+$/, '').replace(/\.$/, ''));
    expect(Number(await form(page).getByLabel('纬度').inputValue()).toFixed(6)).toBe(photoPoint.lat.toFixed(6));
    expect(Number(await form(page).getByLabel('经度').inputValue()).toFixed(6)).toBe(photoPoint.lon.toFixed(6));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '打印踏勘报告' }).click();
    const saved = await (await downloading).path();
    const { text } = await pdfText(new Uint8Array(await readFile(saved)));
    expect(text).toContain(projectName);
  });

  it("refuses another county's survey by address, with the reason and a way back", async () => {
    if (elsewhere === undefined) throw new Error('the seed has no survey in 东湖区');
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, readmeAccount('county'));
    await openByAddress(page, e2e.baseUrl, `/temporaryLand/survey?id=${elsewhere.id}`, '建设踏勘');
    await expect.poll(() => page.locator('section.survey').innerText(), { timeout: 15_000 }).toContain(surveyMessages.outOfJurisdiction);
    expect(await page.locator('form.survey__form').count()).toBe(0);
  });
});
