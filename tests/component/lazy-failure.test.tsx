import { lazy, type ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Lazy } from '../../src/ui/router/lazy';

describe('Lazy', () => {
  it('a view whose chunk cannot be fetched shows a clear message, not a blank page, and recovers on navigation', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy((): Promise<{ default: ComponentType }> => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <Link to="/ok">去正常页面</Link>
              <Outlet />
            </>
          ),
          children: [
            { path: '/broken', element: <Lazy><Broken /></Lazy> },
            { path: '/ok', element: <Lazy><p>正常页面</p></Lazy> },
          ],
        },
      ],
      { initialEntries: ['/broken'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: '去正常页面' }));
    expect(await screen.findByText('正常页面')).toBeTruthy();
    quiet.mockRestore();
  });
});
