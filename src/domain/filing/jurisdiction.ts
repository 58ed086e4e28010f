/** DOMAIN.md "Who uses it": 6-digit division codes; the province ends in 0000, a city in 00. */
export type DivisionLevel = 'province' | 'city' | 'county';

const CODE = /^\d{6}$/;

const isDivisionCode = (code: string): boolean => CODE.test(code);

/** The level of a division code, or undefined when it is not six digits. */
export function divisionLevel(code: string): DivisionLevel | undefined {
  if (!isDivisionCode(code)) return undefined;
  if (code.endsWith('0000')) return 'province';
  if (code.endsWith('00')) return 'city';
  return 'county';
}

/** The significant prefix of a code: 2 digits for a province, 4 for a city, all 6 for a county. */
function prefixOf(code: string): string | undefined {
  switch (divisionLevel(code)) {
    case 'province':
      return code.slice(0, 2);
    case 'city':
      return code.slice(0, 4);
    case 'county':
      return code;
    case undefined:
      return undefined;
  }
}

/**
 * Whether a user of division `viewer` may see and act on a record of division `record`: the
 * record's division is the viewer's own or below it (360000 ⊃ 3601xx ⊃ 360121).
 */
export function withinJurisdiction(viewer: string, record: string): boolean {
  const prefix = prefixOf(viewer);
  return prefix !== undefined && isDivisionCode(record) && record.startsWith(prefix);
}

/** Strictly above: within jurisdiction and not the same division. */
export const isAbove = (upper: string, lower: string): boolean => upper !== lower && withinJurisdiction(upper, lower);
