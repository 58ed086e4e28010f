import { isHexColour, type HexColour } from './colour';
import {
  NAV_MODELS,
  SKINS,
  THEME_BASE_COLOUR,
  UI_SIZES,
  fontClassById,
  skinById,
  sizeOfFontClass,
  type FontClass,
  type NavModel,
  type SkinId,
  type UiSize,
} from './options';

/** The display settings of SPEC section 3, each kept in a cookie of the same name. */
export interface DisplaySettings {
  /** Theme (primary) colour. */
  readonly theme: HexColour;
  /** Top bar colour of the chosen skin. */
  readonly navColor: HexColour;
  /** Sidebar colour of the chosen skin. */
  readonly sidebarColor: HexColour;
  readonly navModel: NavModel;
  /** Id of the chosen skin. */
  readonly currentColorName: SkinId;
  readonly fontClass: FontClass;
  /** Component size; follows fontClass unless a size cookie says otherwise. */
  readonly size: UiSize;
}

type DisplayCookieName = keyof DisplaySettings;

/** The cookie names, in the order of SPEC section 3. */
export const DISPLAY_COOKIE_NAMES: readonly DisplayCookieName[] = [
  'theme',
  'navColor',
  'sidebarColor',
  'navModel',
  'currentColorName',
  'fontClass',
  'size',
];

const defaultSkin = SKINS[0] ?? { id: 'skyBlue', navColor: '#3781ff' as HexColour, sidebarColor: '#3f85fd' as HexColour };

/** SPEC section 9: base theme colour, skyBlue skin, old navigation, standard font (size small). */
export const DEFAULT_SETTINGS: DisplaySettings = {
  theme: THEME_BASE_COLOUR,
  navColor: defaultSkin.navColor,
  sidebarColor: defaultSkin.sidebarColor,
  navModel: 'singleNav',
  currentColorName: defaultSkin.id,
  fontClass: 'standardFontSize',
  size: 'small',
};

type Cookies = Readonly<Record<string, string | undefined>>;

/** An own string value of the cookie map (inherited and non-string values are ignored). */
function cookie(cookies: Cookies, name: DisplayCookieName): string | undefined {
  if (!Object.prototype.hasOwnProperty.call(cookies, name)) return undefined;
  const value: unknown = cookies[name];
  return typeof value === 'string' ? value : undefined;
}

const colourOr = (value: string | undefined, fallback: HexColour): HexColour => (isHexColour(value) ? value : fallback);

const navModelOf = (value: string | undefined): NavModel | undefined => NAV_MODELS.find((m) => m.id === value)?.id;

const sizeOf = (value: string | undefined): UiSize | undefined => UI_SIZES.find((s) => s === value);

/**
 * The display settings from the cookies. Never throws: a missing, malformed or hostile value
 * (anything but `#rrggbb` for colours, anything but a known name for the others) falls back to
 * its default. A missing or unknown size follows the font class.
 */
export function readSettings(cookies: Cookies | null | undefined): DisplaySettings {
  if (cookies === null || typeof cookies !== 'object') return DEFAULT_SETTINGS;
  const fontClass = fontClassById(cookie(cookies, 'fontClass') ?? '')?.id ?? DEFAULT_SETTINGS.fontClass;
  return {
    theme: colourOr(cookie(cookies, 'theme'), DEFAULT_SETTINGS.theme),
    navColor: colourOr(cookie(cookies, 'navColor'), DEFAULT_SETTINGS.navColor),
    sidebarColor: colourOr(cookie(cookies, 'sidebarColor'), DEFAULT_SETTINGS.sidebarColor),
    navModel: navModelOf(cookie(cookies, 'navModel')) ?? DEFAULT_SETTINGS.navModel,
    currentColorName: skinById(cookie(cookies, 'currentColorName') ?? '')?.id ?? DEFAULT_SETTINGS.currentColorName,
    fontClass,
    size: sizeOf(cookie(cookies, 'size')) ?? sizeOfFontClass(fontClass),
  };
}

/** The display settings from a cookie reader, as the page applies them before its first paint. */
export function readSettingsFrom(cookie: (name: DisplayCookieName) => string | undefined): DisplaySettings {
  const saved: Record<string, string | undefined> = {};
  for (const name of DISPLAY_COOKIE_NAMES) saved[name] = cookie(name);
  return readSettings(saved);
}

/** The cookies that keep the settings, one per field. */
export function settingsToCookies(settings: DisplaySettings): Record<DisplayCookieName, string> {
  return {
    theme: settings.theme,
    navColor: settings.navColor,
    sidebarColor: settings.sidebarColor,
    navModel: settings.navModel,
    currentColorName: settings.currentColorName,
    fontClass: settings.fontClass,
    size: settings.size,
  };
}

/** The settings with a skin chosen: its id and both its colours. */
export function withSkin(settings: DisplaySettings, id: SkinId): DisplaySettings {
  const chosen = skinById(id);
  if (chosen === undefined) return settings;
  return { ...settings, currentColorName: chosen.id, navColor: chosen.navColor, sidebarColor: chosen.sidebarColor };
}

/** The settings with a font class chosen and the size it gives (SPEC section 4: then refresh via /redirect). */
export function withFontClass(settings: DisplaySettings, fontClass: FontClass): DisplaySettings {
  const chosen = fontClassById(fontClass);
  if (chosen === undefined) return settings;
  return { ...settings, fontClass: chosen.id, size: chosen.size };
}
