import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import Notification from '@douyinfe/semi-ui-19/lib/es/notification';
import type { DetailEvent } from '../../src/app/session/session.store';
import { showDetailEvent } from '../../src/ui/features/events/detail-event-notification';

/** Raises the event's notification once, as the session's subscriber does, and shows where the app is. */
function Raise({ event }: { readonly event: DetailEvent }): ReactNode {
  const navigate = useNavigate();
  useEffect(() => showDetailEvent(event, navigate), [event, navigate]);
  const { pathname, search } = useLocation();
  return <output data-testid="at">{`${pathname}${search}`}</output>;
}

async function follow(event: DetailEvent): Promise<URL> {
  const router = createMemoryRouter([{ path: '*', element: <Raise event={event} /> }], { initialEntries: ['/index'] });
  render(<RouterProvider router={router} />);
  fireEvent.click(await screen.findByRole('button', { name: '查看' }));
  await waitFor(() => expect(screen.getByTestId('at').textContent).not.toBe('/index'));
  return new URL(screen.getByTestId('at').textContent ?? '', 'http://app');
}

describe('the op, tz and archive notification (SPEC section 2)', () => {
  afterEach(() => act(() => Notification.destroyAll()));

  it('says what happened and opens a handed-on case for its parameters to be fetched by id and box type', async () => {
    const event: DetailEvent = { type: 'op', id: 'AJ202600001', boxType: 1, source: 'todo', title: '赣自然资(南昌县)立〔2026〕1号', text: '已转至「审理」，待您办理' };
    const url = await follow(event);
    expect(url.pathname).toBe('/op/handle/details/AJ202600001');
    expect(JSON.parse(url.searchParams.get('subParams') ?? '')).toEqual({ id: 'AJ202600001', boxType: 1, source: 'todo' });
  });

  it('shows its title and line until followed', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Raise event={{ type: 'archive', moduleKey: 'DA1', title: 'Z0121-2026 题名', text: '借阅申请已批准' }} /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('档案通知')).toBeTruthy();
    expect(screen.getByText('「Z0121-2026 题名」借阅申请已批准')).toBeTruthy();
  });

  it('opens an auto ledger at its department detail and a manual one at its list', async () => {
    const auto = await follow({ type: 'tz', ledgerId: 'tz-auto-1', isAutoExtract: 1, instanceKey: '2026-Q1_360121', title: '临时用地备案台账', text: '意见' });
    expect(`${auto.pathname}${auto.search}`).toBe('/tz/secretary/departmentDetail/tz-auto-1?data=2026-Q1_360121');
    act(() => Notification.destroyAll());
    document.body.innerHTML = '';
    const manual = await follow({ type: 'tz', ledgerId: 'tz-form-02', isAutoExtract: 0, instanceKey: '2026-05_360121', title: '违法用地巡查台账', text: '意见' });
    expect(manual.pathname).toBe('/tz/secretary/list/tz-form-02');
  });

  it('opens an archive record at its edit page', async () => {
    const url = await follow({ type: 'archive', moduleKey: 'DA20260101-0001', title: '档号', text: '借阅申请已批准' });
    expect(`${url.pathname}?moduleKey=${url.searchParams.get('moduleKey') ?? ''}`).toBe('/archive/manage/out?moduleKey=DA20260101-0001');
  });
});
