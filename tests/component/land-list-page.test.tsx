import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { describeFailure } from '../../src/domain/errors/error-catalogue';
import type { LandRow } from '../../src/domain/temporary-land/land-types';
import { ApiFailure } from '../../src/ports/api-failure';
import { TemporaryLandApi } from '../../src/ports/temporary-land.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import LandListPage from '../../src/ui/features/temporary-land/land-list-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

/** Where a row led: its path and query. */
function Landed(): ReactNode {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function show(container: Container, search = '') {
  const router = createMemoryRouter(
    [
      { path: '/temporaryLand/list', element: <LandListPage /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [`/temporaryLand/list${search}`] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

const bodyRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.filing-list__table tbody tr.semi-table-row')];
const shownIds = (): string[] => bodyRows().map((row) => row.getAttribute('data-row-key') ?? '');
const PAGE = { pageIndex: 1, pageSize: 15 } as const;

describe('临时用地 list', () => {
  it('lists the jurisdiction’s land uses, most urgent first, each with its status and days', async () => {
    const container = await signedIn('county');
    const expected = await container.get(TemporaryLandApi).list(PAGE);
    expect(expected.rows.length).toBeGreaterThan(1);
    show(container);
    expect(screen.getByRole('heading', { level: 1, name: '临时用地' })).toBeTruthy();
    expect(await screen.findByText(`共 ${expected.total} 条`)).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual(expected.rows.map((row) => row.id)));
    const first = expected.rows[0] as LandRow;
    const row = screen.getByRole('row', { name: `查看临时用地「${first.projectName}」详情` });
    expect(within(row).getByText(first.statusLabel)).toBeTruthy();
    if (first.daysText !== '') expect(within(row).getByText(first.daysText)).toBeTruthy();
  });

  it('opens filtered by its address and puts a 关键字 search into the address; 重置 clears it', async () => {
    const container = await signedIn('city');
    const api = container.get(TemporaryLandApi);
    const overdue = await api.list({ ...PAGE, status: 'overdue' });
    expect(overdue.total).toBeGreaterThan(0);
    const router = show(container, '?status=overdue');
    expect(await screen.findByText(`共 ${overdue.total} 条`)).toBeTruthy();
    await waitFor(() => expect(shownIds()).toEqual(overdue.rows.map((row) => row.id)));
    expect(bodyRows().every((row) => within(row).queryByText('逾期未复垦') !== null)).toBe(true);

    const target = overdue.rows[0] as LandRow;
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: ` ${target.projectName} ` } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('text')).toBe(target.projectName));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('overdue');
    const found = await api.list({ ...PAGE, status: 'overdue', text: target.projectName });
    await waitFor(() => expect(shownIds()).toEqual(found.rows.map((row) => row.id)));

    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const all = await api.list(PAGE);
    expect(await screen.findByText(`共 ${all.total} 条`)).toBeTruthy();
  });

  it('a row opens the land use’s details by Enter', async () => {
    const container = await signedIn('county');
    const first = (await container.get(TemporaryLandApi).list(PAGE)).rows[0] as LandRow;
    show(container);
    fireEvent.keyDown(await screen.findByRole('row', { name: `查看临时用地「${first.projectName}」详情` }), { key: 'Enter' });
    expect((await screen.findByTestId('landed')).textContent).toBe(`/temporaryLand/details?id=${encodeURIComponent(first.id)}`);
  });

  it('says 暂无数据 when nothing matches', async () => {
    const container = await signedIn('county');
    show(container, `?text=${encodeURIComponent('不存在的临时用地项目')}`);
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    expect(screen.getByText('共 0 条')).toBeTruthy();
    expect(bodyRows()).toHaveLength(0);
  });

  it('shows a failed load in Chinese with 重新加载, which loads the page again', async () => {
    const container = await signedIn('county');
    const api = container.get(TemporaryLandApi);
    const list = api.list.bind(api);
    const expected = await list(PAGE);
    let failing = true;
    api.list = async (query) => {
      if (failing) throw new ApiFailure({ kind: 'network' }, describeFailure({ kind: 'network' }), false);
      return list(query);
    };
    show(container);
    const message = `临时用地列表加载失败：${describeFailure({ kind: 'network' }).message}`;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(bodyRows()).toHaveLength(0);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
    await waitFor(() => expect(shownIds()).toEqual(expected.rows.map((row) => row.id)));
  });
});
