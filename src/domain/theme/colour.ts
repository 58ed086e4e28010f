/** A colour written `#rrggbb` (either case), the only colour form the display settings accept. */
export type HexColour = string & { readonly __brand: 'HexColour' };

/** Red, green and blue channels, each an integer 0–255. */
interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const BLACK: Rgb = { r: 0, g: 0, b: 0 };
const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** Whether a value is a `#rrggbb` colour; nothing else (names, `rgb()`, `url()`, short forms) passes. */
export function isHexColour(value: unknown): value is HexColour {
  return typeof value === 'string' && HEX_COLOUR.test(value);
}

/** The value as a colour, or undefined when it is not `#rrggbb`. */
export function asHexColour(value: unknown): HexColour | undefined {
  return isHexColour(value) ? value : undefined;
}

/** The channels of a colour (a value that is not `#rrggbb` reads as black, which the type rules out). */
export function toRgb(colour: HexColour): Rgb {
  if (!isHexColour(colour)) return BLACK;
  return {
    r: Number.parseInt(colour.slice(1, 3), 16),
    g: Number.parseInt(colour.slice(3, 5), 16),
    b: Number.parseInt(colour.slice(5, 7), 16),
  };
}

const channel = (value: number): number => (Number.isFinite(value) ? Math.min(255, Math.max(0, Math.round(value))) : 0);
const hexByte = (value: number): string => channel(value).toString(16).padStart(2, '0');

/** The lower-case `#rrggbb` of some channels, each rounded and clamped to 0–255. */
export function toHex(rgb: Rgb): HexColour {
  return `#${hexByte(rgb.r)}${hexByte(rgb.g)}${hexByte(rgb.b)}` as HexColour;
}

/** A weight clamped to 0–1; NaN counts as 0. */
const unit = (weight: number): number => (Number.isNaN(weight) ? 0 : Math.min(1, Math.max(0, weight)));

/** `colour` moved towards `towards` by `weight` (0 keeps it, 1 gives `towards`). */
export function mix(colour: HexColour, towards: HexColour, weight: number): HexColour {
  const w = unit(weight);
  const from = toRgb(colour);
  const to = toRgb(towards);
  return toHex({
    r: from.r + (to.r - from.r) * w,
    g: from.g + (to.g - from.g) * w,
    b: from.b + (to.b - from.b) * w,
  });
}

/** The colour moved towards black by `amount` (0–1): no channel ever gets lighter. */
export function darken(colour: HexColour, amount: number): HexColour {
  return mix(colour, toHex(BLACK), amount);
}

/** The colour moved towards white by `amount` (0–1): no channel ever gets darker. */
export function lighten(colour: HexColour, amount: number): HexColour {
  return mix(colour, toHex(WHITE), amount);
}
