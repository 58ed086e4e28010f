// Issue 4 in the browser: several demo users, each in their own browser context, work one affair
// through the engine on the mock server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { colleagues, readmeAccount, type Account } from './support/accounts';
import { actionButton, affairDialog, boxHas, chooseHandler, chooseNode, historyText, openFromBox, registerTemporaryLand, send, writeOpinion, confirmDialog } from './support/affairs';
import { useBrowser } from './support/browser';
import { openAndSignIn } from './support/login';

const e2e = useBrowser();
const county = readmeAccount('county');
const city = readmeAccount('city');

async function signedIn(account: Account): Promise<Page> {
  const page = await e2e.newPage();
  await openAndSignIn(page, e2e.baseUrl, account);
  return page;
}

/** A title no seeded affair has, so the box search finds only this test's affair. */
const uniqueTitle = (what: string): string => `南昌县${what}临时用地审批（E2E-${Date.now().toString(36)}）`;

describe('affairs across users', () => {
  it('goes county → city → back → city → colleague → 办结, with every step in the history', async () => {
    const title = uniqueTitle('八一乡');
    const countyPage = await signedIn(county);
    await registerTemporaryLand(countyPage, e2e.baseUrl, title);
    expect(await countyPage.locator('.tab-strip, [role=tablist]').first().innerText()).toContain('事务详情（登记）');
    await send(countyPage, '县级审核', county.nickName);
    await send(countyPage, '市级审查', city.nickName, '请市局审查。');

    const cityPage = await signedIn(city);
    await openFromBox(cityPage, e2e.baseUrl, 'todo', title);
    await actionButton(cityPage, '退回').click();
    await chooseNode(cityPage, '县级审核');
    await writeOpinion(cityPage, '用地面积与勘测定界报告不一致，请核实后重新报送。');
    await confirmDialog(cityPage);

    await openFromBox(countyPage, e2e.baseUrl, 'todo', title);
    await send(countyPage, '市级审查', city.nickName, '已核实，面积以勘测定界报告为准。');

    await openFromBox(cityPage, e2e.baseUrl, 'todo', title);
    await actionButton(cityPage, '转办').click();
    await chooseHandler(cityPage, colleagues.affairTransferee.nickName);
    await confirmDialog(cityPage);
    expect(await boxHas(cityPage, e2e.baseUrl, 'todo', title)).toBe(false);

    const colleaguePage = await signedIn(colleagues.affairTransferee);
    await openFromBox(colleaguePage, e2e.baseUrl, 'todo', title);
    await send(colleaguePage, '办结', undefined, '同意。');

    for (const page of [countyPage, cityPage, colleaguePage]) expect(await boxHas(page, e2e.baseUrl, 'finish', title)).toBe(true);
    await openFromBox(countyPage, e2e.baseUrl, 'finish', title);
    const history = await historyText(countyPage);
    for (const step of ['登记', '发送', '退回', '转办', '用地面积与勘测定界报告不一致', '已核实，面积以勘测定界报告为准。', '同意。']) expect(history).toContain(step);
    expect(history.indexOf('退回')).toBeLessThan(history.indexOf('转办'));
  });

  it('gets back before the next handler acts and not after; suspends, obsoletes and restores', async () => {
    const title = uniqueTitle('蒋巷镇');
    const countyPage = await signedIn(county);
    await registerTemporaryLand(countyPage, e2e.baseUrl, title);
    await send(countyPage, '县级审核', county.nickName);
    await send(countyPage, '市级审查', city.nickName);
    await actionButton(countyPage, '取回').click();
    await confirmDialog(countyPage);
    await expect.poll(() => countyPage.locator('.affair-header, .affair-details').first().innerText()).toContain('县级审核');
    await send(countyPage, '市级审查', city.nickName);

    const cityPage = await signedIn(city);
    await openFromBox(cityPage, e2e.baseUrl, 'todo', title);
    await actionButton(cityPage, '填写意见').click();
    await writeOpinion(cityPage, '正在审查。');
    await confirmDialog(cityPage);

    await countyPage.reload();
    await countyPage.locator('.affair-toolbar').waitFor();
    await expect.poll(() => actionButton(countyPage, '取回').count()).toBe(0);

    await actionButton(cityPage, '挂起').click();
    await confirmDialog(cityPage);
    await expect.poll(() => actionButton(cityPage, '取消挂起').count()).toBe(1);
    expect(await actionButton(cityPage, '发送').count()).toBe(0);
    await actionButton(cityPage, '取消挂起').click();
    await confirmDialog(cityPage);
    await expect.poll(() => actionButton(cityPage, '发送').count()).toBe(1);

    await actionButton(cityPage, '作废').click();
    await confirmDialog(cityPage);
    expect(await boxHas(cityPage, e2e.baseUrl, 'invalid', title)).toBe(true);
    await openFromBox(cityPage, e2e.baseUrl, 'invalid', title);
    await actionButton(cityPage, '恢复').click();
    await confirmDialog(cityPage);
    await expect.poll(() => actionButton(cityPage, '发送').count()).toBe(1);
    expect(await boxHas(cityPage, e2e.baseUrl, 'todo', title)).toBe(true);
  });

  it('lets exactly one of two people holding a department task send it, and shows the current node in the diagram', async () => {
    const title = uniqueTitle('武阳镇');
    const countyPage = await signedIn(county);
    await registerTemporaryLand(countyPage, e2e.baseUrl, title);
    await send(countyPage, '县级审核', '用途管制股');
    const peerPage = await signedIn(colleagues.affairPeer);
    await openFromBox(peerPage, e2e.baseUrl, 'todo', title);
    await openFromBox(countyPage, e2e.baseUrl, 'todo', title);

    for (const page of [countyPage, peerPage]) {
      await actionButton(page, '发送').click();
      await chooseNode(page, '市级审查');
      await chooseHandler(page, city.nickName);
    }
    await Promise.all([countyPage, peerPage].map((page) => affairDialog(page).locator('.dialog-footer button').last().click()));
    const outcome = async (page: Page): Promise<'sent' | 'refused'> => {
      const refusal = affairDialog(page).locator('.affair-dialog__error');
      const closed = affairDialog(page).waitFor({ state: 'hidden', timeout: 20_000 }).then(() => 'sent' as const);
      const refused = refusal.waitFor({ timeout: 20_000 }).then(() => 'refused' as const);
      return Promise.race([closed, refused]);
    };
    const outcomes = await Promise.all([outcome(countyPage), outcome(peerPage)]);
    expect([...outcomes].sort()).toEqual(['refused', 'sent']);
    const loser = outcomes[0] === 'refused' ? countyPage : peerPage;
    expect(await affairDialog(loser).locator('.affair-dialog__error').innerText()).toContain('已被他人处理');

    const cityPage = await signedIn(city);
    await openFromBox(cityPage, e2e.baseUrl, 'todo', title);
    expect(await historyText(cityPage)).toMatch(/发送[\s\S]*发送/);
    await cityPage.getByRole('tab', { name: '流程图' }).click();
    const current = cityPage.locator('.djs-element.bpmn-diagram__current');
    await current.waitFor({ timeout: 20_000 });
    expect(await current.getAttribute('data-element-id')).toBe('lsyd_ss');
    expect(await cityPage.locator('.djs-element.bpmn-diagram__done').count()).toBeGreaterThan(0);
  });
});
