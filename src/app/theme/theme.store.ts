import { inject, injectable } from 'inversify';
import { isHexColour } from '../../domain/theme/colour';
import { cssVariablesFor } from '../../domain/theme/css-variables';
import { NAV_MODELS, fontClassById, type FontClass, type NavModel, type SkinId } from '../../domain/theme/options';
import {
  readSettingsFrom,
  settingsToCookies,
  withFontClass,
  withSkin,
  type DisplaySettings,
} from '../../domain/theme/settings';
import { CookieStore, DocumentTheme } from '../../ports/browser.port';
import { Store } from '../shared/store';

/** SPEC section 3: the display settings cookies last a year. */
export const DISPLAY_COOKIE_DAYS = 365;

/**
 * The display settings of SPEC sections 3 and 9: read from the cookies once, and on every change
 * written back to them and applied to the page as CSS variables and a font-size class on body.
 */
@injectable()
export class ThemeStore extends Store<DisplaySettings> {
  constructor(
    @inject(CookieStore) private readonly cookies: CookieStore,
    @inject(DocumentTheme) private readonly documentTheme: DocumentTheme,
  ) {
    super(readSettingsFrom((name) => cookies.get(name)));
  }

  /** Shows the current settings on the page; called once before the first render, so nothing flashes. */
  apply(): void {
    const settings = this.getValue();
    this.documentTheme.apply(cssVariablesFor(settings), settings.fontClass);
  }

  setNavModel(navModel: NavModel): void {
    if (!NAV_MODELS.some((m) => m.id === navModel)) return;
    this.change({ ...this.getValue(), navModel });
  }

  /** Takes a preset or any other `#rrggbb` colour (the presets are all of that form); returns false (and changes nothing) for anything else. */
  setThemeColour(colour: string): boolean {
    if (!isHexColour(colour)) return false;
    this.change({ ...this.getValue(), theme: colour });
    return true;
  }

  setSkin(id: SkinId): void {
    this.change(withSkin(this.getValue(), id));
  }

  /**
   * Chooses a font size. Returns true when it changed, which tells the view to refresh the
   * current page through /redirect (SPEC section 4).
   */
  setFontClass(fontClass: FontClass): boolean {
    if (fontClassById(fontClass) === undefined || fontClass === this.getValue().fontClass) return false;
    this.change(withFontClass(this.getValue(), fontClass));
    return true;
  }

  private change(next: DisplaySettings): void {
    if (next === this.getValue()) return;
    this.set(next);
    for (const [name, value] of Object.entries(settingsToCookies(next))) this.cookies.set(name, value, DISPLAY_COOKIE_DAYS);
    this.apply();
  }
}
