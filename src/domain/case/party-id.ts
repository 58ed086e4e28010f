/**
 * The parties' identifiers carry their own check character, so a mistyped digit is caught at the
 * form: 公民身份号码 (GB 11643-1999, ISO 7064 MOD 11-2) and 统一社会信用代码 (GB 32100-2015, MOD 31).
 */

const PERSON_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const PERSON_CHECKS = '10X98765432';
const PERSON = /^\d{17}[\dX]$/;

/** The check character of the first 17 digits of a 公民身份号码. */
export function personCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (PERSON_WEIGHTS[i] ?? 0);
  return PERSON_CHECKS[sum % 11] ?? '';
}

export const isPersonId = (id: string): boolean => PERSON.test(id) && personCheck(id.slice(0, 17)) === id[17];

/** The 31 characters of the code (no I, O, Z, S, V). */
export const UNIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const UNIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const UNIT = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** The check character of the first 17 characters of a 统一社会信用代码. */
export function unitCheck(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += UNIT_CHARS.indexOf(first17[i] ?? '') * (UNIT_WEIGHTS[i] ?? 0);
  return UNIT_CHARS[(31 - (sum % 31)) % 31] ?? '';
}

export const isUnitId = (id: string): boolean => UNIT.test(id) && unitCheck(id.slice(0, 17)) === id[17];

const MOBILE = /^1[3-9]\d{9}$/;
const LANDLINE = /^0\d{2,3}-?\d{7,8}$/;

export const isPhone = (phone: string): boolean => MOBILE.test(phone) || LANDLINE.test(phone);
