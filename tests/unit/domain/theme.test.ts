import { describe, expect, it } from 'vitest';
import { asHexColour, darken, isHexColour, lighten, mix, toHex, toRgb, type HexColour } from '../../../src/domain/theme/colour';
import { cssVariablesFor } from '../../../src/domain/theme/css-variables';
import {
  FONT_CLASSES,
  NAV_MODELS,
  PRESET_THEME_COLOURS,
  SKINS,
  THEME_BASE_COLOUR,
  basePxOfSize,
  sizeOfFontClass,
  skinById,
} from '../../../src/domain/theme/options';
import {
  DEFAULT_SETTINGS,
  DISPLAY_COOKIE_NAMES,
  readSettings,
  settingsToCookies,
  withFontClass,
  withSkin,
  type DisplaySettings,
} from '../../../src/domain/theme/settings';

const hex = (value: string): HexColour => value as HexColour;

describe('theme constants (SPEC section 9)', () => {
  it('has the defaults: base colour, skyBlue skin, old navigation, standard font at size small', () => {
    expect(THEME_BASE_COLOUR).toBe('#0B71AF');
    expect(DEFAULT_SETTINGS).toEqual({
      theme: '#0B71AF',
      navColor: '#3781ff',
      sidebarColor: '#3f85fd',
      navModel: 'singleNav',
      currentColorName: 'skyBlue',
      fontClass: 'standardFontSize',
      size: 'small',
    });
  });

  it.each([
    ['skyBlue', '天空蓝', '#3781ff', '#3f85fd'],
    ['deepBlue', '深海蓝', '#003c81', '#00326D'],
    ['darkNight', '暗夜黑', '#262f3e', '#202835'],
    ['chinaRed', '中国红', '#ac000c', '#92000A'],
    ['freshGreen', '清新绿', '#48A728', '#3b8823'],
  ])('skin %s (%s) has nav %s and sidebar %s', (id, label, navColor, sidebarColor) => {
    expect(skinById(id)).toEqual({ id, label, navColor, sidebarColor });
  });

  it('has five skins, eight preset colours and two navigation modes', () => {
    expect(SKINS).toHaveLength(5);
    expect(PRESET_THEME_COLOURS).toEqual(['#409EFF', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959CD', '#f5222d']);
    expect(NAV_MODELS).toEqual([
      { id: 'singleNav', label: '旧版' },
      { id: 'siamese', label: '新版' },
    ]);
    expect([...SKINS.flatMap((s) => [s.navColor, s.sidebarColor]), ...PRESET_THEME_COLOURS, THEME_BASE_COLOUR].every(isHexColour)).toBe(true);
  });

  it.each([
    ['miniFontSize', 'mini', 12],
    ['standardFontSize', 'small', 14],
    ['largeFontSize', 'medium', 16],
    ['superFontSize', '', 18],
  ] as const)('font class %s gives size %j at %i px', (fontClass, size, px) => {
    expect(sizeOfFontClass(fontClass)).toBe(size);
    expect(basePxOfSize(size)).toBe(px);
    expect(FONT_CLASSES.find((f) => f.id === fontClass)?.label).toMatch(/号|标准/);
  });
});

describe('readSettings', () => {
  it.each([
    ['no cookies', {}],
    ['undefined values', { theme: undefined, size: undefined }],
    ['a colour name', { theme: 'red' }],
    ['a short colour', { theme: '#fff', navColor: '#abc' }],
    ['a CSS injection', { theme: '#000000;background:url(x)', sidebarColor: 'expression(alert(1))' }],
    ['an eight-digit colour', { navColor: '#11223344' }],
    ['padded values', { theme: ' #112233', navModel: 'siamese ' }],
    ['unknown enums', { navModel: 'topNav', currentColorName: 'pink', fontClass: 'hugeFontSize', size: 'large' }],
    ['prototype names', { navModel: 'constructor', currentColorName: '__proto__', fontClass: 'toString', size: 'valueOf' }],
  ])('falls back to the defaults for %s', (_, cookies: Record<string, string | undefined>) => {
    expect(readSettings(cookies)).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores a missing map and non-string values', () => {
    expect(readSettings(undefined)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings({ theme: 5, size: null } as unknown as Record<string, string>)).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores inherited values', () => {
    const cookies = Object.create({ navModel: 'siamese' }) as Record<string, string>;
    expect(readSettings(cookies).navModel).toBe('singleNav');
  });

  it('reads every valid cookie, keeping the colour case', () => {
    const cookies = {
      theme: '#6959CD',
      navColor: '#ac000c',
      sidebarColor: '#92000A',
      navModel: 'siamese',
      currentColorName: 'chinaRed',
      fontClass: 'largeFontSize',
      size: 'medium',
    };
    expect(readSettings(cookies)).toEqual(cookies);
    expect(settingsToCookies(readSettings(cookies))).toEqual(cookies);
  });

  it.each([
    [{ fontClass: 'miniFontSize' }, 'mini'],
    [{ fontClass: 'superFontSize' }, ''],
    [{ fontClass: 'superFontSize', size: 'small' }, 'small'],
    [{ fontClass: 'largeFontSize', size: '' }, ''],
    [{ size: 'mini' }, 'mini'],
    [{ fontClass: 'miniFontSize', size: 'bogus' }, 'mini'],
  ])('%j gives size %j (a size cookie wins, otherwise the font class decides)', (cookies, size) => {
    expect(readSettings(cookies).size).toBe(size);
  });

  it('writes one cookie per setting, under the names of SPEC section 3', () => {
    expect(Object.keys(settingsToCookies(DEFAULT_SETTINGS)).sort()).toEqual([...DISPLAY_COOKIE_NAMES].sort());
    expect(DISPLAY_COOKIE_NAMES).toEqual(['theme', 'navColor', 'sidebarColor', 'navModel', 'currentColorName', 'fontClass', 'size']);
  });
});

describe('choosing a skin or a font class', () => {
  it('takes both colours of the skin', () => {
    expect(withSkin(DEFAULT_SETTINGS, 'freshGreen')).toEqual({ ...DEFAULT_SETTINGS, currentColorName: 'freshGreen', navColor: '#48A728', sidebarColor: '#3b8823' });
    expect(withSkin(DEFAULT_SETTINGS, 'nope' as 'skyBlue')).toBe(DEFAULT_SETTINGS);
  });

  it('sets the size the font class gives', () => {
    const settings: DisplaySettings = { ...DEFAULT_SETTINGS, size: 'mini' };
    expect(withFontClass(settings, 'superFontSize')).toEqual({ ...DEFAULT_SETTINGS, fontClass: 'superFontSize', size: '' });
    expect(withFontClass(settings, 'nope' as 'miniFontSize')).toBe(settings);
  });
});

describe('colour maths', () => {
  it.each([
    ['#000000', { r: 0, g: 0, b: 0 }],
    ['#FFFFFF', { r: 255, g: 255, b: 255 }],
    ['#3781ff', { r: 0x37, g: 0x81, b: 0xff }],
  ])('%s has channels %j', (colour, rgb) => {
    expect(toRgb(hex(colour))).toEqual(rgb);
    expect(toHex(rgb)).toBe(colour.toLowerCase());
  });

  it.each([
    ['#ffffff', 0.5, '#808080'],
    ['#3781ff', 0, '#3781ff'],
    ['#3781ff', 1, '#000000'],
    ['#3781ff', 2, '#000000'],
    ['#3781ff', -1, '#3781ff'],
    ['#3781ff', Number.NaN, '#3781ff'],
  ])('darken(%s, %d) is %s', (colour, amount, expected) => {
    expect(darken(hex(colour), amount)).toBe(expected);
  });

  it.each([
    ['#000000', 0.5, '#808080'],
    ['#409EFF', 1, '#ffffff'],
    ['#409EFF', 0, '#409eff'],
  ])('lighten(%s, %d) is %s', (colour, amount, expected) => {
    expect(lighten(hex(colour), amount)).toBe(expected);
  });

  it('clamps channels and reads a smuggled non-colour as black', () => {
    expect(toHex({ r: 300, g: -4, b: Number.NaN })).toBe('#ff0000');
    expect(toRgb(hex('red'))).toEqual({ r: 0, g: 0, b: 0 });
    expect(mix(hex('#000000'), hex('#ffffff'), 0.25)).toBe('#404040');
    expect(asHexColour('#12345g')).toBeUndefined();
    expect(asHexColour('#12345F')).toBe('#12345F');
  });
});

describe('cssVariablesFor', () => {
  it('sets the app colours, the font size and Semi primary shades', () => {
    const vars = cssVariablesFor({ ...DEFAULT_SETTINGS, theme: hex('#409EFF'), size: 'medium' });
    expect(vars['--app-theme']).toBe('#409EFF');
    expect(vars['--app-nav']).toBe('#3781ff');
    expect(vars['--app-sidebar']).toBe('#3f85fd');
    expect(vars['--app-font-size']).toBe('16px');
    expect(vars['--semi-font-size-regular']).toBe('16px');
    // #409EFF carries white text at 2.8:1 only, so Semi's primary is its closest shade at 4.5:1 (on white and on the light fill).
    const primary = hex('#2a67a6');
    expect(vars['--semi-color-primary']).toBe(primary);
    expect(vars['--semi-color-primary-hover']).toBe(darken(primary, 0.1));
    expect(vars['--semi-color-primary-active']).toBe(darken(primary, 0.2));
    expect(vars['--semi-color-primary-light-default']).toBe(lighten(primary, 0.9));
  });

  it.each(FONT_CLASSES.map((f) => [f.id, f.basePx] as const))('%s sets a %i px base size', (fontClass, px) => {
    expect(cssVariablesFor(withFontClass(DEFAULT_SETTINGS, fontClass))['--app-font-size']).toBe(`${px}px`);
  });
});
