/**
 * SPEC section 4: the global loading indicator counts requests in flight. It starts at -1
 * (hidden), each start adds one, each end takes one away, and it is shown at 0 and above.
 */
export interface LoadingState {
  readonly counter: number;
  readonly text: string | undefined;
}

export const HIDDEN_COUNTER = -1;
export const initialLoading: LoadingState = { counter: HIDDEN_COUNTER, text: undefined };

export function startLoading(state: LoadingState, text?: string): LoadingState {
  return { counter: state.counter + 1, text: text ?? state.text };
}

/** An unmatched end never drives the counter below hidden, so a stray end cannot hide a later call. */
export function endLoading(state: LoadingState): LoadingState {
  const counter = Math.max(HIDDEN_COUNTER, state.counter - 1);
  return { counter, text: counter === HIDDEN_COUNTER ? undefined : state.text };
}

export const isLoadingVisible = (state: LoadingState): boolean => state.counter >= 0;
