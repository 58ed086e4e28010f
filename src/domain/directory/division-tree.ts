import { withinJurisdiction } from '../filing/jurisdiction';
import type { Division } from './directory';

/** A division as the 行政区 filter's tree shows it; value and key are the division code. */
export interface DivisionNode {
  readonly label: string;
  readonly value: string;
  readonly key: string;
  readonly children?: readonly DivisionNode[];
}

/**
 * The divisions a user of division `viewer` may filter on, as one tree rooted at the viewer's own
 * division (none when the directory does not know it). Children keep the directory's order.
 */
export function jurisdictionTree(divisions: readonly Division[], viewer: string): DivisionNode[] {
  const visible = divisions.filter((division) => withinJurisdiction(viewer, division.code));
  const nodeOf = (division: Division, seen: ReadonlySet<string>): DivisionNode => {
    // A parentCode cycle in stored data would otherwise recurse without end.
    const below = visible.filter((child) => child.parentCode === division.code && !seen.has(child.code));
    const children = below.map((child) => nodeOf(child, new Set([...seen, child.code])));
    return { label: division.name, value: division.code, key: division.code, ...(children.length === 0 ? {} : { children }) };
  };
  const root = visible.find((division) => division.code === viewer);
  return root === undefined ? [] : [nodeOf(root, new Set([root.code]))];
}
