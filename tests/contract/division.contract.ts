import { describe, expect, it } from 'vitest';
import { jurisdictionTree, type DivisionNode } from '../../src/domain/directory/division-tree';
import { storageKeys } from '../../src/domain/session/storage-keys';
import { DivisionApi } from '../../src/ports/division.port';
import { demo, demoUser, failureOf } from './support/harness';
import { useSignedInBackend, type SignedInBackendFactory } from './support/signed-in-backend';

const count = (nodes: readonly DivisionNode[]): number => nodes.reduce((sum, node) => sum + 1 + count(node.children ?? []), 0);

/** DivisionApi (the 行政区 filter): the same trees from every backend, built from the backend's divisions. */
export function describeDivisionApiContract(name: string, makeBackend: SignedInBackendFactory): void {
  describe(`DivisionApi contract: ${name}`, () => {
    const { as } = useSignedInBackend(makeBackend, (browser) => browser);
    const treeOf = async (userName: string): Promise<DivisionNode[]> => (await as(demoUser(userName).userId)).container.get(DivisionApi).jurisdictionTree();

    it("gives a county user only the county, with nothing below it", async () => {
      expect(await treeOf('county')).toEqual([{ label: '南昌县', value: '360121', key: '360121' }]);
    });

    it('gives a city user the city with its counties in code order', async () => {
      const [city, ...others] = await treeOf('city');
      expect(others).toEqual([]);
      expect(city?.label).toBe('南昌市');
      const counties = city?.children ?? [];
      expect(counties.map((node) => node.label)).toContain('南昌县');
      expect(counties.every((node) => node.value.startsWith('3601') && node.children === undefined)).toBe(true);
      expect(counties.map((node) => node.value)).toEqual([...counties.map((node) => node.value)].sort());
    });

    it('gives the province every division of the directory, as the domain builds it', async () => {
      const tree = await treeOf('province');
      expect(tree).toEqual(jurisdictionTree(demo.divisions, demoUser('province').divisionCode));
      expect(count(tree)).toBe(demo.divisions.length);
    });

    it('refuses a caller without a session with 401', async () => {
      const browser = await as(demoUser('hexuemei').userId);
      browser.session.remove(storageKeys.token);
      const failure = await failureOf(browser.container.get(DivisionApi).jurisdictionTree());
      expect(failure.failure).toMatchObject({ status: 401 });
    });
  });
}
