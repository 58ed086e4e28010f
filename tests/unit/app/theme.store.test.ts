import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { MemoryCookieStore } from '../../../src/adapters/memory/memory-cookie-store';
import { MemoryDocumentTheme } from '../../../src/adapters/memory/memory-document-theme';
import { DISPLAY_COOKIE_DAYS, ThemeStore } from '../../../src/app/theme/theme.store';
import { cssVariablesFor } from '../../../src/domain/theme/css-variables';
import { DEFAULT_SETTINGS, DISPLAY_COOKIE_NAMES } from '../../../src/domain/theme/settings';

/** A memory cookie store that also remembers how long each cookie was asked to last. */
class RecordingCookies extends MemoryCookieStore {
  days = new Map<string, number | undefined>();
  override set(name: string, value: string, days?: number): void {
    super.set(name, value, days);
    this.days.set(name, days);
  }
}

function setup(initial: Record<string, string> = {}) {
  const cookies = new RecordingCookies();
  for (const [name, value] of Object.entries(initial)) cookies.set(name, value);
  cookies.days.clear();
  const page = new MemoryDocumentTheme();
  return { cookies, page, store: new ThemeStore(cookies, page) };
}

describe('ThemeStore', () => {
  it('starts from the defaults without cookies, writes nothing and applies nothing until asked', () => {
    const { store, cookies, page } = setup();
    expect(store.getValue()).toEqual(DEFAULT_SETTINGS);
    expect(cookies.days.size).toBe(0);
    expect(page.calls).toBe(0);
    store.apply();
    expect(page.last).toEqual({ variables: cssVariablesFor(DEFAULT_SETTINGS), sizeClass: 'standardFontSize' });
  });

  it('reads every cookie it kept', () => {
    const { store } = setup({
      theme: '#13c2c2',
      navColor: '#ac000c',
      sidebarColor: '#92000A',
      navModel: 'siamese',
      currentColorName: 'chinaRed',
      fontClass: 'largeFontSize',
      size: 'medium',
    });
    expect(store.getValue()).toEqual({
      theme: '#13c2c2',
      navColor: '#ac000c',
      sidebarColor: '#92000A',
      navModel: 'siamese',
      currentColorName: 'chinaRed',
      fontClass: 'largeFontSize',
      size: 'medium',
    });
  });

  it('ignores hostile or malformed cookies', () => {
    const { store, page } = setup({
      theme: 'red;background:url(javascript:alert(1))',
      navColor: 'url(//evil.test/x.png)',
      sidebarColor: '#12345',
      navModel: '__proto__',
      currentColorName: 'constructor',
      fontClass: '"><script>',
      size: 'huge',
    });
    expect(store.getValue()).toEqual(DEFAULT_SETTINGS);
    store.apply();
    for (const value of Object.values(page.last?.variables ?? {})) expect(value).not.toMatch(/url|script|;/);
  });

  it('a skin writes every cookie for a year, applies its colours, and a new store finds it', () => {
    const { store, cookies, page } = setup();
    store.setSkin('darkNight');
    expect(store.getValue()).toMatchObject({ currentColorName: 'darkNight', navColor: '#262f3e', sidebarColor: '#202835' });
    expect([...cookies.days.keys()].sort()).toEqual([...DISPLAY_COOKIE_NAMES].sort());
    expect(new Set(cookies.days.values())).toEqual(new Set([DISPLAY_COOKIE_DAYS]));
    expect(DISPLAY_COOKIE_DAYS).toBe(365);
    expect(page.last?.variables['--app-nav']).toBe('#262f3e');
    expect(page.last?.variables['--app-sidebar']).toBe('#202835');
    const again = new ThemeStore(cookies, new MemoryDocumentTheme());
    expect(again.getValue()).toEqual(store.getValue());
  });

  it('takes a preset or any #rrggbb theme colour and refuses anything else', () => {
    const { store, page, cookies } = setup();
    expect(store.setThemeColour('#11a983')).toBe(true);
    expect(page.last?.variables['--app-theme']).toBe('#11a983');
    expect(cookies.get('theme')).toBe('#11a983');
    expect(store.setThemeColour('#abcdef')).toBe(true);
    expect(store.getValue().theme).toBe('#abcdef');
    const calls = page.calls;
    for (const bad of ['red', '#abc', 'rgb(1,2,3)', '#abcdef;x', '']) expect(store.setThemeColour(bad)).toBe(false);
    expect(store.getValue().theme).toBe('#abcdef');
    expect(page.calls).toBe(calls);
  });

  it('switches the navigation mode and ignores unknown ones', () => {
    const { store, cookies } = setup();
    store.setNavModel('siamese');
    expect(store.getValue().navModel).toBe('siamese');
    expect(cookies.get('navModel')).toBe('siamese');
    store.setNavModel('other' as never);
    expect(store.getValue().navModel).toBe('siamese');
  });

  it('a font class sets its size and the body class, and says when the view must refresh', () => {
    const { store, cookies, page } = setup();
    expect(store.setFontClass('largeFontSize')).toBe(true);
    expect(store.getValue()).toMatchObject({ fontClass: 'largeFontSize', size: 'medium' });
    expect(cookies.get('fontClass')).toBe('largeFontSize');
    expect(cookies.get('size')).toBe('medium');
    expect(page.last?.sizeClass).toBe('largeFontSize');
    expect(page.last?.variables['--app-font-size']).toBe('16px');
    expect(store.setFontClass('largeFontSize')).toBe(false);
    expect(store.setFontClass('bogus' as never)).toBe(false);
    expect(store.getValue().fontClass).toBe('largeFontSize');
  });
});
