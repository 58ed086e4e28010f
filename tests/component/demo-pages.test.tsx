import 'reflect-metadata';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContainerProvider } from '../../src/ui/di/container-context';
import DemoGalleryPage from '../../src/ui/features/demo/demo-gallery-page';
import { DEMO_SAMPLES } from '../../src/ui/features/demo/demo-samples';
import { PRODUCT_ICONS } from '../../src/ui/features/demo/icon-catalogue';
import IconsPage from '../../src/ui/features/demo/icons-page';
import TimePage from '../../src/ui/features/demo/time-page';
import { specRoutes } from '../../src/ui/shell/spec-routes';
import { createMemoryContainer } from './support/memory-container';

const sources = import.meta.glob<string>('../../src/ui/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

function show(page: ReactNode, clock?: { now: () => number }): ReturnType<typeof createMemoryContainer> {
  const wired = createMemoryContainer(clock === undefined ? {} : { clock });
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/demo'] });
  render(
    <ContainerProvider container={wired.container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
  return wired;
}

afterEach(() => vi.unstubAllGlobals());

describe('the demo gallery', () => {
  it('lists every sample as a link to its own registered route', () => {
    show(<DemoGalleryPage />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(DEMO_SAMPLES.map((sample) => sample.path));
    expect(DEMO_SAMPLES).toHaveLength(16);
    for (const sample of DEMO_SAMPLES) expect(specRoutes.find((route) => route.pattern === sample.path)?.title, sample.path).toBe(sample.title);
  });
});

describe('the icons sample', () => {
  it('lists exactly the icons the product imports across src/ui', () => {
    const imported = new Set<string>();
    for (const [path, text] of Object.entries(sources)) {
      if (path.endsWith('icon-catalogue.ts')) continue;
      for (const match of text.matchAll(/semi-icons\/lib\/es\/icons\/(Icon[A-Za-z0-9]+)'/g)) imported.add(match[1] ?? '');
    }
    expect(PRODUCT_ICONS.map((icon) => icon.name).sort()).toEqual([...imported].sort());
  });

  it('filters by name and copies the clicked name with 已复制', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { notices } = show(<IconsPage />);
    fireEvent.change(screen.getByLabelText('搜索图标'), { target: { value: 'arrow' } });
    const buttons = screen.getAllByRole('button', { name: /Icon/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['IconArrowDown', 'IconArrowLeft', 'IconArrowUp']);
    fireEvent.click(screen.getByRole('button', { name: 'IconArrowUp' }));
    await waitFor(() => expect(notices.map((notice) => notice.message)).toContain('已复制'));
    expect(writeText).toHaveBeenCalledWith('IconArrowUp');
    fireEvent.change(screen.getByLabelText('搜索图标'), { target: { value: 'zzz' } });
    expect(screen.getByText('没有匹配的图标')).toBeTruthy();
  });
});

describe('the time formatting sample', () => {
  it('shows a typed China time in every format and through the +8 hours filter', () => {
    show(<TimePage />, { now: () => Date.UTC(2026, 10, 27, 1, 2, 3) });
    const input = screen.getByLabelText(/时间（北京时间/);
    expect((input as HTMLInputElement).value).toBe('2026-11-27 09:02:03');
    fireEvent.change(input, { target: { value: '2024-02-29 23:30:00' } });
    // 23:30 China time is 15:30 UTC; the filter adds 8 hours to the timestamp and writes UTC fields.
    expect(screen.getByText(String(Date.UTC(2024, 1, 29, 15, 30) / 1000))).toBeTruthy();
    const filter = screen.getByRole('table', { name: /日期过滤器/ });
    expect(within(filter).getByText('2024-02-29 23:30:00')).toBeTruthy();
    expect(within(filter).getByText('2024-02')).toBeTruthy();
    const display = screen.getByRole('table', { name: /显示格式/ });
    expect(within(display).getByText('23:30')).toBeTruthy();
    fireEvent.change(input, { target: { value: '2023-02-29 10:00:00' } });
    expect(screen.getByRole('alert').textContent).toContain('有效时间');
  });
});
