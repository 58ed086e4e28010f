import { describe, expect, it } from 'vitest';
import { demoTableRows } from '../../src/domain/demo/demo-table';
import { TREE_ROOT_ID, treeLevelMessages } from '../../src/domain/directory/tree-level';
import { storageKeys } from '../../src/domain/session/storage-keys';
import { DemoApi } from '../../src/ports/demo.port';
import { ProfileApi } from '../../src/ports/profile.port';
import type { TreeOption } from '../../src/ports/api/user.dto';
import { demoUser, failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory } from './support/signed-in-backend';

const leavesOf = (nodes: readonly TreeOption[]): TreeOption[] => nodes.flatMap((node) => (node.children === undefined ? [node] : leavesOf(node.children)));

/** DemoApi (the demo module's table and async tree): the same answers from every backend. */
export function describeDemoApiContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`DemoApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, (browser) => browser);

    it("gives the table sample the domain's 10,000 rows", async () => {
      const browser = await as(demoUser('county').userId);
      expect(await browser.container.get(DemoApi).tableRows()).toEqual(demoTableRows());
    });

    it('loads the people tree level by level, each level matching the whole tree', async () => {
      const browser = await as(demoUser('county').userId);
      const api = browser.container.get(DemoApi);
      const whole = await browser.container.get(ProfileApi).userTree();
      const roots = await api.treeLevel(TREE_ROOT_ID);
      expect(roots.map((node) => node.id)).toEqual(whole.map((node) => node.id));
      expect(roots.every((node) => node.children === undefined && node.isLeaf === false)).toBe(true);
      const first = whole[0];
      const children = await api.treeLevel(first?.id ?? '');
      expect(children.map((node) => [node.id, node.isLeaf])).toEqual((first?.children ?? []).map((node) => [node.id, node.children === undefined]));
    });

    it('refuses an unknown parent with 404 and a person with 400, in Chinese', async () => {
      const browser = await as(demoUser('county').userId);
      const api = browser.container.get(DemoApi);
      const [someone] = leavesOf(await browser.container.get(ProfileApi).userTree());
      const unknown = await failureOf(api.treeLevel('no-such-dept'));
      expect(unknown.failure).toMatchObject({ kind: 'http', status: 404 });
      expect(unknown.message).toBe(treeLevelMessages.noSuchParent);
      const person = await failureOf(api.treeLevel(someone?.id ?? ''));
      expect(person.failure).toMatchObject({ kind: 'http', status: 400 });
      expect(person.message).toBe(treeLevelMessages.notABranch);
    });

    it('refuses a caller without a session with 401', async () => {
      const browser = await as(demoUser('county').userId);
      browser.session.remove(storageKeys.token);
      expect((await failureOf(browser.container.get(DemoApi).tableRows())).failure).toMatchObject({ status: 401 });
    });
  });
}
