import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { AffairEvents } from '../../src/app/process/affair-events';
import { BoxLists } from '../../src/app/process/box-lists';
import { SessionStore } from '../../src/app/session/session.store';
import { SEED_DEFINITIONS } from '../../src/domain/affair/definitions';
import { parseAffairDetailsQuery } from '../../src/domain/affair/details-link';
import type { BoxRow } from '../../src/ports/api/process.dto';
import { ProcessApi } from '../../src/ports/process.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { BoxPage } from '../../src/ui/features/process-box/box-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username: string): Promise<{ container: Container; notices: { message: string }[] }> {
  const { container, notices } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return { container, notices };
}

/** The box page at /process/box with a details route that shows where it was sent. */
function show(container: Container, boxType: 1 | 2 | 3 | 4 | 5 | 6) {
  const router = createMemoryRouter(
    [
      { path: '/process/box', element: <BoxPage boxType={boxType} /> },
      { path: '/process/handle/details/:id', element: <p>details page</p> },
    ],
    { initialEntries: ['/process/box'] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

const bodyRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.box-page__table tbody tr.semi-table-row')];
/** A shown row by its affair (titles may repeat). */
async function shownRow(row: BoxRow): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector(`tr[data-row-key="${row.keyDigNumGather}"]`)).not.toBeNull());
  const shown = document.querySelector<HTMLElement>(`tr[data-row-key="${row.keyDigNumGather}"]`) as HTMLElement;
  expect(shown.getAttribute('aria-label')).toBe(`打开事务：${row.title}`);
  return shown;
}
const headers = (): string[] => [...document.querySelectorAll('.box-page__table thead th')].map((th) => th.textContent ?? '');

async function pickOption(combobox: HTMLElement, text: string): Promise<void> {
  fireEvent.click(combobox);
  const options = await screen.findAllByRole('option');
  const option = options.find((candidate) => candidate.textContent === text);
  if (option === undefined) throw new Error(`option ${text} is offered: ${options.map((o) => o.textContent).join(', ')}`);
  fireEvent.click(option);
}

