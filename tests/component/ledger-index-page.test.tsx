import 'reflect-metadata';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LedgerApi } from '../../src/ports/ledger.port';
import LedgerIndexPage from '../../src/ui/features/ledger/ledger-index-page';
import { pickPageSize, reload, show, shownPageSize, signedIn } from './support/office-pages';

const ROUTES = [{ path: '/tz/secretary/index', element: <LedgerIndexPage /> }];

describe('台账目录', () => {
  it('asks for the size picked, from page 1, and keeps it in the address across a reload and a new filter', async () => {
    const container = await signedIn('county');
    const page = vi.spyOn(container.get(LedgerApi), 'page');
    const router = show(container, ROUTES, '/tz/secretary/index?pageIndex=2');
    await waitFor(() => expect(page).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 2, pageSize: 15 })));
    await pickPageSize(30);
    await waitFor(() => expect(page).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1, pageSize: 30 })));
    expect(router.state.location.search).toBe('?pageSize=30');
    page.mockClear();
    const again = reload(container, ROUTES, router);
    await waitFor(() => expect(page).toHaveBeenLastCalledWith(expect.objectContaining({ pageIndex: 1, pageSize: 30 })));
    expect(await shownPageSize()).toContain('30 条/页');
    fireEvent.click(screen.getByRole('button', { name: '我关注的' }));
    await waitFor(() => expect(page).toHaveBeenLastCalledWith(expect.objectContaining({ interest: '1', pageIndex: 1, pageSize: 30 })));
    expect(again.state.location.search).toBe('?interest=1&pageSize=30');
  });
});
