import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { affairDetailsUrl } from '../../src/domain/affair/details-link';
import type { Notice } from '../../src/ports/browser.port';
import { FileApi } from '../../src/ports/files.port';
import { ProcessApi } from '../../src/ports/process.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import AffairDetailsPage from '../../src/ui/features/affair-details/affair-details-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

// jsdom draws no SVG: the diagram tab is tested in the browser.
vi.mock('../../src/ui/kit/bpmn-diagram/bpmn-diagram', () => ({ BpmnDiagram: () => null }));

interface Wired {
  readonly container: Container;
  readonly notices: Notice[];
  readonly api: ProcessApi;
}

async function signedIn(username: string): Promise<Wired> {
  const { container, notices } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return { container, notices, api: container.get(ProcessApi) };
}

function show(container: Container, url: string): void {
  const router = createMemoryRouter([{ path: '/process/handle/details/:id', element: <AffairDetailsPage /> }], { initialEntries: [url] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

/** The first affair in the user's 待办 whose process and node match. */
async function todoAffair(api: ProcessApi, match: (row: { procDefId: string; status: string }) => boolean): Promise<string> {
  const page = await api.box('todo', { pageIndex: 1, pageSize: 50 });
  const row = page.rows.find(match);
  if (row === undefined) throw new Error('the seed gives the user a matching to-do affair');
  return row.keyDigNumGather;
}

/** Toolbar buttons of the page itself rather than actions from GET /button. */
const PAGE_BUTTONS = ['督办', '打印', '收藏', '取消收藏'];
const running = (row: { status: string }): boolean => row.status === 'running';
const toolbar = (): HTMLElement => screen.getByRole('toolbar', { name: '事务操作' });
const toolbarLabels = (): string[] => within(toolbar()).getAllByRole('button').map((button) => button.textContent ?? '').filter((text) => !PAGE_BUTTONS.includes(text));
// The tree selector's dropdown is a dialog too: the action dialog is the Modal.
const dialog = (): HTMLElement => {
  const modal = screen.getAllByRole('dialog').find((element) => element.classList.contains('semi-modal-content'));
  if (modal === undefined) throw new Error('no action dialog is open');
  return modal;
};
const submitButton = (): HTMLElement => within(dialog()).getByRole('button', { name: '确 定' });
const opinionBox = (): HTMLTextAreaElement => within(dialog()).getByRole('textbox') as HTMLTextAreaElement;

async function openPage(wired: Wired, key: string): Promise<void> {
  show(wired.container, affairDetailsUrl({ moduleKey: key, boxType: 1, source: 'box' }));
  await screen.findByRole('toolbar', { name: '事务操作' });
}

async function openAction(label: string): Promise<void> {
  await waitFor(() => expect(within(toolbar()).getByRole('button', { name: label })).toBeTruthy());
  fireEvent.click(within(toolbar()).getByRole('button', { name: label }));
  await screen.findByRole('dialog');
}

describe('AffairDetailsPage', () => {
  it('shows the affair and exactly the buttons the server allows for the user', async () => {
    const county = await signedIn('county');
    const key = await todoAffair(county.api, running);
    const detail = await county.api.detail(key);
    const allowed = await county.api.buttons(key);
    await openPage(county, key);
    expect(screen.getByRole('heading', { level: 1, name: detail.title })).toBeTruthy();
    expect(screen.getByText(detail.statusLabel)).toBeTruthy();
    expect(screen.getByText(detail.processName)).toBeTruthy();
    await waitFor(() => expect(toolbarLabels()).toEqual(allowed.map((button) => button.label)));
    expect(toolbarLabels()).toContain('发送');
  });

  it('offers no 发送 on an affair the user has done but does not hold', async () => {
    const county = await signedIn('county');
    const done = await county.api.box('done', { pageIndex: 1, pageSize: 15 });
    const row = done.rows[0];
    if (row === undefined) throw new Error('the seed gives county a done affair');
    const allowed = await county.api.buttons(row.keyDigNumGather);
    show(county.container, affairDetailsUrl({ moduleKey: row.keyDigNumGather, boxType: 2, source: 'box' }));
    await screen.findByRole('heading', { level: 1, name: row.title });
    await waitFor(() => expect(toolbarLabels()).toEqual(allowed.map((button) => button.label)));
    expect(toolbarLabels()).not.toContain('发送');
  });

  it('asks before 作废 with a red button, then 恢复 puts the affair back', async () => {
    const county = await signedIn('county');
    const key = await todoAffair(county.api, running);
    await openPage(county, key);
    await openAction('作废');
    expect(within(dialog()).getByText(/^确定要作废事务/)).toBeTruthy();
    const confirm = within(dialog()).getByRole('button', { name: '作废' });
    expect(confirm.className).toContain('semi-button-danger');
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByText('作废', { selector: '.affair-header__status, .affair-header__status *' })).toBeTruthy());
    await openAction('恢复');
    fireEvent.click(within(dialog()).getByRole('button', { name: '恢复' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(toolbarLabels()).toContain('发送'));
    expect((await county.api.detail(key)).status).toBe('running');
  });

  it('downloads a print template as Word under the server’s file name', async () => {
    const county = await signedIn('county');
    const key = await todoAffair(county.api, running);
    const [template] = await county.api.printTemplates(key);
    if (template === undefined) throw new Error('the affair has print templates');
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:word');
    URL.revokeObjectURL = vi.fn();
    await openPage(county, key);
    fireEvent.click(await screen.findByRole('button', { name: '打印' }));
    fireEvent.click(await screen.findByText(`${template.name}（Word 下载）`));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/\.docx$/);
    click.mockRestore();
  });

  it('sends to the next node and a handler chosen in the tree selector; the history shows the step', async () => {
    const county = await signedIn('county');
    const key = await todoAffair(county.api, (row) => row.status === 'running' && row.procDefId.startsWith('lsydsp'));
    const options = await county.api.forwardOptions('forward', key);
    const node = options.nodes.find((candidate) => candidate.kind === 'task');
    const person = node?.handlers.find((handler) => handler.type === 'TbUser');
    if (node === undefined || person === undefined) throw new Error('the send offers a task node with a person');
    await openPage(county, key);
    await openAction('发送');
    fireEvent.click(await within(dialog()).findByRole('radio', { name: node.name }));
    fireEvent.click(within(dialog()).getByLabelText('办理人'));
    fireEvent.click(await screen.findByText(person.label));
    fireEvent.change(opinionBox(), { target: { value: '材料齐全，请审查。' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(county.notices.some((notice) => notice.level === 'success' && notice.message === '发送成功')).toBe(true);
    await waitFor(() => expect(toolbarLabels()).not.toContain('发送'));
    fireEvent.click(screen.getByRole('tab', { name: '办理过程' }));
    const timeline = await screen.findByRole('list', { name: '办理过程' });
    await waitFor(() => expect(within(timeline).getByText('意见：材料齐全，请审查。')).toBeTruthy());
    const detail = await county.api.detail(key);
    expect(detail.currentNodeId).toBe(node.id);
    expect(detail.handlerName).toBe(person.label);
  });

  it('refuses a turn back without an opinion and sends nothing', async () => {
    const county = await signedIn('county');
    const key = await todoAffair(county.api, running);
    const turnBack = vi.spyOn(county.api, 'turnBack');
    await openPage(county, key);
    await openAction('退回');
    await within(dialog()).findAllByRole('radio');
    fireEvent.click(submitButton());
    expect(await within(dialog()).findByText('请填写退回意见')).toBeTruthy();
    expect(turnBack).not.toHaveBeenCalled();
    expect((await county.api.detail(key)).status).toBe('running');
  });

  it('keeps the dialog and the opinion when the action fails', async () => {
    const county = await signedIn('county');
    const key = await todoAffair(county.api, running);
    vi.spyOn(county.api, 'simple').mockRejectedValueOnce(new Error('服务暂不可用，请稍后重试'));
    await openPage(county, key);
    await openAction('挂起');
    fireEvent.change(opinionBox(), { target: { value: '等待补充材料' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: '挂起' }));
    expect(await within(dialog()).findByText('服务暂不可用，请稍后重试')).toBeTruthy();
    expect(opinionBox().value).toBe('等待补充材料');
    // Closing and reopening does not lose it either.
    fireEvent.click(within(dialog()).getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openAction('挂起');
    expect(opinionBox().value).toBe('等待补充材料');
  });

  it('on a stale version says someone else acted, reloads, and keeps the opinion', async () => {
    const county = await signedIn('county');
    const key = await todoAffair(county.api, running);
    await openPage(county, key);
    await openAction('填写意见');
    fireEvent.change(opinionBox(), { target: { value: '拟同意' } });
    // Someone acts on the affair after the page read it.
    const before = await county.api.detail(key);
    await county.api.sendOpinion({ keyDigNumGather: key, version: before.version, opinion: '已阅。' });
    fireEvent.click(submitButton());
    expect(await within(dialog()).findByText(/^该事务已被他人处理/)).toBeTruthy();
    expect(opinionBox().value).toBe('拟同意');
    // The page now holds the new version, so sending again succeeds.
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await county.api.history(key)).at(-1)?.opinion).toBe('拟同意');
  });

  it('sends once however fast the submit is clicked', async () => {
    const county = await signedIn('county');
    const key = await todoAffair(county.api, running);
    const send = vi.spyOn(county.api, 'sendOpinion');
    await openPage(county, key);
    await openAction('填写意见');
    fireEvent.click(within(dialog()).getByRole('button', { name: '同意。' }));
    expect(opinionBox().value).toBe('同意。');
    act(() => {
      fireEvent.click(submitButton());
      fireEvent.click(submitButton());
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('lets the delegate answer an accredit, and the history shows it', async () => {
    const county = await signedIn('county');
    // A land affair the clerk holds in person (a split 公文 waits at its office as a whole).
    const key = await todoAffair(county.api, (row) => row.status === 'running' && row.procDefId.startsWith('lsydsp'));
    const [delegate] = (await county.api.accreditUsers(key)).filter((option) => option.type === 'TbUser');
    if (delegate === undefined) throw new Error('county has colleagues to delegate to');
    const { version } = await county.api.detail(key);
    await county.api.accreditApply({ keyDigNumGather: key, version, to: delegate.id, start: '2026-01-01', end: '2027-12-31' });
    const backend = county.container.get(MemoryBackendToken);
    const account = backend.accountById(delegate.id);
    if (account === undefined) throw new Error('the delegate has an account');
    await county.container.get(SessionStore).login({ username: account.userName, password: account.password, captcha: MEMORY_CAPTCHA, remember: false });
    await openPage(county, key);
    await openAction('答复授权');
    expect(within(dialog()).getByRole('radio', { name: /陈志强/ })).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('radio', { name: '接受授权' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(county.notices.some((notice) => notice.message === '答复授权成功')).toBe(true);
    expect((await county.api.history(key)).at(-1)?.action).toBe('accreditAnswer');
  });

  it('lists the affair’s files in the 附件 tab by its files key', async () => {
    const county = await signedIn('county');
    const files = county.container.get(FileApi);
    const rows = (await county.api.box('query', { pageIndex: 1, pageSize: 50 })).rows;
    const withFiles = await Promise.all(rows.map(async (row) => ({ row, files: await files.list(row.keyNumGather) })));
    const found = withFiles.find((entry) => entry.files.length > 0);
    if (found === undefined) throw new Error('the seed attaches files to an affair of county');
    show(county.container, affairDetailsUrl({ moduleKey: found.row.keyDigNumGather, boxType: 4, source: 'box', filesKey: found.row.keyNumGather }));
    fireEvent.click(await screen.findByRole('tab', { name: '附件' }));
    expect(await screen.findByText(`附件编号：${found.row.keyNumGather}`)).toBeTruthy();
    const first = found.files[0];
    if (first === undefined) throw new Error('unreachable');
    expect(await screen.findByText(first.fileName, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows why when subParams is malformed, never a blank page', async () => {
    const county = await signedIn('county');
    show(county.container, '/process/handle/details/SW1?subParams=%7Bnot-json');
    expect(await screen.findByRole('heading', { name: '无法打开事务详情' })).toBeTruthy();
    expect(screen.getByText('页面参数 subParams 不是有效的 JSON，无法打开事务详情')).toBeTruthy();
  });

  it('shows the server’s reason when the affair cannot be read', async () => {
    const county = await signedIn('county');
    show(county.container, affairDetailsUrl({ moduleKey: 'SW0000000000000', source: 'box' }));
    expect(await screen.findByRole('heading', { name: '事务详情加载失败' })).toBeTruthy();
  });
});
