// The accessibility sweep: every screen of the product in the states a user reaches, so the gate
// of support/browser.ts sees them. Plain route visits are audited by the gate itself (page.goto
// settles and audits); states a goto does not reach (details pages, dialogs, panels, empty, error
// and loading lists) are audited here with auditAccessibility, and each test fails listing them.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FONT_CLASSES, SKINS } from '../../src/domain/theme/options';
import { auditAccessibility, ruleIds } from './support/accessibility';
import { README_ACCOUNTS, readmeAccount } from './support/accounts';
import { actionButton, affairDialog, registerTemporaryLand } from './support/affairs';
import { useBrowser } from './support/browser';
import { chooseAccountMenu, fillLogin, modal, openAndSignIn, openLogin, sessionToken, submitLogin, waitForPath } from './support/login';
import { bodyVariable, closePanel, openPanel, sidebar } from './support/shell';

const e2e = useBrowser();
const county = readmeAccount('county');
const FIXED_PAGES = ['/index', '/search?txt=南昌', '/home/profile', '/collect', '/guide', '/demo/upload'];
const LIST_PAGE = '/process/todo';
/** Each test visits many screens, each settled and audited. */
const SWEEP_TIMEOUT_MS = 300_000;

interface MenuItem {
  readonly path?: string;
  readonly meta?: { readonly title?: string };
  readonly children?: readonly MenuItem[];
}

/** The leaves of the signed-in user's menu (GET /api/user/getRouters) as paths, with their titles. */
async function menuLeaves(page: Page): Promise<{ path: string; title: string }[]> {
  const token = await sessionToken(page);
  const response = await fetch(`${e2e.baseUrl}/api/user/getRouters`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
  const body = (await response.json()) as { data: MenuItem[] };
  const leaves: { path: string; title: string }[] = [];
  const walk = (items: readonly MenuItem[], base: string): void => {
    for (const item of items) {
      const path = `${item.path?.startsWith('/') === true ? '' : `${base}/`}${item.path ?? ''}`.replace(/\/+/g, '/');
      if (item.children !== undefined && item.children.length > 0) walk(item.children, path);
      else leaves.push({ path, title: item.meta?.title ?? path });
    }
  };
  walk(body.data, '');
  return leaves;
}

function expectNoFindings(findings: readonly string[]): void {
  if (findings.length > 0) throw new Error(`${findings.length} serious/critical axe finding(s):\n${findings.join('\n')}`);
}

/** Opens a list, clicks its first row and waits for the details route. */
async function openFirstRow(page: Page, listPath: string, rowSelector = 'tbody .semi-table-row'): Promise<void> {
  await page.goto(`${e2e.baseUrl}${listPath}`);
  const row = page.locator(rowSelector).first();
  await row.waitFor({ timeout: 20_000 });
  await row.click();
  await page.waitForURL((url) => url.pathname !== listPath, { timeout: 20_000 });
}

async function setDisplayCookies(page: Page, cookies: Record<string, string>): Promise<void> {
  const { hostname } = new URL(e2e.baseUrl);
  await page.context().addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value: encodeURIComponent(value), domain: hostname, path: '/' })));
}

