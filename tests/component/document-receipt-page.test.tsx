import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
    const container = await signedIn('county');
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
});
