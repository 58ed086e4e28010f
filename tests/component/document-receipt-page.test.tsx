import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MemoryBackendToken } from '../../src/adapters/memory/memory-backend.token';
import { SessionStore } from '../../src/app/session/session.store';
import { documentMessages as m } from '../../src/domain/document/document-messages';
import { ReceiptApi } from '../../src/ports/document.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import ReceiptPage from '../../src/ui/features/document/receipt-page';
import { createMemoryContainer } from './support/memory-container';

const ROUTE = '/document/receive/register';

async function signedIn(username: string): Promise<Container> {
  const { container } = createMemoryContainer();
  const password = container.get(MemoryBackendToken).account(username)?.password ?? '';
  await container.get(SessionStore).login({ username, password, captcha: 'mem8', remember: false });
  return container;
}

function show(container: Container, entry = ROUTE): void {
  const router = createMemoryRouter([{ path: ROUTE, element: <ReceiptPage /> }], { initialEntries: [entry] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('收文登记 page', () => {
  it('shows 暂无数据 before any registration and each field its message on an empty save, keeping the typed values', async () => {
    const container = await signedIn('city');
    show(container);
    await screen.findByText('暂无数据');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '关于核查的函' } });
    fireEvent.click(screen.getByRole('button', { name: '登记' }));
    await waitFor(() => expect(screen.getAllByText(m.issuerRequired).length).toBeGreaterThan(0));
    expect(screen.getAllByText(m.deadlineRequired).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('标题') as HTMLInputElement).value).toBe('关于核查的函');
  });

  it('lists a registered receipt with its overdue tag and offers 分办 until it is split', async () => {
    const container = await signedIn('county');
    const api = container.get(ReceiptApi);
    const registered = await api.register({ issuer: '南昌市自然资源局', issuerNumber: '南昌自然资函〔2026〕31号', title: '关于核查设施农业用地备案情况的函', receivedDate: '2026-01-05', copies: 1, secrecy: '公开', urgency: '加急', deadline: '2026-01-09', proposal: '' });
    show(container, `${ROUTE}?pageIndex=1&pageSize=15&standing=overdue`);
    const row = (await screen.findByText(registered.title)).closest('tr') as HTMLElement;
    expect(within(row).getByText(/已超期\d+天/)).toBeTruthy();
    expect(within(row).getByRole('button', { name: `分办收文 ${registered.id}` })).toBeTruthy();
  });

  it('opens a receipt by ?id= with its facts, its affairs and their steps, the overdue note, and a 收藏 toggle', async () => {
    const container = await signedIn('county');
    const seeded = await container.get(ReceiptApi).list({ pageIndex: 1, pageSize: 50, standing: 'overdue' });
    const receipt = seeded.rows.find((r) => r.affairRows.length > 1);
    if (receipt === undefined) throw new Error('no seeded overdue receipt with two affairs');
    show(container, `${ROUTE}?pageIndex=1&pageSize=15&id=${receipt.id}`);
    const sheet = await screen.findByRole('dialog', { name: '收文详情' });
    await within(sheet).findByRole('heading', { name: receipt.title });
    expect(within(sheet).getByText(receipt.issuerNumber)).toBeTruthy();
    expect(within(sheet).getByText('已过办理期限，尚有部门未办结')).toBeTruthy();
    for (const affair of receipt.affairRows) {
      const row = within(sheet).getByText(affair.keyDigNumGather).closest('tr') as HTMLElement;
      expect(within(row).getAllByText(affair.departmentName).length).toBeGreaterThan(0);
      expect(within(row).getAllByText(affair.nodeName).length).toBeGreaterThan(0);
    }
    expect(within(sheet).getByRole('button', { name: '打印收文处理笺' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '收藏' }));
    await within(sheet).findByRole('button', { name: '取消收藏' });
  });

  it('tells another unit the receipt is not there (404) when it opens it by address', async () => {
    const county = await signedIn('county');
    const [first] = (await county.get(ReceiptApi).list({ pageIndex: 1, pageSize: 1 })).rows;
    const city = await signedIn('city');
    show(city, `${ROUTE}?id=${first?.id ?? ''}`);
    const sheet = await screen.findByRole('dialog', { name: '收文详情' });
    await within(sheet).findByText(m.notFound);
  });
});
