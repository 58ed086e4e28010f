import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { darken, isHexColour, lighten, mix, toHex, toRgb, type HexColour } from '../../src/domain/theme/colour';
import { cssVariablesFor } from '../../src/domain/theme/css-variables';
import { FONT_CLASSES, NAV_MODELS, SKIN_IDS, UI_SIZES } from '../../src/domain/theme/options';
import { DISPLAY_COOKIE_NAMES, readSettings, settingsToCookies, type DisplaySettings } from '../../src/domain/theme/settings';

const hexColour: fc.Arbitrary<HexColour> = fc
  .tuple(fc.integer({ min: 0, max: 0xffffff }), fc.boolean())
  .map(([n, upper]) => {
    const digits = n.toString(16).padStart(6, '0');
    return `#${upper ? digits.toUpperCase() : digits}` as HexColour;
  });

const settings: fc.Arbitrary<DisplaySettings> = fc.record({
  theme: hexColour,
  navColor: hexColour,
  sidebarColor: hexColour,
  navModel: fc.constantFrom(...NAV_MODELS.map((m) => m.id)),
  currentColorName: fc.constantFrom(...SKIN_IDS),
  fontClass: fc.constantFrom(...FONT_CLASSES.map((f) => f.id)),
  size: fc.constantFrom(...UI_SIZES),
});

/** Cookie maps with random and hostile values under the real names as well as random names. */
const hostileValue = fc.oneof(
  fc.string(),
  fc.constantFrom('#fff', '#GGGGGG', 'red', '#000000;}body{display:none', 'url(javascript:alert(1))', '__proto__', 'constructor', ''),
  hexColour.map((c) => ` ${c}`),
);
const cookieMap: fc.Arbitrary<Record<string, string | undefined>> = fc.oneof(
  fc.dictionary(fc.string(), fc.string()),
  fc.dictionary(fc.constantFrom(...DISPLAY_COOKIE_NAMES, '__proto__', 'toString'), fc.option(hostileValue, { nil: undefined })),
);

const isValid = (s: DisplaySettings): boolean =>
  isHexColour(s.theme) &&
  isHexColour(s.navColor) &&
  isHexColour(s.sidebarColor) &&
  NAV_MODELS.some((m) => m.id === s.navModel) &&
  SKIN_IDS.includes(s.currentColorName) &&
  FONT_CLASSES.some((f) => f.id === s.fontClass) &&
  UI_SIZES.includes(s.size);

describe('display settings from cookies (SPEC section 3)', () => {
  test.prop([cookieMap])('readSettings never throws and always yields valid settings', (cookies) => {
    expect(isValid(readSettings(cookies))).toBe(true);
  });

  test.prop([settings])('readSettings(settingsToCookies(s)) equals s', (s) => {
    expect(readSettings(settingsToCookies(s))).toEqual(s);
  });

  test.prop([settings, cookieMap])('each cookie is read on its own: a broken one does not spoil the others', (s, noise) => {
    const cookies = { ...noise, ...settingsToCookies(s) };
    expect(readSettings(cookies)).toEqual(s);
  });

  test.prop([settings])('the CSS variables are names starting with -- and safe values', (s) => {
    for (const [name, value] of Object.entries(cssVariablesFor(s))) {
      expect(name).toMatch(/^--[a-z-]+$/);
      expect(value).toMatch(/^(#[0-9a-fA-F]{6}|\d+px)$/);
    }
  });
});

describe('colour maths', () => {
  const amount = fc.oneof(fc.double({ noNaN: false }), fc.double({ min: 0, max: 1, noNaN: true }));

  test.prop([hexColour, amount])('darken and lighten always give #rrggbb', (colour, a) => {
    expect(isHexColour(darken(colour, a))).toBe(true);
    expect(isHexColour(lighten(colour, a))).toBe(true);
  });

  test.prop([hexColour, amount])('darken never lightens a channel and lighten never darkens one', (colour, a) => {
    const before = toRgb(colour);
    const darker = toRgb(darken(colour, a));
    const lighter = toRgb(lighten(colour, a));
    for (const key of ['r', 'g', 'b'] as const) {
      expect(darker[key]).toBeLessThanOrEqual(before[key]);
      expect(lighter[key]).toBeGreaterThanOrEqual(before[key]);
    }
  });

  test.prop([hexColour, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true })])(
    'darkening more never gives a lighter colour',
    (colour, a, b) => {
      const [less, more] = a <= b ? [a, b] : [b, a];
      const x = toRgb(darken(colour, less));
      const y = toRgb(darken(colour, more));
      expect(y.r + y.g + y.b).toBeLessThanOrEqual(x.r + x.g + x.b);
    },
  );

  test.prop([hexColour, hexColour])('mix by 0 keeps the colour, by 1 gives the target', (a, b) => {
    expect(mix(a, b, 0)).toBe(a.toLowerCase());
    expect(mix(a, b, 1)).toBe(b.toLowerCase());
  });

  test.prop([hexColour])('toHex(toRgb(c)) is c in lower case', (colour) => {
    expect(toHex(toRgb(colour))).toBe(colour.toLowerCase());
  });
});