describe('the accessibility sweep', () => {
  it.each(README_ACCOUNTS.map((account) => [account.username, account] as const))('visits every menu route and fixed page of %s, each screen audited once in the run', async (_name, account) => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, account);
    const leaves = await menuLeaves(page);
    expect(leaves.length).toBeGreaterThan(0);
    for (const path of [...FIXED_PAGES, ...leaves.map((leaf) => leaf.path)]) await page.goto(`${e2e.baseUrl}${path}`);
  }, SWEEP_TIMEOUT_MS);

  it('audits the details pages of a filing, an affair, a supervision and a notice', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, county);
    const leaves = await menuLeaves(page);
    const pathOf = (title: string): string => {
      const leaf = leaves.find((entry) => entry.title === title);
      if (leaf === undefined) throw new Error(`county's menu has no ${title}: ${leaves.map((entry) => entry.title).join(', ')}`);
      return leaf.path;
    };
    const findings: string[] = [];
    for (const [title, label, rowSelector] of [
      ['备案查询', 'filing details', undefined],
      ['待办事务', 'affair details', undefined],
      ['督办事项', 'supervision details', undefined],
      ['通知公告', 'notice details', '.notice-list__title'],
    ] as const) {
      await openFirstRow(page, pathOf(title), rowSelector);
      findings.push(...(await auditAccessibility(page, label)));
    }
    expectNoFindings(findings);
  }, SWEEP_TIMEOUT_MS);

  it('audits the empty, error and loading states of a list', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, county);
    const findings: string[] = [];

    await page.goto(`${e2e.baseUrl}${LIST_PAGE}`);
    const search = page.getByPlaceholder('请输入事务标题');
    await search.fill('无此事务-accessibility');
    await search.press('Enter');
    await page.getByText('暂无数据').first().waitFor({ timeout: 15_000 });
    findings.push(...(await auditAccessibility(page, 'empty list')));

    await page.route('**/api/process/box/todo', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"服务器错误"}' }));
    await page.reload();
    await page.getByRole('button', { name: '重新加载' }).first().waitFor({ timeout: 15_000 });
    findings.push(...(await auditAccessibility(page, 'error state')));
    await page.unrouteAll();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/process/box/todo', async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(`${e2e.baseUrl}${LIST_PAGE}`);
    await page.locator('.semi-spin-spinning, .page-loading').first().waitFor({ timeout: 15_000 });
    findings.push(...(await auditAccessibility(page, 'loading list', 0)));
    release();
    await page.unrouteAll();
    expectNoFindings(findings);
  }, SWEEP_TIMEOUT_MS);

  it('audits the dialogs, the right panels and the new sidebar', async () => {
    const page = await e2e.newPage();
    const findings: string[] = [];
    // A first visit shows 版本更新说明 right after signing in.
    await page.route('**/api/op/version/visits**', (route) => route.fulfill({ contentType: 'application/json', body: '{"code":0,"msg":"","data":0}' }));
    await openLogin(page, e2e.baseUrl);
    await fillLogin(page, county);
    await submitLogin(page);
    await waitForPath(page, '/index');
    const version = modal(page, '版本更新说明');
    await version.waitFor({ timeout: 15_000 });
    findings.push(...(await auditAccessibility(page, '版本更新说明')));
    await version.getByRole('button', { name: '我知道了' }).click();
    await version.waitFor({ state: 'hidden' });
    await page.unrouteAll();

    await chooseAccountMenu(page, '修改密码');
    await modal(page, '修改密码').waitFor();
    findings.push(...(await auditAccessibility(page, '修改密码')));
    await page.keyboard.press('Escape');
    await modal(page, '修改密码').waitFor({ state: 'hidden' });

    await registerTemporaryLand(page, e2e.baseUrl, '无障碍检查事务');
    await actionButton(page, '发送').click();
    await affairDialog(page).waitFor();
    findings.push(...(await auditAccessibility(page, '发送 dialog')));
    await page.keyboard.press('Escape');
    await affairDialog(page).waitFor({ state: 'hidden' });

    const supervision = (await menuLeaves(page)).find((leaf) => leaf.title === '督办事项');
    if (supervision !== undefined) {
      await page.goto(`${e2e.baseUrl}${supervision.path}`);
      const create = page.getByRole('button', { name: '新建督办' });
      if ((await create.count()) > 0) {
        await create.click();
        await modal(page, '新建督办').waitFor();
        findings.push(...(await auditAccessibility(page, '新建督办')));
        await page.keyboard.press('Escape');
      }
    }

    await page.goto(`${e2e.baseUrl}/index`);
    const collect = await openPanel(page, '我的收藏');
    await collect.waitFor();
    findings.push(...(await auditAccessibility(page, '我的收藏 panel')));
    await closePanel(page);
    const theme = await openPanel(page, '主题设置');
    findings.push(...(await auditAccessibility(page, '主题设置 panel')));
    await theme.getByText('新版', { exact: true }).click();
    await sidebar(page).getByRole('button', { name: '应用', exact: true }).waitFor();
    await closePanel(page);
    findings.push(...(await auditAccessibility(page, 'new sidebar')));
    expectNoFindings(findings);
  }, SWEEP_TIMEOUT_MS);

  it('audits /index and a list in each skin and in each font size', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, county);
    // Colour and size act independently (bar colours vs. type scale), so every skin is audited at
    // the standard size and every size in the default skin: 8 looks instead of all 20 pairs.
    const [defaultSkin] = SKINS;
    const standard = FONT_CLASSES.find((font) => font.id === 'standardFontSize');
    if (defaultSkin === undefined || standard === undefined) throw new Error('the theme options lost the default skin or the standard font size');
    const looks = [...SKINS.map((skin) => ({ skin, font: standard })), ...FONT_CLASSES.filter((font) => font !== standard).map((font) => ({ skin: defaultSkin, font }))];
    for (const { skin, font } of looks) {
      await setDisplayCookies(page, { currentColorName: skin.id, navColor: skin.navColor, sidebarColor: skin.sidebarColor, fontClass: font.id });
      for (const path of ['/index', LIST_PAGE]) {
        // The gate audits each goto once per skin and font size.
        await page.goto(`${e2e.baseUrl}${path}`);
        expect((await bodyVariable(page, '--app-sidebar')).toLowerCase()).toBe(skin.sidebarColor.toLowerCase());
        expect(await bodyVariable(page, '--app-font-size')).toBe(`${font.basePx}px`);
      }
    }
  }, SWEEP_TIMEOUT_MS);

  it('can fail: an injected low-contrast text and a button inside a button are reported as exactly those rules', async () => {
    const page = await e2e.newPage();
    await openAndSignIn(page, e2e.baseUrl, county);
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.id = 'gate-probe';
      probe.innerHTML =
        '<p id="gate-probe-contrast">对比度不足的文字</p>' +
        '<div id="gate-probe-outer" role="button" tabindex="0">外层按钮<button id="gate-probe-inner" type="button">内层按钮</button></div>';
      document.body.append(probe);
      // Through CSSOM: the server's CSP refuses style attributes written as markup.
      const faint = document.getElementById('gate-probe-contrast');
      if (faint !== null) Object.assign(faint.style, { color: '#eeeeee', background: '#ffffff' });
    });
    const findings = await auditAccessibility(page, 'probe');
    const probed = findings.filter((finding) => finding.includes('#gate-probe'));
    expect(ruleIds(probed)).toEqual(['color-contrast', 'nested-interactive']);
    expect(probed.join('\n')).toContain('#gate-probe-contrast');
    expect(probed.join('\n')).toContain('#gate-probe-outer');
    await page.evaluate(() => document.getElementById('gate-probe')?.remove());
  }, SWEEP_TIMEOUT_MS);

  it('can fail: an inline script a Content-Security-Policy forbids is collected as a violation', async () => {
    const page = await e2e.newPage();
    await page.route(`${e2e.baseUrl}/csp-probe`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: { 'Content-Security-Policy': "script-src 'self'" },
        body: '<!doctype html><html lang="zh-CN"><head><title>CSP</title></head><body><main><h1>CSP</h1><script>document.title = "ran";</script></main></body></html>',
      }),
    );
    await page.goto(`${e2e.baseUrl}/csp-probe`);
    // Both paths report it: the page's securitypolicyviolation event and chromium's console message.
    const seen: string[] = [];
    const collected = (): string[] => {
      seen.push(...e2e.takeCspViolations());
      return seen;
    };
    await expect.poll(() => collected().some((line) => /script-src\S* blocked inline/.test(line)), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => collected().some((line) => /Content Security Policy/.test(line)), { timeout: 10_000 }).toBe(true);
    expect(await page.title()).toBe('CSP');
  }, SWEEP_TIMEOUT_MS);
});
