// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { BodyDocumentTheme } from '../../../../src/adapters/browser/document-theme';
import { cssVariablesFor } from '../../../../src/domain/theme/css-variables';
import { DEFAULT_SETTINGS } from '../../../../src/domain/theme/settings';

describe('BodyDocumentTheme', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
    document.body.className = '';
    document.head.innerHTML = '';
  });

  it('sets the custom properties on body and one font-size class, without a style tag', () => {
    const theme = new BodyDocumentTheme(() => document.body);
    document.body.classList.add('keep-me');
    theme.apply(cssVariablesFor(DEFAULT_SETTINGS), 'standardFontSize');
    expect(document.body.style.getPropertyValue('--app-theme')).toBe('#0B71AF');
    expect(document.body.style.getPropertyValue('--app-nav')).toBe('#3781ff');
    expect(document.body.style.getPropertyValue('--semi-font-size-regular')).toBe('14px');
    expect(document.body.classList.contains('standardFontSize')).toBe(true);
    expect(document.querySelectorAll('style')).toHaveLength(0);

    theme.apply({ '--app-theme': '#11a983' }, 'largeFontSize');
    expect(document.body.style.getPropertyValue('--app-theme')).toBe('#11a983');
    expect(document.body.classList.contains('largeFontSize')).toBe(true);
    expect(document.body.classList.contains('standardFontSize')).toBe(false);
    expect(document.body.classList.contains('keep-me')).toBe(true);
  });

  it('replaces a font class left by an earlier instance and sets only custom properties', () => {
    document.body.classList.add('superFontSize');
    const theme = new BodyDocumentTheme(() => document.body);
    theme.apply({ color: 'red', '--app-nav': '#262f3e' }, 'miniFontSize');
    expect(document.body.className).toBe('miniFontSize');
    expect(document.body.style.color).toBe('');
    expect(document.body.style.getPropertyValue('--app-nav')).toBe('#262f3e');
  });
});
