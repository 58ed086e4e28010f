// The two backends side by side for an agreement suite: started before it, closed after it.
import { afterAll, beforeAll } from 'vitest';

interface Closable {
  close(): Promise<void>;
}

/** Registers the hooks and returns `both(ask)`: the same question to the memory backend and the mock server. */
export function useBothBackends<B extends Closable>(
  startMemory: () => Promise<B>,
  startHttp: () => Promise<B>,
): <T>(ask: (backend: B) => Promise<T>) => Promise<[fromMemory: T, fromHttp: T]> {
  let backends: [B, B] | undefined;
  beforeAll(async () => {
    backends = await Promise.all([startMemory(), startHttp()]);
  });
  afterAll(async () => {
    await Promise.all((backends ?? []).map((backend) => backend.close()));
  });
  return async (ask) => {
    if (backends === undefined) throw new Error('the backends did not start (beforeAll failed?)');
    const [memory, http] = backends;
    return Promise.all([ask(memory), ask(http)]);
  };
}
