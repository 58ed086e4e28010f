import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdminCall } from '../../src/domain/admin/admin-access';
import { adminMessages } from '../../src/domain/admin/admin-messages';
import { emptyAuditBook, isAdministrator } from '../../src/domain/admin/admin-types';
import { readAuditLog } from '../../src/domain/admin/audit-log';
import { createUser, resetPassword } from '../../src/domain/admin/user-admin';
import { isStrongPassword } from '../../src/domain/validation/validators';
import { generateDemoData } from '../../src/demo/demo-data';

const demo = generateDemoData();
const users = demo.users.map((user) => ({ ...user, avatar: '', failedLogins: 0, lockedUntil: 0 }));
const office = demo.departments.find((d) => d.divisionCode === '360121' && d.kind === 'office');
const call: AdminCall = { users, divisions: demo.divisions, departments: demo.departments, roles: demo.roles, callerId: '10001', at: '2026-03-02T01:00:00.000Z', audit: emptyAuditBook };
const draft = { userName: 'prop_user', nickName: '属性测试', divisionCode: '360121', deptId: office?.deptId ?? '', phone: '13812345678', roleKey: 'county_staff' };

const allowed = 'abcXYZ0123456789!@#$%^&*/\';.,';
const passwords = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ unit: fc.constantFrom(...allowed), minLength: 6, maxLength: 20 }));

describe('administration rules', () => {
  it('accept an initial or reset password exactly when it obeys SPEC section 5', () => {
    fc.assert(
      fc.property(passwords, (password) => {
        expect(createUser(call, { ...draft, password }).ok).toBe(isStrongPassword(password));
        expect(resetPassword(call, { userId: '10004', version: 1 }, password).ok).toBe(isStrongPassword(password));
      }),
    );
  });

  it('never put a password into the audit log, whatever the fields hold', () => {
    const strong = fc.tuple(fc.string({ unit: fc.constantFrom(...'abcdefgh'), minLength: 6, maxLength: 10 }), fc.integer({ min: 0, max: 9999 }), fc.constantFrom(...'!@#$%^&*')).map(([letters, digits, special]) => `${letters}${digits}${special}`);
    fc.assert(
      fc.property(strong, fc.string({ minLength: 1, maxLength: 20 }), (password, nickName) => {
        const created = createUser(call, { ...draft, nickName, password });
        const reset = resetPassword(call, { userId: '10004', version: 1 }, password);
        for (const result of [created, reset]) {
          if (!result.ok) continue;
          expect(result.value.password).toBe(password);
          expect(JSON.stringify(result.value.audit)).not.toContain(password);
          expect(result.value.entry.changes.map((change) => change.field)).not.toContain('初始密码');
        }
        expect(reset.ok).toBe(true);
      }),
    );
  });

  it('refuse an audit range exactly when it ends before it starts, at 结束日期', () => {
    const day = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (from, to) => {
        const read = readAuditLog(call, { from, to, pageIndex: 1, pageSize: 15 });
        expect(read.ok).toBe(from <= to);
        if (!read.ok) expect(read.error).toEqual({ status: 400, message: adminMessages.dateOrder, fieldProblems: { to: adminMessages.dateOrder } });
      }),
    );
  });

  it.each([
    [['admin'], true],
    [['county_staff', 'admin'], true],
    [['county_staff'], false],
    [[], false],
    [null, false],
  ] as const)('count roles %j as the administrator: %s', (roles, expected) => {
    expect(isAdministrator(roles)).toBe(expected);
  });
});
