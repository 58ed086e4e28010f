import type { Department, DemoData } from '../../domain/demo/demo-data';
import type { TreeOption } from '../../ports/api/user.dto';
import type { MemoryAccount } from './memory-accounts';

/**
 * The people selector's tree, built like the mock server's (mock-server/views/dept-tree.ts):
 * bureaus are units, offices departments, people 'TbUser' leaves; empty branches left out.
 */
export function peopleTree(data: DemoData, accounts: readonly MemoryAccount[]): TreeOption[] {
  const children = new Map<string | undefined, Department[]>();
  for (const dept of data.departments) children.set(dept.parentId, [...(children.get(dept.parentId) ?? []), dept]);
  const people = accounts.filter((a) => a.demo.kind === 'staff');
  const build = (dept: Department): TreeOption | undefined => {
    const members: TreeOption[] = people
      .filter((a) => a.demo.deptId === dept.deptId)
      .map((a) => ({ id: a.demo.userId, label: a.nickName, type: 'TbUser' }));
    const branches = (children.get(dept.deptId) ?? [])
      .slice()
      .sort((a, b) => a.orderNum - b.orderNum)
      .map(build)
      .filter((option): option is TreeOption => option !== undefined);
    const all = [...branches, ...members];
    if (all.length === 0) return undefined;
    return { id: dept.deptId, label: dept.deptName, ...(dept.kind === 'bureau' ? { asUnit: true } : {}), children: all };
  };
  return (children.get(undefined) ?? []).map(build).filter((option): option is TreeOption => option !== undefined);
}
