import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { superviseDetailsUrl } from '../../src/domain/affair/details-link';
import type { SuperviseRow } from '../../src/ports/api/process.dto';
import { SuperviseApi } from '../../src/ports/supervise.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import SuperviseListPage from '../../src/ui/features/supervise/supervise-list-page';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container) {
  const router = createMemoryRouter(
    [
      { path: '/process/supervise', element: <SuperviseListPage /> },
      { path: '/process/handle/supervise/:id', element: <p>supervise details</p> },
    ],
    { initialEntries: ['/process/supervise'] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

const rowOf = (row: SuperviseRow): HTMLElement => screen.getByRole('row', { name: `打开督办：${row.supName}` });

describe('督办事项', () => {
  it('lists the user’s supervisions and makes the overdue ones stand out', async () => {
    const container = await signedIn('city');
    const { rows, total } = await container.get(SuperviseApi).list({ pageIndex: 1, pageSize: 15 });
    const overdue = rows.filter((row) => row.overdue);
    const inTime = rows.filter((row) => !row.overdue);
    expect(overdue.length).toBeGreaterThan(0);
    expect(inTime.length).toBeGreaterThan(0);
    show(container);
    expect(screen.getByRole('heading', { level: 1, name: '督办事项' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`共 ${total} 条`)).toBeTruthy());
    for (const row of overdue) {
      const shown = rowOf(row);
      expect(shown.classList.contains('supervise-list__row--overdue')).toBe(true);
      expect(within(shown).getByText('已超期')).toBeTruthy();
      expect(within(shown).getByText(row.deadline).classList.contains('supervise-deadline__date--overdue')).toBe(true);
    }
    for (const row of inTime) {
      const shown = rowOf(row);
      expect(shown.classList.contains('supervise-list__row--overdue')).toBe(false);
      expect(within(shown).queryByText('已超期')).toBeNull();
      expect(within(shown).getByText(row.affairTitle)).toBeTruthy();
      expect(within(shown).getByText(row.urgedName)).toBeTruthy();
    }
  });

  it('filters by name and 重置 shows them all again', async () => {
    const container = await signedIn('city');
    const { rows, total } = await container.get(SuperviseApi).list({ pageIndex: 1, pageSize: 15 });
    const target = rows[0] as SuperviseRow;
    show(container);
    await waitFor(() => expect(screen.getByText(`共 ${total} 条`)).toBeTruthy());
    fireEvent.change(screen.getByRole('textbox', { name: '督办名称' }), { target: { value: target.supName } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText('共 1 条')).toBeTruthy());
    expect(rowOf(target)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getByText(`共 ${total} 条`)).toBeTruthy());
  });

  it('a row opens 督办详情 with its module key and files key, by click or Enter', async () => {
    const container = await signedIn('city');
    const { rows } = await container.get(SuperviseApi).list({ pageIndex: 1, pageSize: 15 });
    const target = rows[0] as SuperviseRow;
    const router = show(container);
    fireEvent.keyDown(await screen.findByRole('row', { name: `打开督办：${target.supName}` }), { key: 'Enter' });
    await screen.findByText('supervise details');
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(superviseDetailsUrl(target.id, target.keyNumGather));
  });

  it('新建督办 checks every field in Chinese and creates nothing while they are wrong', async () => {
    const container = await signedIn('city');
    const api = container.get(SuperviseApi);
    const before = await api.list({ pageIndex: 1, pageSize: 15 });
    show(container);
    fireEvent.click(await screen.findByRole('button', { name: '新建督办' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '创建' }));
    for (const message of ['请选择要督办的事务', '请输入督办名称', '请选择办理期限', '请选择被督办人', '请输入督办内容']) {
      expect(await within(dialog).findByText(message)).toBeTruthy();
    }
    fireEvent.change(within(dialog).getByLabelText('督办名称'), { target: { value: '进度督办' } });
    fireEvent.blur(within(dialog).getByLabelText('督办名称'));
    await waitFor(() => expect(within(dialog).queryByText('请输入督办名称')).toBeNull());
    expect((await api.list({ pageIndex: 1, pageSize: 15 })).total).toBe(before.total);
  });
});
