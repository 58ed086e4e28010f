import { describe, expect, it } from 'vitest';
import {
  HIDDEN_COUNTER,
  endLoading,
  initialLoading,
  isLoadingVisible,
  startLoading,
  type LoadingState,
} from '../../../src/domain/loading/loading-counter';

const run = (steps: readonly ('start' | 'end')[]): LoadingState =>
  steps.reduce((state, step) => (step === 'start' ? startLoading(state) : endLoading(state)), initialLoading);

describe('loading counter (SPEC section 4)', () => {
  it('starts hidden at -1 without text', () => {
    expect(HIDDEN_COUNTER).toBe(-1);
    expect(initialLoading).toEqual({ counter: -1, text: undefined });
    expect(isLoadingVisible(initialLoading)).toBe(false);
  });

  it.each([
    [[], -1, false],
    [['start'], 0, true],
    [['start', 'start'], 1, true],
    [['start', 'end'], -1, false],
    [['start', 'start', 'end'], 0, true],
    [['start', 'start', 'end', 'end'], -1, false],
    [['end'], -1, false],
    [['end', 'end', 'start'], 0, true],
    [['start', 'end', 'end', 'start'], 0, true],
  ] as const)('%j leaves the counter at %i (visible: %s)', (steps, counter, visible) => {
    const state = run(steps);
    expect(state.counter).toBe(counter);
    expect(isLoadingVisible(state)).toBe(visible);
  });

  it.each([
    [{ counter: -1, text: undefined }, false],
    [{ counter: 0, text: undefined }, true],
    [{ counter: 5, text: 'x' }, true],
    [{ counter: -2, text: undefined }, false],
  ])('%j is visible: %s (shown at 0 and above)', (state, visible) => {
    expect(isLoadingVisible(state)).toBe(visible);
  });

  it('shows the optional text, keeps it for calls without text and drops it when hidden', () => {
    const first = startLoading(initialLoading, '正在登录...');
    expect(first.text).toBe('正在登录...');
    const second = startLoading(first);
    expect(second.text).toBe('正在登录...');
    const replaced = startLoading(second, '加载中');
    expect(replaced.text).toBe('加载中');
    const hidden = endLoading(endLoading(endLoading(replaced)));
    expect(hidden).toEqual(initialLoading);
  });
});