describe('BoxPage', () => {
  it('shows the server’s columns, a page of 15 rows, the total, and pages on', async () => {
    const { container } = await signedIn('county');
    const api = container.get(ProcessApi);
    const columns = await api.columns(4);
    const first = await api.box('query', { pageIndex: 1, pageSize: 15 });
    expect(first.total).toBeGreaterThan(15);
    show(container, 4);
    expect(screen.getByRole('heading', { level: 1, name: '事务查询' })).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    expect(headers()).toEqual(columns.map((column) => column.label));
    expect(screen.getByText(`共 ${first.total} 条`)).toBeTruthy();
    const firstRow = first.rows[0] as BoxRow;
    expect(within(bodyRows()[0] as HTMLElement).getByText(firstRow.title)).toBeTruthy();
    expect(within(bodyRows()[0] as HTMLElement).getByText(firstRow.statusLabel)).toBeTruthy();

    const second = await api.box('query', { pageIndex: 2, pageSize: 15 });
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByText((second.rows[0] as BoxRow).title)).toBeTruthy());

    await pickOption(screen.getByRole('combobox', { name: '每页条数' }), '30 条/页');
    await waitFor(() => expect(bodyRows()).toHaveLength(Math.min(30, first.total)));
    expect(container.get(BoxLists).of(4).getValue().query).toMatchObject({ pageIndex: 1, pageSize: 30 });
  });

  it('marks supervised affairs 督办 and overdue ones with a red 超期督办', async () => {
    const { container } = await signedIn('county');
    const page = await container.get(ProcessApi).box('query', { pageIndex: 1, pageSize: 50 });
    expect(page.rows.some((row) => row.overdueSupervision)).toBe(true);
    expect(page.rows.some((row) => row.supervised && !row.overdueSupervision)).toBe(true);
    show(container, 4);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await pickOption(screen.getByRole('combobox', { name: '每页条数' }), '50 条/页');
    await waitFor(() => expect(bodyRows()).toHaveLength(page.rows.length));
    for (const row of page.rows) {
      const shown = document.querySelector(`tr[data-row-key="${row.keyDigNumGather}"]`);
      expect(shown?.getAttribute('aria-label')).toBe(`打开事务：${row.title}`);
      const tag = shown?.querySelector('.box-supervision') ?? null;
      if (row.overdueSupervision) {
        expect(tag?.textContent).toBe('超期督办');
        expect(tag?.className).toContain('red');
      } else if (row.supervised) {
        expect(tag?.textContent).toBe('督办');
      } else {
        expect(tag).toBeNull();
      }
    }
  });

  it('searches by title', async () => {
    const { container } = await signedIn('county');
    const all = await container.get(ProcessApi).box('query', { pageIndex: 1, pageSize: 50 });
    const target = all.rows[3] as BoxRow;
    const expected = await container.get(ProcessApi).box('query', { pageIndex: 1, pageSize: 15, title: target.title });
    show(container, 4);
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.change(screen.getByRole('textbox', { name: '按标题搜索' }), { target: { value: target.title } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.rows.length));
    expect(screen.getByText(`共 ${expected.total} 条`)).toBeTruthy();
    for (const row of bodyRows()) expect(row.textContent).toContain(target.title);
  });

  it('a row opens the details with the affair’s files key, by click or by Enter', async () => {
    const { container } = await signedIn('county');
    const page = await container.get(ProcessApi).box('todo', { pageIndex: 1, pageSize: 15 });
    const row = page.rows[0] as BoxRow;
    const router = show(container, 1);
    const shown = await shownRow(row);
    expect(shown.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(shown, { key: 'Enter' });
    await screen.findByText('details page');
    const { pathname, search } = router.state.location;
    expect(pathname).toBe(`/process/handle/details/${encodeURIComponent(row.keyDigNumGather)}`);
    expect(parseAffairDetailsQuery(search)).toEqual({ boxType: 1, source: 'box', filesKey: row.keyNumGather });
  });

  it('a failing detail call shows a message and stays on the list', async () => {
    const { container, notices } = await signedIn('county');
    const api = container.get(ProcessApi);
    const page = await api.box('todo', { pageIndex: 1, pageSize: 15 });
    const row = page.rows[0] as BoxRow;
    api.detail = () => Promise.reject(new Error('boom'));
    const router = show(container, 1);
    fireEvent.click(await shownRow(row));
    await waitFor(() => expect(notices.map((notice) => notice.message)).toContain('事务详情打开失败，请稍后重试'));
    expect(router.state.location.pathname).toBe('/process/box');
  });

  it('sorting a sortable column asks the server for that order', async () => {
    const { container } = await signedIn('county');
    const sorted = await container.get(ProcessApi).box('query', { pageIndex: 1, pageSize: 15, orderBy: 'title', order: 'asc' });
    show(container, 4);
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const titleHeader = [...document.querySelectorAll<HTMLElement>('.box-page__table thead th')].find((th) => th.textContent === '事务标题');
    if (titleHeader === undefined) throw new Error('the title column is shown');
    fireEvent.click(titleHeader.querySelector('.semi-table-column-sorter') ?? titleHeader);
    await waitFor(() => expect(container.get(BoxLists).of(4).getValue().query).toMatchObject({ orderBy: 'title', order: 'asc' }));
    await waitFor(() => expect(within(bodyRows()[0] as HTMLElement).getByText((sorted.rows[0] as BoxRow).title)).toBeTruthy());
  });

  it('shows 暂无数据 for an empty box and an error with 重新加载', async () => {
    const { container } = await signedIn('county');
    const api = container.get(ProcessApi);
    const realBox = api.box.bind(api);
    api.box = () => Promise.reject(new Error('网络不通'));
    show(container, 5);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('事务列表加载失败：网络不通');
    api.box = (_name, query) => realBox('invalid', { ...query, title: '不存在的事务标题' });
    fireEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getByText('暂无数据')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an affair change elsewhere reloads the list on screen', async () => {
    const { container } = await signedIn('county');
    const api = container.get(ProcessApi);
    show(container, 1);
    const before = await api.box('todo', { pageIndex: 1, pageSize: 15 });
    await waitFor(() => expect(screen.getByText(`共 ${before.total} 条`)).toBeTruthy());
    const tree = await api.processTree();
    const leaf = tree.flatMap((node) => node.children ?? []).find((node) => node.procDefId !== undefined);
    if (leaf?.procDefId === undefined) throw new Error('the tree has a process');
    const fields = SEED_DEFINITIONS.find((definition) => definition.id === leaf.procDefId)?.formFields ?? [];
    const form = Object.fromEntries(fields.map((field) => [field.name, field.kind === 'number' ? '1' : field.kind === 'date' ? '2026-01-02' : '内容']));
    await api.register(leaf.procDefId, { title: '刷新测试事务', formData: form });
    container.get(AffairEvents).notify();
    await waitFor(() => expect(screen.getByText('刷新测试事务')).toBeTruthy());
  });
});
