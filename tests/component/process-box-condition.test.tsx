import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { BoxLists } from '../../src/app/process/box-lists';
import { SessionStore } from '../../src/app/session/session.store';
import { ProcessApi } from '../../src/ports/process.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { ConditionBoxPage } from '../../src/ui/features/process-box/box-pages';
import { createMemoryContainer, MEMORY_CAPTCHA } from './support/memory-container';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: MEMORY_CAPTCHA, remember: false });
  return container;
}

function show(container: Container): void {
  const router = createMemoryRouter([{ path: '/process/condition', element: <ConditionBoxPage /> }], { initialEntries: ['/process/condition'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

const bodyRows = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.box-page__table tbody tr.semi-table-row')];

async function pickOption(combobox: HTMLElement, text: string): Promise<void> {
  fireEvent.click(combobox);
  const options = await screen.findAllByRole('option');
  const option = options.find((candidate) => candidate.textContent === text);
  if (option === undefined) throw new Error(`option ${text} is offered: ${options.map((o) => o.textContent).join(', ')}`);
  fireEvent.click(option);
}

describe('条件查询', () => {
  it('filters by status and process, and 重置 brings every affair back', async () => {
    const container = await signedIn('county');
    const api = container.get(ProcessApi);
    const everything = await api.box('condition', { pageIndex: 1, pageSize: 15 });
    const finished = await api.box('condition', { pageIndex: 1, pageSize: 15, status: 'finished' });
    expect(finished.total).toBeGreaterThan(0);
    expect(finished.total).toBeLessThan(everything.total);
    show(container);
    expect(screen.getByRole('heading', { level: 1, name: '条件查询' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: '筛选条件' });
    await waitFor(() => expect(screen.getByText(`共 ${everything.total} 条`)).toBeTruthy());

    await pickOption(within(form).getByRole('combobox', { name: '状态' }), '办结');
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText(`共 ${finished.total} 条`)).toBeTruthy());
    for (const row of bodyRows()) expect(row.querySelector('.box-status--finished')?.textContent).toBe('办结');

    const tree = await api.processTree();
    const leaf = tree.flatMap((node) => node.children ?? []).find((node) => node.procDefId !== undefined);
    if (leaf?.procDefId === undefined) throw new Error('the tree has a process');
    const both = await api.box('condition', { pageIndex: 1, pageSize: 15, status: 'finished', procDefId: leaf.procDefId });
    await pickOption(within(form).getByRole('combobox', { name: '流程' }), leaf.label);
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(container.get(BoxLists).of(6).getValue().query.filters).toEqual({ status: 'finished', procDefId: leaf.procDefId }));
    await waitFor(() => expect(screen.getByText(`共 ${both.total} 条`)).toBeTruthy());
    for (const row of bodyRows()) expect(within(row).getAllByText(leaf.label).length).toBeGreaterThan(0);

    fireEvent.click(within(form).getByRole('button', { name: '重置' }));
    await waitFor(() => expect(screen.getByText(`共 ${everything.total} 条`)).toBeTruthy());
    expect(container.get(BoxLists).of(6).getValue().query.filters).toEqual({});
  });

  it('filters by registrant name', async () => {
    const container = await signedIn('county');
    const api = container.get(ProcessApi);
    const everything = await api.box('condition', { pageIndex: 1, pageSize: 50 });
    const name = everything.rows.map((row) => row.registrantName).find((candidate) => candidate !== '');
    if (name === undefined) throw new Error('rows name their registrants');
    const expected = await api.box('condition', { pageIndex: 1, pageSize: 15, registrantName: name });
    show(container);
    const form = await screen.findByRole('form', { name: '筛选条件' });
    fireEvent.change(within(form).getByRole('textbox', { name: '登记人' }), { target: { value: name } });
    fireEvent.click(within(form).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.getByText(`共 ${expected.total} 条`)).toBeTruthy());
    for (const row of bodyRows()) expect(within(row).getAllByText(name).length).toBeGreaterThan(0);
  });
});
