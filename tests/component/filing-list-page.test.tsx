import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { FilingLists } from '../../src/app/filing/filing-lists';
import { SessionStore } from '../../src/app/session/session.store';
import { parseFilingSubParams, type FilingListPage } from '../../src/domain/filing/detail-links';
import type { FilingRow } from '../../src/ports/api/filing.dto';
import { SessionStorage } from '../../src/ports/browser.port';
import { FilingApi } from '../../src/ports/filing.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { FilingListPage as ListPage } from '../../src/ui/features/filing-lists/filing-list-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username: string): Promise<{ container: Container; notices: { message: string }[] }> {
  const { container, notices } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return { container, notices };
}

/** Where a navigation landed: its path and query, for the assertions. */
function Landed(): ReactNode {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function show(container: Container, list: FilingListPage, search = '') {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <ListPage list={list} /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [`/list${search}`] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

const bodyRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.filing-list__table tbody tr.semi-table-row')];
const headers = (): string[] => [...document.querySelectorAll('.filing-list__table thead th')].map((th) => th.textContent ?? '');
const landed = async (): Promise<string> => (await screen.findByTestId('landed')).textContent ?? '';

describe('FilingListPage', () => {
  it('opens 备案查询 filtered by its address, showing the filters, and lists exactly the filtered total', async () => {
    const { container } = await signedIn('province');
    const api = container.get(FilingApi);
    const period = { startDate: '2026-01-01', endDate: '2026-06-30' };
    const expected = await api.list('query', { pageIndex: 1, pageSize: 15, keyTypeCode: '2', ...period });
    const unfiltered = await api.list('query', { pageIndex: 1, pageSize: 15, keyTypeCode: '2' });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(unfiltered.total);
    show(container, 'query', `?keyTypeCode=2&startDate=${period.startDate}&endDate=${period.endDate}`);
    expect(await screen.findByText(`共 ${expected.total} 条`)).toBeTruthy();
    expect(bodyRows()).toHaveLength(expected.rows.length);
    const checked = screen.getByText('设施农业用地').closest('label')?.querySelector('input');
    expect(checked?.checked).toBe(true);
    const shownDates = [...document.querySelectorAll<HTMLInputElement>('.filing-list__period input')].map((input) => input.value);
    expect(shownDates).toEqual([period.startDate, period.endDate]);
  });

  it('opens 备案查询 on every type for a month link, listing the month’s whole count', async () => {
    const { container } = await signedIn('province');
    const march = { startDate: '2026-03-01', endDate: '2026-03-31' };
    const expected = await container.get(FilingApi).list('query', { pageIndex: 1, pageSize: 15, ...march });
    const temporary = await container.get(FilingApi).list('query', { pageIndex: 1, pageSize: 15, keyTypeCode: '1', ...march });
    expect(expected.total).toBeGreaterThan(temporary.total);
    show(container, 'query', `?startDate=${march.startDate}&endDate=${march.endDate}`);
    expect(await screen.findByText(`共 ${expected.total} 条`)).toBeTruthy();
    expect(screen.getByText('全部类型').closest('label')?.querySelector('input')?.checked).toBe(true);
    const temporaryButton = screen.getByText('临时用地').closest('label') as HTMLElement;
    await waitFor(() => expect(temporaryButton.querySelector('.filing-list__count')?.textContent).toBe(String(temporary.total)));
  });

  it('ignores invalid values in 备案查询’s address and lists as when opened from the menu', async () => {
    const { container } = await signedIn('province');
    const expected = await container.get(FilingApi).list('query', { pageIndex: 1, pageSize: 15, keyTypeCode: '1' });
    show(container, 'query', '?keyTypeCode=7&startDate=2026-13-01&endDate=x&divisionCode=999999');
    expect(await screen.findByText(`共 ${expected.total} 条`)).toBeTruthy();
    expect(container.get(FilingLists).of('query').getValue().query).toMatchObject({ typeCode: '1', filters: {} });
  });

  it('lists the county’s drafts of 临时用地 with status, 超时 and deadline, and counts every type', async () => {
    const { container } = await signedIn('county');
    const api = container.get(FilingApi);
    const expected = await api.list('toBeReported', { pageIndex: 1, pageSize: 15, keyTypeCode: '1' });
    const facility = await api.list('toBeReported', { pageIndex: 1, pageSize: 15, keyTypeCode: '2' });
    expect(expected.rows.some((row) => row.overdue)).toBe(true);
    show(container, 'toBeReported');
    expect(screen.getByRole('heading', { level: 1, name: '待上报' })).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(expected.rows.length));
    expect(headers()).toEqual(['名称', '行政区', '批准日期', '上报期限', '状态', '更新时间', '操作']);
    expect(screen.getByText(`共 ${expected.total} 条`)).toBeTruthy();
    for (const row of expected.rows) {
      const shown = document.querySelector<HTMLElement>(`tr[data-row-key="${row.keyNumGather}"]`) as HTMLElement;
      expect(shown.getAttribute('aria-label')).toBe(`打开备案：${row.name}`);
      expect(within(shown).getByText('待上报')).toBeTruthy();
      expect(within(shown).getByText(row.deadline)).toBeTruthy();
      const overdue = shown.querySelector('.filing-overdue');
      if (row.overdue) expect(overdue?.textContent).toBe('超时');
      else expect(overdue).toBeNull();
    }
    const facilityButton = screen.getByText('设施农业用地').closest('label') as HTMLElement;
    await waitFor(() => expect(facilityButton.querySelector('.filing-list__count')?.textContent).toBe(String(facility.total)));
    // A county has nothing below it: no division filter; 待上报 has one status, so no status filter.
    expect(screen.queryByText('行政区', { selector: 'label' })).toBeNull();
    expect(screen.queryByText('状态', { selector: 'label' })).toBeNull();
  });

  it('switches the type, saves the position in the session and opens 新增备案 for that type', async () => {
    const { container } = await signedIn('county');
    const storage = container.get(SessionStorage);
    show(container, 'toBeReported');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(storage.get('toBeReportedTypeCode')).toBe('1');
    fireEvent.click(screen.getByText('乡村建设规划许可'));
    await waitFor(() => expect(storage.get('toBeReportedTypeCode')).toBe('3'));
    await waitFor(() => expect(container.get(FilingLists).of('toBeReported').getValue().loading).toBe(false));
    const rows = container.get(FilingLists).of('toBeReported').getValue().rows;
    expect(rows.every((row: FilingRow) => row.keyTypeCode === '3')).toBe(true);
    expect(bodyRows()).toHaveLength(rows.length);
    fireEvent.click(screen.getByRole('button', { name: '新增备案' }));
    expect(await landed()).toBe('/initiate/details?keyTypeCode=3');
  });

  it('opens a draft by Enter on its row: subParams from the common-parameters call and isAdvance=1', async () => {
    const { container } = await signedIn('county');
    show(container, 'toBeReported');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const row = bodyRows()[0] as HTMLElement;
    const key = row.getAttribute('data-row-key') ?? '';
    fireEvent.keyDown(row, { key: 'Enter' });
    const url = await landed();
    expect(url.startsWith('/toBeReported/details?')).toBe(true);
    const search = url.slice(url.indexOf('?'));
    expect(new URLSearchParams(search).get('isAdvance')).toBe('1');
    expect(parseFilingSubParams(search)).toMatchObject({ keyNumGather: key, keyTypeCode: '1', status: 'draft', isAdvance: 1 });
  });

  it('gives a province reviewer the division tree, the status filter and 待我审核, and sends waiting rows to the review page', async () => {
    const { container } = await signedIn('province');
    show(container, 'reported');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(headers()).toEqual(['名称', '行政区', '批准日期', '状态', '备案编号', '更新时间', '操作']);
    expect(screen.getByText('行政区', { selector: 'label' })).toBeTruthy();
    expect(screen.getByText('状态', { selector: 'label' })).toBeTruthy();
    fireEvent.click(screen.getByText('只看待我审核'));
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(container.get(FilingLists).of('reported').getValue().query.filters.reviewOnly).toBe(true));
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await waitFor(() => expect(bodyRows().every((row) => row.textContent?.includes('待省级审核'))).toBe(true));
    const first = bodyRows()[0] as HTMLElement;
    expect(within(first).getByRole('button', { name: /^审核：/ })).toBeTruthy();
    fireEvent.click(first);
    expect((await landed()).startsWith('/query/toBeReviewedDetail?subParams=')).toBe(true);
  });

  it('shows filed records with their filing number', async () => {
    const { container } = await signedIn('city');
    const filed = await container.get(FilingApi).list('query', { pageIndex: 1, pageSize: 15, keyTypeCode: '1', status: 'filed' });
    expect(filed.rows.length).toBeGreaterThan(0);
    container.get(SessionStorage).set('queryTypeCode', '1');
    container.get(SessionStorage).set('queryPageIndex', '1');
    await container.get(FilingLists).of('query').filter({ status: 'filed' });
    show(container, 'query');
    const target = filed.rows[0] as FilingRow;
    await waitFor(() => expect(document.querySelector(`tr[data-row-key="${target.keyNumGather}"]`)).not.toBeNull());
    const shown = document.querySelector<HTMLElement>(`tr[data-row-key="${target.keyNumGather}"]`) as HTMLElement;
    expect(within(shown).getByText(target.filingNumber ?? 'none')).toBeTruthy();
    expect(within(shown).getByText('已备案')).toBeTruthy();
  });

  it('shows 暂无数据 when nothing matches, and a Chinese error with 重新加载 that recovers', async () => {
    const { container } = await signedIn('county');
    const api = container.get(FilingApi);
    const list = api.list.bind(api);
    let failing = true;
    api.list = async (...args) => {
      if (failing) throw new Error('网络连接异常');
      return list(...args);
    };
    show(container, 'rollBack');
    expect(await screen.findByText('备案列表加载失败：网络连接异常')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByText('备案列表加载失败：网络连接异常')).toBeNull());
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '不存在的项目名称' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('共 0 条')).toBeTruthy();
  });
});
