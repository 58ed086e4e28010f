import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { darken, toHex, type HexColour } from '../../../src/domain/theme/colour';
import {
  AA_TEXT,
  WHITE,
  barHighlight,
  barMutedText,
  barText,
  closestDarkerShade,
  contrastRatio,
  LIGHT_FILL_ON_PAGE,
  primaryForWhiteText,
  relativeLuminance,
} from '../../../src/domain/theme/contrast';
import { cssVariablesFor } from '../../../src/domain/theme/css-variables';
import { PRESET_THEME_COLOURS, SKINS } from '../../../src/domain/theme/options';
import { DEFAULT_SETTINGS, withSkin } from '../../../src/domain/theme/settings';

const hex = (value: string): HexColour => value as HexColour;
const byte = fc.integer({ min: 0, max: 255 });
const colour = fc.tuple(byte, byte, byte).map(([r, g, b]) => toHex({ r, g, b }));

describe('WCAG contrast', () => {
  it('gives the known ratios: black on white 21, a colour on itself 1, #777 on white about 4.48', () => {
    expect(contrastRatio(hex('#000000'), WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(hex('#3781ff'), hex('#3781ff'))).toBe(1);
    expect(contrastRatio(hex('#777777'), WHITE)).toBeCloseTo(4.48, 2);
    expect(relativeLuminance(WHITE)).toBe(1);
  });

  test.prop([colour, colour])('is symmetric and between 1 and 21', (a, b) => {
    expect(contrastRatio(a, b)).toBe(contrastRatio(b, a));
    expect(contrastRatio(a, b)).toBeGreaterThanOrEqual(1);
    expect(contrastRatio(a, b)).toBeLessThanOrEqual(21 + 1e-9);
  });
});

describe('text on a bar', () => {
  test.prop([colour])('bar text and muted bar text read at 4.5:1 on the bar and on its highlight', (background) => {
    for (const text of [barText(background), barMutedText(background)]) {
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(text, barHighlight(background))).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  test.prop([colour.filter((c) => contrastRatio(WHITE, c) >= AA_TEXT)])('white stays where white passes', (background) => {
    expect(barText(background)).toBe(WHITE);
  });

  test.prop([colour.filter((c) => contrastRatio(WHITE, c) < AA_TEXT)])(
    'elsewhere it is the least darkened shade of the bar that passes',
    (background) => {
      const text = barText(background);
      const steps = [...Array(101).keys()].find((step) => darken(background, step / 100) === text);
      expect(steps).toBeDefined();
      for (let lighter = 0; lighter < (steps ?? 0); lighter += 1) {
        expect(contrastRatio(darken(background, lighter / 100), background)).toBeLessThan(AA_TEXT);
      }
    },
  );

  it.each(SKINS.map((s) => [s.id, s.navColor, s.sidebarColor] as const))('skin %s keeps its bar colours and gets readable text', (id, nav, sidebar) => {
    const vars = cssVariablesFor(withSkin(DEFAULT_SETTINGS, id));
    expect(vars['--app-nav']).toBe(nav);
    expect(vars['--app-sidebar']).toBe(sidebar);
    expect(contrastRatio(hex(vars['--app-nav-text'] ?? ''), nav)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(hex(vars['--app-sidebar-text-muted'] ?? ''), sidebar)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(hex(vars['--app-nav-focus'] ?? ''), nav)).toBeGreaterThanOrEqual(3);
  });

  it('uses white on the dark skins and a dark shade of the hue on skyBlue and freshGreen', () => {
    expect(barText(hex('#003c81'))).toBe(WHITE);
    expect(barText(hex('#ac000c'))).toBe(WHITE);
    expect(barText(hex('#3781ff'))).toBe('#0d1e3b');
    expect(barText(hex('#48A728'))).toBe('#16320c');
  });
});

describe('primary colour for white button text and text on the light fill', () => {
  test.prop([colour])('carries white text and reads on the light fill at 4.5:1, the least darkened shade that does', (theme) => {
    const primary = primaryForWhiteText(theme);
    expect(contrastRatio(WHITE, primary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(LIGHT_FILL_ON_PAGE, primary)).toBeGreaterThanOrEqual(AA_TEXT);
    const steps = [...Array(101).keys()].find((step) => darken(theme, step / 100) === primary) ?? 0;
    if (steps > 0) expect(contrastRatio(LIGHT_FILL_ON_PAGE, darken(theme, (steps - 1) / 100))).toBeLessThan(AA_TEXT);
  });

  it('keeps the presets that already pass and darkens the others', () => {
    const kept = PRESET_THEME_COLOURS.filter((c) => primaryForWhiteText(c) === c);
    expect(kept).toEqual(['#304156', '#212121']);
    expect(primaryForWhiteText(hex('#409EFF'))).toBe('#2a67a6');
    expect(closestDarkerShade(hex('#0B71AF'), WHITE)).toBe('#0B71AF');
    expect(primaryForWhiteText(hex('#0B71AF'))).toBe('#0a6aa5');
  });
});
