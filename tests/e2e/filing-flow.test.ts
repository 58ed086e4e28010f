// Issue 5 in the browser: a 临时用地 filing from the county's draft to the province's filing
// number, a returned filing, a return application, a refused URL and two tabs on one draft.
// Each user signs in in their own browser context.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { colleagues, readmeAccount, type Account } from './support/accounts';
import { useBrowser } from './support/browser';
import { openAndSignIn, TOKEN_KEY } from './support/login';

const e2e = useBrowser();
const county = readmeAccount('county');
const city = readmeAccount('city');
const province = readmeAccount('province');

async function signedIn(account: Account): Promise<Page> {
  const page = await e2e.newPage();
  await openAndSignIn(page, e2e.baseUrl, account);
  return page;
}

const DAY_MS = 86_400_000;
/** A China-time date some days from now: approval dates may not be in the future. */
const chinaDate = (offsetDays: number): string => new Date(Date.now() + 8 * 3_600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);
const unique = (): string => Date.now().toString(36);

const field = (page: Page, name: string): Locator => page.locator(`.filing-form__field[data-field="${name}"]`);
const input = (page: Page, name: string): Locator => field(page, name).locator('input, textarea').first();
const fieldError = (page: Page, name: string): Locator => field(page, name).locator('.filing-form__error');
const toolbarButton = (page: Page, label: string): Locator => page.locator('.filing-toolbar').getByRole('button', { name: label, exact: true });
const statusTag = (page: Page): Locator => page.locator('.filing-header__title-line');
const dialog = (page: Page): Locator => page.getByRole('dialog').last();

async function fill(page: Page, name: string, value: string): Promise<void> {
  const target = input(page, name);
  await target.fill(value);
  await target.press('Tab');
}

/** A date field: typed into Semi's picker and confirmed with Enter. */
async function fillDate(page: Page, name: string, value: string): Promise<void> {
  const target = input(page, name);
  await target.click();
  await target.fill(value);
  await target.press('Enter');
  await page.keyboard.press('Escape');
  await expect.poll(() => target.inputValue()).toBe(value);
}

const BOUNDARY = ['115.95,28.55', '115.96,28.55', '115.96,28.56', '115.95,28.56', '115.95,28.55'].join('\n');

interface TemporaryInput {
  readonly projectName: string;
  readonly total: string;
  readonly parts: readonly [string, string, string, string];
}

/** A new 临时用地 filing typed in full on /initiate/details. */
async function typeTemporaryFiling(page: Page, value: TemporaryInput): Promise<void> {
  await page.goto(`${e2e.baseUrl}/initiate/details?keyTypeCode=1`);
  await page.getByRole('heading', { name: '新建临时用地备案' }).waitFor();
  await fill(page, 'projectName', value.projectName);
  await fill(page, 'userUnit', '江西省交通投资集团有限责任公司');
  await fill(page, 'location', '南昌县八一乡');
  await fill(page, 'approvalNumber', `洪自然资临字〔E2E〕${unique()}号`);
  await fillDate(page, 'approvalDate', chinaDate(-5));
  await fill(page, 'termMonths', '12');
  await fill(page, 'totalArea', value.total);
  const [cultivated, other, construction, unused] = value.parts;
  await fill(page, 'cultivatedArea', cultivated);
  await fill(page, 'otherAgriculturalArea', other);
  await fill(page, 'constructionArea', construction);
  await fill(page, 'unusedArea', unused);
  await fill(page, 'restorationPlan', '使用期满后一年内恢复耕种条件');
  await fillDate(page, 'restorationDeadline', chinaDate(400));
  // The coordinates editor of the boundary map applies a valid ring as it is typed.
  await field(page, 'boundary').locator('textarea').fill(BOUNDARY);
}

/** The record key the header shows once the draft is saved. */
async function recordKey(page: Page): Promise<string> {
  const text = await page.locator('.filing-header__key').innerText({ timeout: 15_000 });
  const key = /BA\d+/u.exec(text)?.[0];
  if (key === undefined) throw new Error(`no record key in "${text}"`);
  return key;
}

