import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FeatureLoader, type FeatureName } from '../../src/ports/feature-loader.port';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { featureView } from '../../src/ui/router/feature-view';
import { Lazy } from '../../src/ui/router/lazy';

/** A loader whose features arrive when the test says so. */
class ControlledLoader implements FeatureLoader {
  readonly asked: FeatureName[][] = [];
  private readonly loaded = new Set<FeatureName>();
  private pending: { promise: Promise<void>; settle: (error?: Error) => void } | undefined;

  isLoaded(features: readonly FeatureName[]): boolean {
    return features.every((feature) => this.loaded.has(feature));
  }

  load(features: readonly FeatureName[]): Promise<void> {
    if (this.pending !== undefined) return this.pending.promise;
    this.asked.push([...features]);
    let settle: (error?: Error) => void = () => undefined;
    const promise = new Promise<void>((resolve, reject) => {
      settle = (error) => {
        if (error !== undefined) {
          reject(error);
          return;
        }
        for (const feature of features) this.loaded.add(feature);
        resolve();
      };
    });
    this.pending = { promise, settle };
    return promise;
  }

  settle(error?: Error): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.settle(error);
  }
}

function renderAt(loader: FeatureLoader, View: React.ComponentType): void {
  const container = new Container();
  container.bind(FeatureLoader).toConstantValue(loader);
  const router = createMemoryRouter([{ path: '/page', element: <Lazy><View /></Lazy> }], { initialEntries: ['/page'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('featureView', () => {
  it('fetches the view and its features together and renders only once the features are bound', async () => {
    const loader = new ControlledLoader();
    const importView = vi.fn(() => Promise.resolve({ default: () => <p>事务页面</p> }));
    renderAt(loader, featureView(['affairs', 'files'], importView));
    expect(screen.getByRole('status').textContent).toContain('加载中');
    expect(loader.asked).toEqual([['affairs', 'files']]);
    expect(importView).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    expect(screen.queryByText('事务页面')).toBeNull();
    await act(async () => loader.settle());
    expect(await screen.findByText('事务页面')).toBeTruthy();
    expect(importView).toHaveBeenCalledTimes(1);
  });

  it('shows the page-load failure, not a blank page, when a feature cannot be fetched', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loader = new ControlledLoader();
    renderAt(loader, featureView(['filing'], () => Promise.resolve({ default: () => <p>备案页面</p> })));
    await act(async () => loader.settle(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    expect(screen.queryByText('备案页面')).toBeNull();
    quiet.mockRestore();
  });
});
