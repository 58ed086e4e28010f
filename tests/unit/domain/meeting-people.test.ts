import { describe, expect, it } from 'vitest';
import { generateDemoData } from '../../../src/demo/demo-data';
import { approverOf, expandAttendees } from '../../../src/domain/meeting/meeting-people';

const demo = generateDemoData();
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };

describe('who takes part in a meeting', () => {
  it("makes each demo unit's 办公室 its approver, and a unit without one its first staff member", () => {
    expect(approverOf(dir, '360000')).toBe('10104');
    expect(approverOf(dir, '360100')).toBe('10204');
    expect(approverOf(dir, '360121')).toBe('10304');
    expect(approverOf(dir, '360124')).toBe('10311');
    expect(approverOf(dir, '999999')).toBeUndefined();
  });

  it('expands a department to its staff and sub-departments, keeps persons once and refuses unknown ids', () => {
    expect(expandAttendees(dir, ['D360121-03'])).toEqual(['10302']);
    expect(expandAttendees(dir, ['10302', 'D360121-03', '10301'])).toEqual(['10302', '10301']);
    const bureau = expandAttendees(dir, ['D360121']) ?? [];
    expect([...bureau].sort()).toEqual(['10004', '10301', '10302', '10303', '10304']);
    expect(expandAttendees(dir, ['10000'])).toBeUndefined();
    expect(expandAttendees(dir, ['nobody'])).toBeUndefined();
  });
});