const detailsUrl = (route: string, key: string): string =>
  `${e2e.baseUrl}${route}?${new URLSearchParams({ subParams: JSON.stringify({ keyNumGather: key, keyTypeCode: '1' }) }).toString()}`;

async function openDetails(page: Page, route: string, key: string): Promise<void> {
  await page.goto(detailsUrl(route, key));
  await page.locator('.filing-header__key', { hasText: key }).waitFor({ timeout: 15_000 });
}

/** Opens the step's dialog, writes its text when it has one, confirms and waits for it to close. */
async function step(page: Page, label: string, text?: string): Promise<void> {
  await toolbarButton(page, label).click();
  const open = dialog(page);
  await open.waitFor();
  if (text !== undefined) await open.locator('textarea').fill(text);
  await open.locator('.dialog-footer button').last().click();
  await open.waitFor({ state: 'hidden', timeout: 20_000 });
}

async function reportValid(page: Page, projectName: string): Promise<string> {
  await typeTemporaryFiling(page, { projectName, total: '2.5', parts: ['1.2', '0.8', '0.3', '0.2'] });
  await toolbarButton(page, '上报').click();
  await expect.poll(() => statusTag(page).innerText(), { timeout: 20_000 }).toContain('已上报');
  return recordKey(page);
}

/** The next filing number of a type, as the license ledger says (read with the page's own session). */
async function nextFilingNumber(page: Page, typeCode: string): Promise<string> {
  return page.evaluate(
    async ({ tokenKey, code }) => {
      const raw = sessionStorage.getItem(tokenKey) ?? '';
      const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const response = await fetch(`/api/op/license/getOpLicenseIndex/${code}`, { headers: { Authorization: `Bearer ${token}` } });
      const envelope = (await response.json()) as { data: { nextNumber: string } };
      return envelope.data.nextNumber;
    },
    { tokenKey: TOKEN_KEY, code: typeCode },
  );
}

