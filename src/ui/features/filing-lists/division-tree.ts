import { buildDivisions } from '../../../demo/divisions';
import { withinJurisdiction } from '../../../domain/filing/jurisdiction';

export interface DivisionNode {
  readonly label: string;
  readonly value: string;
  readonly key: string;
  readonly children?: DivisionNode[];
}

const ALL = buildDivisions();

/** The divisions a user of `viewer` may filter on, as a tree rooted at the viewer's own division. */
export function divisionTreeOf(viewer: string): DivisionNode[] {
  const visible = ALL.filter((division) => withinJurisdiction(viewer, division.code));
  const nodeOf = (code: string, name: string): DivisionNode => {
    const children = visible.filter((division) => division.parentCode === code).map((division) => nodeOf(division.code, division.name));
    return { label: name, value: code, key: code, ...(children.length === 0 ? {} : { children }) };
  };
  const root = visible.find((division) => division.code === viewer);
  return root === undefined ? [] : [nodeOf(root.code, root.name)];
}
