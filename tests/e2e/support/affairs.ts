// What a user does with affairs in the browser, as page helpers free of Vitest: register, open
// from a box, press an action, choose a node and a handler, confirm. Texts are the UI's own.
import type { Locator, Page } from 'playwright-core';

export const TEMPORARY_LAND = '临时用地审批';

/** The affair details page's action toolbar button with this label. */
export const actionButton = (page: Page, label: string): Locator => page.locator('.affair-toolbar').getByRole('button', { name: label, exact: true });

/** The open affair dialog (Semi modal). */
export const affairDialog = (page: Page): Locator => page.getByRole('dialog').last();

/** 事务登记: picks 临时用地审批, fills the form and registers; resolves on the details page. */
export async function registerTemporaryLand(page: Page, baseUrl: string, title: string): Promise<void> {
  await page.goto(`${baseUrl}/process/register`);
  await page.getByRole('treeitem', { name: TEMPORARY_LAND }).click();
  await page.getByLabel('事务标题').fill(title);
  await page.getByLabel('项目名称').fill(`${title}项目`);
  await page.getByLabel('用地单位').fill('江西省交通投资集团有限责任公司');
  await page.getByLabel('坐落位置').fill('南昌县八一乡');
  await page.getByLabel('用地面积').fill('1.25');
  await page.getByLabel('使用期限').fill('18');
  await page.getByLabel('用途').fill('施工便道');
  await page.getByRole('button', { name: '登记', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 20_000 });
  await actionButton(page, '发送').waitFor();
}

/** Opens the affair with this title from a box (todo, done, finish, invalid, query). */
export async function openFromBox(page: Page, baseUrl: string, box: string, title: string): Promise<void> {
  await page.goto(`${baseUrl}/process/${box}`);
  const search = page.getByPlaceholder('请输入事务标题');
  await search.fill(title);
  await search.press('Enter');
  const row = page.locator('tbody .semi-table-row', { hasText: title });
  await row.first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/process/handle/details/'), { timeout: 20_000 });
  await page.locator('.affair-toolbar').waitFor();
}

/** Whether a box lists the affair (after searching its title). */
export async function boxHas(page: Page, baseUrl: string, box: string, title: string): Promise<boolean> {
  await page.goto(`${baseUrl}/process/${box}`);
  const search = page.getByPlaceholder('请输入事务标题');
  await search.fill(title);
  await search.press('Enter');
  const row = page.locator('tbody .semi-table-row', { hasText: title });
  const empty = page.getByText('暂无数据');
  await row.or(empty).first().waitFor({ timeout: 15_000 });
  return (await row.count()) > 0;
}

/** In an open forward dialog: picks the node (radio) when there is a choice. */
export async function chooseNode(page: Page, node: string): Promise<void> {
  const dialog = affairDialog(page);
  const radio = dialog.getByRole('radio', { name: node, exact: true });
  if ((await radio.count()) > 0) await radio.check();
  else await dialog.getByText(node, { exact: true }).first().click();
}

/** In an open dialog: opens the tree selector, searches and picks the handler leaf. */
export async function chooseHandler(page: Page, handler: string): Promise<void> {
  const dialog = affairDialog(page);
  await dialog.locator('.tree-select').click();
  const popover = page.locator('.tree-select__dropdown').last();
  const search = popover.locator('input').first();
  if ((await search.count()) > 0) await search.fill(handler);
  await popover.locator('.semi-tree-option', { hasText: handler }).last().click();
}

export async function writeOpinion(page: Page, opinion: string): Promise<void> {
  await affairDialog(page).locator('textarea').fill(opinion);
}

/** Presses the dialog's confirm button (确 定, or the action's red button) and waits for it to close (the action succeeded). */
export async function confirmDialog(page: Page): Promise<void> {
  const dialog = affairDialog(page);
  await dialog.locator('.dialog-footer button').last().click();
  await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
}

/** 发送 from the details page to a node and (unless it is the end) a handler. */
export async function send(page: Page, node: string, handler?: string, opinion?: string): Promise<void> {
  await actionButton(page, '发送').click();
  await chooseNode(page, node);
  if (handler !== undefined) await chooseHandler(page, handler);
  if (opinion !== undefined) await writeOpinion(page, opinion);
  await confirmDialog(page);
}

/** The history tab's rows as text. */
export async function historyText(page: Page): Promise<string> {
  await page.getByRole('tab', { name: '办理过程' }).click();
  const timeline = page.locator('.semi-timeline');
  await timeline.waitFor();
  return timeline.innerText();
}
