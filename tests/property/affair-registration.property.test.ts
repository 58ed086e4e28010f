import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEMPORARY_LAND_APPROVAL } from '../../src/domain/affair/definitions';
import { formErrors } from '../../src/domain/affair/registration-form';
import { registerAffair } from '../../src/domain/affair/service/register';
import { superviseCreate } from '../../src/domain/affair/service/supervise';
import { superviseFormError } from '../../src/domain/affair/supervision-form';
import { generateDemoData } from '../../src/demo/demo-data';
import { seedAffairBook } from '../../src/demo/affairs';

const demo = generateDemoData();
const book = seedAffairBook(demo);
const dir = { users: demo.users, departments: demo.departments, divisions: demo.divisions };
const AT = '2026-11-21T02:00:00.000Z';
const fields = TEMPORARY_LAND_APPROVAL.formFields;

/** Values that are sometimes valid, sometimes empty, too long, not numbers or not dates. */
const value = fc.oneof(
  fc.constantFrom('', '  ', '南昌县八一乡', '1.25', '0', '-3', '12', 'abc', '1e3', '2026-02-30', '2026-02-28'),
  fc.string({ maxLength: 120 }),
);

describe('the 事务登记 form', () => {
  it('is accepted by the service exactly when the page finds no error, with the page\'s first message', () => {
    fc.assert(
      fc.property(value, fc.record(Object.fromEntries(fields.map((field) => [field.name, value]))), (title, formData) => {
        const errors = formErrors(fields, title, formData);
        const outcome = registerAffair(book, dir, '10004', TEMPORARY_LAND_APPROVAL.id, { title, formData }, AT);
        expect(outcome.ok).toBe(Object.keys(errors).length === 0);
        if (!outcome.ok) expect(Object.values(errors)).toContain(outcome.error.message);
      }),
    );
  });
});

describe('the 新建督办 form', () => {
  const mine = book.affairs.find((stored) => stored.affair.registeredBy === '10004' && stored.affair.status === 'running');
  const key = mine?.affair.keyDigNumGather ?? '';
  const today = '2026-11-21';

  it('is accepted by the service exactly when the dialog finds no error, with the dialog\'s message', () => {
    const text = (max: number): fc.Arbitrary<string> => fc.oneof(fc.constantFrom('', ' ', '用地审查督办'), fc.string({ maxLength: max }));
    const deadline = fc.constantFrom('', '2026-11-20', '2026-11-21', '2026-12-31', '2026/12/31', 'abc');
    fc.assert(
      fc.property(text(60), deadline, text(520), (supName, day, content) => {
        const body = { keyDigNumGather: key, supName, deadline: day, urgedUserId: '10003', content };
        const expected = superviseFormError(body, today);
        const outcome = superviseCreate(book, dir, '10004', body, AT);
        expect(outcome.ok).toBe(expected === undefined);
        if (!outcome.ok) expect(outcome.error.message).toBe(expected);
      }),
    );
  });
});