describe('filing flow', () => {
  it('county reports a 临时用地 filing after fixing its parts, city passes it, province files it with the next number', async () => {
    const projectName = `八一乡施工便道（E2E-${unique()}）`;
    const countyPage = await signedIn(county);
    await typeTemporaryFiling(countyPage, { projectName, total: '2.5', parts: ['1.5', '1.2', '0', '0'] });
    // Validation on blur already names the total; the report then saves the draft and runs the data check.
    expect(await fieldError(countyPage, 'totalArea').innerText()).toContain('各分项面积之和（2.7000公顷）超过总面积');
    await toolbarButton(countyPage, '上报').click();
    await expect.poll(() => countyPage.locator('.filing-details__banner').innerText(), { timeout: 20_000 }).toContain('数据检查未通过');

    await expect.poll(() => fieldError(countyPage, 'totalArea').innerText(), { timeout: 20_000 }).toContain('各分项面积之和（2.7000公顷）超过总面积');
    expect(await statusTag(countyPage).innerText()).toContain('待上报');
    // Saved, the new filing has moved to its own record's page, form and problems included.
    expect(new URL(countyPage.url()).pathname).toBe('/toBeReported/details');
    expect(await input(countyPage, 'projectName').inputValue()).toBe(projectName);
    expect(await input(countyPage, 'cultivatedArea').inputValue()).toBe('1.5');
    expect(await input(countyPage, 'otherAgriculturalArea').inputValue()).toBe('1.2');
    expect(await input(countyPage, 'restorationPlan').inputValue()).toBe('使用期满后一年内恢复耕种条件');

    await fill(countyPage, 'otherAgriculturalArea', '1.0');
    await toolbarButton(countyPage, '上报').click();
    await expect.poll(() => statusTag(countyPage).innerText(), { timeout: 20_000 }).toContain('等待市级审核');
    expect(await fieldError(countyPage, 'totalArea').count()).toBe(0);
    const key = await recordKey(countyPage);

    const cityPage = await signedIn(city);
    await openDetails(cityPage, '/query/toBeReviewedDetail', key);
    await step(cityPage, '审核通过', '同意上报。');
    await expect.poll(() => statusTag(cityPage).innerText()).toContain('等待省级备案');

    const provincePage = await signedIn(province);
    const expected = await nextFilingNumber(provincePage, '1');
    await openDetails(provincePage, '/query/toBeReviewedDetail', key);
    await step(provincePage, '审核通过');
    await expect.poll(() => statusTag(provincePage).innerText()).toContain(`备案编号 ${expected}`);
    expect(await statusTag(provincePage).innerText()).toContain('已备案');

    await openDetails(countyPage, '/query/details', key);
    expect(await statusTag(countyPage).innerText()).toContain(`备案编号 ${expected}`);
    await countyPage.getByRole('tab', { name: '历史记录' }).click();
    const history = await countyPage.locator('.filing-history').innerText();
    for (const text of ['新建', '上报', '已上报 → 已备案', expected, '同意上报。']) expect(history).toContain(text);
  });

  it('a returned filing is back in the returned list with its opinion, is edited and reported again', async () => {
    const countyPage = await signedIn(county);
    const projectName = `蒋巷镇取土场（E2E-${unique()}）`;
    const key = await reportValid(countyPage, projectName);

    const cityPage = await signedIn(city);
    await openDetails(cityPage, '/query/toBeReviewedDetail', key);
    await toolbarButton(cityPage, '退回').click();
    await dialog(cityPage).locator('.dialog-footer button').last().click();
    await expect.poll(() => dialog(cityPage).innerText()).toContain('退回必须填写退回意见');
    await dialog(cityPage).locator('textarea').fill('复垦方案不完整，请补充后重新上报。');
    await dialog(cityPage).locator('.dialog-footer button').last().click();
    await dialog(cityPage).waitFor({ state: 'hidden', timeout: 20_000 });
    await expect.poll(() => statusTag(cityPage).innerText()).toContain('已退回');

    // It is back in the county's 已退回 list with the opinion, and opens from there.
    await countyPage.goto(`${e2e.baseUrl}/recordReport/rollBack`);
    const returnedList = countyPage.locator('.filing-list:visible');
    await returnedList.getByLabel('关键字').fill(projectName);
    await returnedList.getByRole('button', { name: '查询', exact: true }).click();
    const returnedRow = returnedList.locator('tbody .semi-table-row', { hasText: projectName });
    await expect.poll(() => returnedRow.count(), { timeout: 20_000 }).toBe(1);
    expect(await returnedRow.innerText()).toContain('复垦方案不完整');
    await returnedRow.click();
    await countyPage.waitForURL((url) => url.pathname === '/rollBack/details', { timeout: 20_000 });
    await countyPage.locator('.filing-header').waitFor();
    expect(await countyPage.locator('.filing-header').innerText()).toContain('复垦方案不完整，请补充后重新上报。');
    expect(await recordKey(countyPage)).toBe(key);
    await fill(countyPage, 'restorationPlan', '使用期满后一年内恢复耕种条件，复垦费用由用地单位承担');
    await toolbarButton(countyPage, '上报').click();
    await expect.poll(() => statusTag(countyPage).innerText(), { timeout: 20_000 }).toContain('已上报');
    await countyPage.getByRole('tab', { name: '历史记录' }).click();
    const history = await countyPage.locator('.filing-history').innerText();
    expect(history).toContain('已上报 → 已退回');
    expect(history).toContain('复垦方案');
  });

  it('a return application approved by the province makes the filing editable again', async () => {
    const countyPage = await signedIn(county);
    const key = await reportValid(countyPage, `幽兰镇堆料场（E2E-${unique()}）`);
    const cityPage = await signedIn(city);
    await openDetails(cityPage, '/query/toBeReviewedDetail', key);
    await step(cityPage, '审核通过');
    const provincePage = await signedIn(province);
    await openDetails(provincePage, '/query/toBeReviewedDetail', key);
    await step(provincePage, '审核通过');
    await expect.poll(() => statusTag(provincePage).innerText()).toContain('已备案');

    await openDetails(countyPage, '/query/details', key);
    await step(countyPage, '退卷申请', '批准文号录入错误，需要更正。');
    await expect.poll(() => statusTag(countyPage).innerText()).toContain('退卷申请待省级审批');

    await openDetails(provincePage, '/query/details', key);
    expect(await provincePage.locator('.filing-header').innerText()).toContain('批准文号录入错误，需要更正。');
    await step(provincePage, '同意退卷');
    await expect.poll(() => statusTag(provincePage).innerText()).toContain('待上报');

    await openDetails(countyPage, '/toBeReported/details', key);
    expect(await statusTag(countyPage).innerText()).toContain('待上报');
    await toolbarButton(countyPage, '保存草稿').waitFor();
    expect(await input(countyPage, 'projectName').isEditable()).toBe(true);
  });

  it('refuses another county’s filing opened by URL with a clear message', async () => {
    const page = await signedIn(county);
    await page.goto(detailsUrl('/query/details', 'BA360124000001'));
    await page.getByRole('heading', { name: '无权查看该备案记录' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.filing-details--message').innerText()).toContain('无权查看或操作其他辖区的备案记录');

    await page.goto(`${e2e.baseUrl}/query/details?subParams=%7Bbroken`);
    await page.getByRole('heading', { name: '备案详情无法打开' }).waitFor();
    expect(await page.locator('main').last().innerText()).toContain('subParams 不是有效的 JSON');
  });

  it('two tabs on one draft: the second save is refused and its edits stay on screen', async () => {
    const first = await signedIn(county);
    await typeTemporaryFiling(first, { projectName: `三江镇临时便道（E2E-${unique()}）`, total: '1', parts: ['0.5', '0', '0', '0'] });
    await toolbarButton(first, '保存草稿').click();
    const key = await recordKey(first);

    const second = await signedIn(colleagues.affairPeer);
    await openDetails(second, '/toBeReported/details', key);

    await fill(first, 'location', '南昌县三江镇前进村');
    await toolbarButton(first, '保存草稿').click();
    await first.getByText('草稿已保存').waitFor({ timeout: 15_000 });

    await fill(second, 'location', '南昌县三江镇后村');
    await toolbarButton(second, '保存草稿').click();
    const banner = second.locator('.filing-details__banner');
    await expect.poll(() => banner.innerText(), { timeout: 15_000 }).toContain('该记录已被他人修改');
    expect(await input(second, 'location').inputValue()).toBe('南昌县三江镇后村');

    await banner.getByRole('button', { name: '重新加载' }).click();
    await expect.poll(() => input(second, 'location').inputValue()).toBe('南昌县三江镇前进村');
  });

  it('the uid deep link signs in and opens the record after the common-parameters call', async () => {
    const page = await signedIn(county);
    const key = await reportValid(page, `塔城乡施工便道（E2E-${unique()}）`);
    await page.goto(`${e2e.baseUrl}/toBeReported/details?keydignumgather=${key}&paramType=4`);
    await page.locator('.filing-header__key', { hasText: key }).waitFor({ timeout: 15_000 });
    expect(await statusTag(page).innerText()).toContain('已上报');

    // The whole uid link from a fresh browser (SPEC section 2, entry guard): sign-in by uid, then deal=1 with the key.
    const linked = await e2e.newPage();
    await linked.goto(`${e2e.baseUrl}/?uid=${encodeURIComponent(colleagues.affairPeer.userId)}&deal=1&keydignumgather=${key}`);
    await linked.waitForURL((url) => url.pathname === '/toBeReported/details', { timeout: 20_000 });
    expect(new URL(linked.url()).searchParams.get('paramType')).toBe('2');
    await linked.locator('.filing-header__key', { hasText: key }).waitFor({ timeout: 15_000 });
    expect(await statusTag(linked).innerText()).toContain('已上报');
  });
});
