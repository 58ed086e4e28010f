import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/app/session/session.store';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { EntryGuard } from '../../src/ui/router/entry-guard';
import { createHarness, type Harness } from '../unit/app/fakes';

function renderGuarded(harness: Harness, entry: string) {
  const router = createMemoryRouter(
    [
      {
        element: <EntryGuard />,
        children: [
          { path: '/login', element: <p>登录页</p> },
          { path: '*', element: <p>受保护页面</p> },
        ],
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <ContainerProvider container={harness.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return router;
}

describe('EntryGuard', () => {
  it('the uid link signs in once and lands where deal says', async () => {
    const h = createHarness();
    const router = renderGuarded(h, '/?uid=u-7&deal=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/recordReport/toBeReported'));
    await screen.findByText('受保护页面');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(h.auth.tokens).toHaveLength(1);
    expect(h.auth.tokens[0]?.query).toEqual({ uid: 'u-7', ignorekey: 'ignore' });
  });

  it('a protected page without a token goes to /login and remembers where it was', async () => {
    const router = renderGuarded(createHarness(), '/recordReport/query');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FrecordReport%2Fquery');
  });

  it('losing the token (a 401 follow-up) sends the user to /login', async () => {
    const h = createHarness();
    await h.container.get(SessionStore).login({ username: 'county', password: 'County@2026', captcha: '1', remember: false });
    const router = renderGuarded(h, '/index');
    await screen.findByText('受保护页面');
    act(() => h.container.get(SessionStore).followUp({ kind: 'relogin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
