// Isolated: it failed once in the shared project, run with the other tiers, and passed alone;
// the state it met from an earlier file is not found yet, so it keeps a registry of its own.
import 'reflect-metadata';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { InCatalogueStore } from '../../src/app/archive/archive-catalogue.store';
import { SessionStore } from '../../src/app/session/session.store';
import { catalogueMessages as c } from '../../src/domain/archive/archive-catalogue-messages';
import { ArchiveCatalogueApi } from '../../src/ports/archive-catalogue.port';
import { ArchiveApi } from '../../src/ports/archive.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import NewCatalogueInPage from '../../src/ui/features/archive/new-catalogue-in-page';
import NewCatalogueOutPage from '../../src/ui/features/archive/new-catalogue-out-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

/** 进贤县's staff: a unit with no archives at all. */
const EMPTY_UNIT_USER = '10311';

async function signedIn(userId: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const account = container.get(MemoryBackendToken).accountById(userId);
  if (account === undefined) throw new Error(`no account ${userId}`);
  await container.get(SessionStore).login({ username: account.userName, password: account.password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container, entry: string): void {
  const router = createMemoryRouter(
    [
      { path: '/archive/manage/newCatalogIn', element: <NewCatalogueInPage /> },
      { path: '/archive/manage/newCatalogOut', element: <NewCatalogueOutPage /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

const buildForm = (name: string): HTMLElement => screen.getByRole('form', { name });
const search = async (text: string): Promise<void> => {
  const box = within(screen.getByRole('search', { name: '可选档案' }));
  fireEvent.change(box.getByRole('textbox', { name: '关键字' }), { target: { value: text } });
  fireEvent.click(box.getByRole('button', { name: '查询' }));
  await screen.findByRole('checkbox', { name: `选择 ${text}` }, { timeout: 5000 });
};

describe('新目录 pages', () => {
  it('a refused 出库目录 shows the reason at the record on loan and keeps the choice and the text', async () => {
    const container = await signedIn('10004');
    const records = container.get(ArchiveApi);
    const lent = (await records.archives({ pageIndex: 1, pageSize: 100, state: 'lent' })).rows.find((r) => r.divisionCode === '360121');
    const free = (await records.archives({ pageIndex: 1, pageSize: 100, candidateFor: 'out', state: 'in' })).rows[0];
    if (lent === undefined || free === undefined) throw new Error('the county has a record on loan and one in store');
    const before = (await container.get(ArchiveCatalogueApi).catalogues({ pageIndex: 1, pageSize: 100 })).total;
    show(container, '/archive/manage/newCatalogOut');
    await screen.findByRole('heading', { level: 1, name: '新目录出库' });
    await search(lent.archiveNo);
    fireEvent.click(screen.getByRole('checkbox', { name: `选择 ${lent.archiveNo}` }));
    await search(free.archiveNo);
    fireEvent.click(screen.getByRole('checkbox', { name: `选择 ${free.archiveNo}` }));
    await search(lent.archiveNo);
    expect(screen.getByText('已选择 2 件档案')).toBeTruthy();
    const form = within(buildForm('编制出库目录'));
    fireEvent.change(form.getByRole('textbox', { name: '出库理由' }), { target: { value: '到期移交县档案馆' } });
    fireEvent.change(form.getByRole('textbox', { name: '备注' }), { target: { value: '第一批移交' } });
    fireEvent.click(form.getByRole('button', { name: '生成出库目录并出库' }));
    expect(await screen.findByText(c.refused(1, '出库目录'), {}, { timeout: 5000 })).toBeTruthy();
    const row = screen.getByRole('checkbox', { name: `选择 ${lent.archiveNo}` }).closest('tr');
    expect(row?.textContent).toContain(c.onLoan);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: `选择 ${lent.archiveNo}` }).checked).toBe(true);
    expect(screen.getByText('已选择 2 件档案')).toBeTruthy();
    expect(form.getByRole<HTMLInputElement>('textbox', { name: '出库理由' }).value).toBe('到期移交县档案馆');
    expect(form.getByRole<HTMLInputElement>('textbox', { name: '备注' }).value).toBe('第一批移交');
    expect((await container.get(ArchiveCatalogueApi).catalogues({ pageIndex: 1, pageSize: 100 })).total).toBe(before);
    expect((await records.archive(free.id)).state).toBe('in');
  });

  it('a double click makes one 入库目录 and shows its 目录号 with a link', async () => {
    const container = await signedIn('10004');
    const api = container.get(ArchiveCatalogueApi);
    const send = vi.spyOn(api, 'catalogueIn');
    show(container, '/archive/manage/newCatalogIn');
    const first = (await screen.findAllByRole('checkbox', { name: /^选择 Z0121-/ }, { timeout: 5000 }))[0];
    if (first === undefined) throw new Error('the county has records to list');
    fireEvent.click(first);
    const submit = within(buildForm('编制入库目录')).getByRole('button', { name: '生成入库目录' });
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    const made = await screen.findByText(/^已生成入库目录，目录号 Z0121-\d{4}-ML-\d{3}$/, {}, { timeout: 5000 });
    expect(send).toHaveBeenCalledTimes(1);
    const catalogueNo = made.textContent?.split(' ').at(-1) ?? '';
    // The banner's link and the new row of the catalogue list, both to the catalogue's page.
    const links = await screen.findAllByRole('link', { name: `查看目录 ${catalogueNo}` });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([expect.stringMatching(/^\/archive\/manage\/newCatalogIn\?id=ML/), expect.stringMatching(/^\/archive\/manage\/newCatalogIn\?id=ML/)]);
    expect(screen.getByText('请至少选择一件档案')).toBeTruthy();
  });

  it('the records to list and the catalogues page at SPEC’s sizes, 15 first, and keep the size chosen', async () => {
    const container = await signedIn('10004');
    const { total } = await container.get(ArchiveApi).archives({ pageIndex: 1, pageSize: 100, candidateFor: 'in' });
    expect(total).toBeGreaterThan(15);
    show(container, '/archive/manage/newCatalogIn');
    const picks = (): HTMLElement[] => screen.queryAllByRole('checkbox', { name: /^选择 / });
    await waitFor(() => expect(picks()).toHaveLength(15), { timeout: 5000 });
    const sizes = within(screen.getByRole('region', { name: '编制入库目录' })).getByRole('combobox', { name: '每页条数' });
    expect(within(sizes).getByText('15 条/页')).toBeTruthy();
    fireEvent.click(sizes);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['15 条/页', '20 条/页', '30 条/页', '50 条/页']);
    const twenty = options.find((option) => option.textContent === '20 条/页');
    if (twenty === undefined) throw new Error('20 条/页 is offered');
    fireEvent.click(twenty);
    await waitFor(() => expect(picks()).toHaveLength(Math.min(20, total)));
    expect(container.get(InCatalogueStore).getValue().candidatePaging).toEqual({ pageIndex: 1, pageSize: 20 });
  });

  it('a unit without archives sees 暂无数据 for the records and the catalogues, and cannot submit', async () => {
    show(await signedIn(EMPTY_UNIT_USER), '/archive/manage/newCatalogIn');
    await screen.findByRole('heading', { level: 2, name: '入库目录' });
    await waitFor(() => expect(screen.getAllByText('暂无数据')).toHaveLength(2), { timeout: 5000 });
    expect(within(buildForm('编制入库目录')).getByRole<HTMLButtonElement>('button', { name: '生成入库目录' }).disabled).toBe(true);
  });
});
