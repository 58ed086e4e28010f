import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionStore } from '../../src/app/session/session.store';
import { ContainerProvider } from '../../src/ui/di/container-context';
import { Permission } from '../../src/ui/kit/permission';
import { createHarness } from '../unit/app/fakes';

describe('Permission', () => {
  it('renders its children only while the user holds the permission, and reacts to changes', async () => {
    const h = createHarness();
    render(
      <ContainerProvider container={h.container}>
        <Permission need="filing:report">
          <button type="button">上报</button>
        </Permission>
        <Permission need={['filing:review', 'filing:approve']}>
          <button type="button">审核</button>
        </Permission>
      </ContainerProvider>,
    );
    expect(screen.queryByRole('button', { name: '上报' })).toBeNull();
    await act(() => h.container.get(SessionStore).login({ username: 'county', password: 'County@2026', captcha: '1', remember: false }));
    expect(screen.getByRole('button', { name: '上报' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '审核' })).toBeNull();
    act(() => h.container.get(SessionStore).resetToken());
    expect(screen.queryByRole('button', { name: '上报' })).toBeNull();
  });

  it("throws 'need limits' without a permission value", () => {
    const h = createHarness();
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() =>
        render(
          <ContainerProvider container={h.container}>
            <Permission need="">
              <span>x</span>
            </Permission>
          </ContainerProvider>,
        ),
      ).toThrow('need limits');
    } finally {
      console.error = quiet;
    }
  });
});
