import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_ROW_STATES, DEMO_TABLE_ROWS, demoTableRows } from '../../../src/domain/demo/demo-table';
import type { PeopleTreeOption } from '../../../src/domain/directory/directory';
import { TREE_ROOT_ID, treeLevel, treeLevelMessages, type TreeLevelOption } from '../../../src/domain/directory/tree-level';

describe('demoTableRows (the 表格 sample)', () => {
  it('gives 10,000 rows by default, ids 1…n, filing times never falling', () => {
    const rows = demoTableRows();
    expect(rows).toHaveLength(DEMO_TABLE_ROWS);
    expect(rows.map((row) => row.id)).toEqual(Array.from({ length: DEMO_TABLE_ROWS }, (_, i) => i + 1));
    expect(rows.every((row, i) => i === 0 || row.filedAt >= (rows[i - 1]?.filedAt ?? 0))).toBe(true);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(DEMO_ROW_STATES));
  });

  it('is deterministic, and a shorter list is the start of a longer one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(demoTableRows(long).slice(0, short)).toEqual(demoTableRows(short));
        expect(demoTableRows(long)).toEqual(demoTableRows(long));
      }),
      { numRuns: 30 },
    );
  });

  it('reads a negative or fractional count down to a whole one', () => {
    expect(demoTableRows(-3)).toEqual([]);
    expect(demoTableRows(2.9)).toHaveLength(2);
  });
});

const person = (id: string): PeopleTreeOption => ({ id, label: `人员${id}`, type: 'TbUser' });
const treeArbitrary: fc.Arbitrary<PeopleTreeOption[]> = fc
  .letrec<{ node: PeopleTreeOption }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(person('p')),
      fc.record({ id: fc.constant('d'), label: fc.constant('部门'), children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    ),
  }))
  .node.chain((root) => fc.constant([root]))
  .map((tree) => {
    let next = 0;
    // Ids must be unique for a level to be found by id; number the nodes depth first.
    const renumber = (option: PeopleTreeOption): PeopleTreeOption => {
      next += 1;
      const id = `n${next}`;
      return option.children === undefined ? { ...option, id } : { ...option, id, children: option.children.map(renumber) };
    };
    return tree.map(renumber);
  });

/** Rebuilds the whole tree by asking level after level, as the async tree does on expand. */
function rebuild(tree: readonly PeopleTreeOption[], level: readonly TreeLevelOption[]): PeopleTreeOption[] {
  return level.map(({ isLeaf, ...option }) => {
    if (isLeaf) return option;
    const children = treeLevel(tree, option.id);
    if (!children.ok) throw new Error(children.error.message);
    return { ...option, children: rebuild(tree, children.value) };
  });
}

describe('treeLevel (the async tree of the demo)', () => {
  it('gives back the whole tree when every branch is expanded', () => {
    fc.assert(
      fc.property(treeArbitrary, (tree) => {
        const roots = treeLevel(tree, TREE_ROOT_ID);
        expect(roots.ok).toBe(true);
        if (roots.ok) expect(rebuild(tree, roots.value)).toEqual(tree);
      }),
    );
  });

  it('refuses an unknown department with 404 and a person with 400, in Chinese', () => {
    const tree: PeopleTreeOption[] = [{ id: 'd1', label: '厅', asUnit: true, children: [person('u1')] }];
    expect(treeLevel(tree, 'nope')).toEqual({ ok: false, error: { status: 404, message: treeLevelMessages.noSuchParent } });
    expect(treeLevel(tree, 'u1')).toEqual({ ok: false, error: { status: 400, message: treeLevelMessages.notABranch } });
    expect(treeLevel(tree, 'd1')).toEqual({ ok: true, value: [{ id: 'u1', label: '人员u1', type: 'TbUser', isLeaf: true }] });
  });
});
