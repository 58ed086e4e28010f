import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Backend, BackendFactory, Client } from './harness';

/**
 * The per-suite lifecycle every contract shares: one backend for the suite, fresh clients per
 * test, and after each test the check that the loading overlay ended hidden (SPEC section 4).
 */
export function useBackend(makeBackend: BackendFactory): { newClient: () => Client } {
  let backend: Backend | undefined;
  const clients: Client[] = [];
  beforeAll(async () => {
    backend = await makeBackend();
  });
  afterAll(async () => {
    await backend?.close();
  });
  afterEach(() => {
    for (const client of clients.splice(0)) expect(client.loading.open).toBe(0);
  });
  return {
    newClient: () => {
      if (backend === undefined) throw new Error('backend not started');
      const client = backend.newClient();
      clients.push(client);
      return client;
    },
  };
}
