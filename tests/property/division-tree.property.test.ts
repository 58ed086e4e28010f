import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDivisions } from '../../src/demo/divisions';
import type { Division } from '../../src/domain/directory/directory';
import { jurisdictionTree, type DivisionNode } from '../../src/domain/directory/division-tree';
import { withinJurisdiction } from '../../src/domain/filing/jurisdiction';

const DIVISIONS = buildDivisions();
const codesOf = (nodes: readonly DivisionNode[]): string[] => nodes.flatMap((node) => [node.value, ...codesOf(node.children ?? [])]);

describe('jurisdictionTree', () => {
  it('holds exactly the divisions within the viewer’s jurisdiction, each once, rooted at the viewer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DIVISIONS), (viewer) => {
        const tree = jurisdictionTree(DIVISIONS, viewer.code);
        const codes = codesOf(tree);
        const expected = DIVISIONS.filter((d) => withinJurisdiction(viewer.code, d.code)).map((d) => d.code);
        expect(tree.map((node) => node.value)).toEqual([viewer.code]);
        expect([...codes].sort()).toEqual([...expected].sort());
      }),
    );
  });

  it('is built from the divisions it is given, whatever the province', () => {
    const elsewhere: Division[] = [
      { code: '990000', name: '示例省', level: 'province', parentCode: undefined },
      { code: '990100', name: '示例市', level: 'city', parentCode: '990000' },
      { code: '990121', name: '示例县', level: 'county', parentCode: '990100' },
    ];
    expect(jurisdictionTree(elsewhere, '990100')).toEqual([
      { label: '示例市', value: '990100', key: '990100', children: [{ label: '示例县', value: '990121', key: '990121' }] },
    ]);
    expect(jurisdictionTree(elsewhere, '360121')).toEqual([]);
  });

  it('ends on a parentCode cycle in stored data', () => {
    const cyclic: Division[] = [
      { code: '990100', name: '甲市', level: 'city', parentCode: '990121' },
      { code: '990121', name: '乙县', level: 'county', parentCode: '990100' },
    ];
    expect(codesOf(jurisdictionTree(cyclic, '990100'))).toEqual(['990100', '990121']);
  });
});
