import { type HexColour } from './colour';
import { fontClassLabels, navModeLabels, skinLabels } from './labels';

/** Theme base colour of SPEC section 9 (the config-driven blue #409EFF is the first preset). */
export const THEME_BASE_COLOUR = '#0B71AF' as HexColour;

export type SkinId = keyof typeof skinLabels;

/** A skin: the top bar (nav) colour and the darker sidebar colour that goes with it. */
interface Skin {
  readonly id: SkinId;
  readonly label: string;
  readonly navColor: HexColour;
  readonly sidebarColor: HexColour;
}

const skin = (id: SkinId, navColor: string, sidebarColor: string): Skin => ({
  id,
  label: skinLabels[id],
  navColor: navColor as HexColour,
  sidebarColor: sidebarColor as HexColour,
});

/** The five skins of SPEC section 9, the default (skyBlue) first. */
export const SKINS: readonly Skin[] = [
  skin('skyBlue', '#3781ff', '#3f85fd'),
  skin('deepBlue', '#003c81', '#00326D'),
  skin('darkNight', '#262f3e', '#202835'),
  skin('chinaRed', '#ac000c', '#92000A'),
  skin('freshGreen', '#48A728', '#3b8823'),
];

export const SKIN_IDS: readonly SkinId[] = SKINS.map((s) => s.id);

/** The skin of an id, or undefined for anything else. */
export function skinById(id: string): Skin | undefined {
  return SKINS.find((s) => s.id === id);
}

/** The preset colours of the theme colour picker (SPEC section 9). */
export const PRESET_THEME_COLOURS: readonly HexColour[] = [
  '#409EFF',
  '#1890ff',
  '#304156',
  '#212121',
  '#11a983',
  '#13c2c2',
  '#6959CD',
  '#f5222d',
] as HexColour[];

export type NavModel = keyof typeof navModeLabels;

/** Navigation modes: singleNav is the old sidebar, siamese the new one. */
export const NAV_MODELS: readonly { readonly id: NavModel; readonly label: string }[] = [
  { id: 'singleNav', label: navModeLabels.singleNav },
  { id: 'siamese', label: navModeLabels.siamese },
];

export type FontClass = keyof typeof fontClassLabels;

/** The component size a font class gives ('' is the largest, the component library's own default). */
export type UiSize = 'mini' | 'small' | 'medium' | '';

interface FontClassOption {
  readonly id: FontClass;
  readonly label: string;
  readonly size: UiSize;
  /** Base font size in pixels of the whole UI at this class. */
  readonly basePx: number;
}

/** The four font sizes of SPEC section 9, smallest first. */
export const FONT_CLASSES: readonly FontClassOption[] = [
  { id: 'miniFontSize', label: fontClassLabels.miniFontSize, size: 'mini', basePx: 12 },
  { id: 'standardFontSize', label: fontClassLabels.standardFontSize, size: 'small', basePx: 14 },
  { id: 'largeFontSize', label: fontClassLabels.largeFontSize, size: 'medium', basePx: 16 },
  { id: 'superFontSize', label: fontClassLabels.superFontSize, size: '', basePx: 18 },
];

export const UI_SIZES: readonly UiSize[] = FONT_CLASSES.map((f) => f.size);

/** The option of a font class, or undefined for anything else. */
export function fontClassById(id: string): FontClassOption | undefined {
  return FONT_CLASSES.find((f) => f.id === id);
}

/** The size a font class gives (miniFontSize → mini, standardFontSize → small, largeFontSize → medium, superFontSize → ''). */
export function sizeOfFontClass(fontClass: FontClass): UiSize {
  return fontClassById(fontClass)?.size ?? 'small';
}

/** The base pixel size of a UI size (small, 14 px, for anything unknown). */
export function basePxOfSize(size: UiSize): number {
  return FONT_CLASSES.find((f) => f.size === size)?.basePx ?? 14;
}
