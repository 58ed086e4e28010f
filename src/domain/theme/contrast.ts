import { darken, lighten, mix, toRgb, type HexColour } from './colour';

/** WCAG 2 AA contrast for normal-size text (and well above the 3:1 a focus ring needs). */
export const AA_TEXT = 4.5;

export const WHITE = '#ffffff' as HexColour;
export const BLACK = '#000000' as HexColour;

/** Shades are searched in hundredths: fine enough that the eye sees no step, few enough to be cheap. */
const STEPS = 100;
/** Muted text on a bar blends its text at most this far into the bar, so it still reads as text. */
const MUTED_MAX_BLEND = 0.3;
/** How far hover and selected backgrounds on a bar move away from its text colour. */
const HIGHLIGHT_AMOUNT = 0.1;

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance, 0 for black to 1 for white. */
export function relativeLuminance(colour: HexColour): number {
  const { r, g, b } = toRgb(colour);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, 1 to 21, the same whichever comes first. */
export function contrastRatio(a: HexColour, b: HexColour): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const passesAA = (a: HexColour, b: HexColour): boolean => contrastRatio(a, b) >= AA_TEXT;

/**
 * The least darkened shade of `colour` that reads against `against` at 4.5:1 (the colour itself
 * when it already does). Black always does against white or against any colour white fails on,
 * which are the only ways it is used, so the search ends at black at worst.
 */
export function closestDarkerShade(colour: HexColour, against: HexColour): HexColour {
  if (passesAA(colour, against)) return colour;
  for (let step = 1; step <= STEPS; step += 1) {
    const shade = darken(colour, step / STEPS);
    if (passesAA(shade, against)) return shade;
  }
  return BLACK;
}

/**
 * Text colour on a bar of SPEC colour `background`: white where white passes 4.5:1, else a dark
 * shade of the bar's own hue (closer to the bar than black, so it looks chosen rather than default).
 */
export function barText(background: HexColour): HexColour {
  return passesAA(WHITE, background) ? WHITE : closestDarkerShade(background, background);
}

/** Secondary text on a bar: the bar text blended towards the bar as far as 4.5:1 still allows. */
export function barMutedText(background: HexColour): HexColour {
  const text = barText(background);
  for (let step = Math.round(MUTED_MAX_BLEND * STEPS); step > 0; step -= 1) {
    const muted = mix(text, background, step / STEPS);
    if (passesAA(muted, background)) return muted;
  }
  return text;
}

/**
 * Hover and selected background on a bar: moved away from the text colour (darker under white
 * text, lighter under dark text), so the bar's text keeps at least its contrast there.
 */
export function barHighlight(background: HexColour): HexColour {
  return barText(background) === WHITE ? darken(background, HIGHLIGHT_AMOUNT) : lighten(background, HIGHLIGHT_AMOUNT);
}

/**
 * The darkest surface primary-coloured text sits on: Semi's light button fill under the pointer
 * (hover) over the page background #f2f5f8. A colour that reads on it reads on white too.
 */
export const LIGHT_FILL_ON_PAGE = '#e0e3e7' as HexColour;

/**
 * The primary colour for a picked theme colour: its closest shade that carries white button text
 * and reads as text (links, light buttons) on the light fill over the page, both at 4.5:1.
 */
export function primaryForWhiteText(theme: HexColour): HexColour {
  return closestDarkerShade(theme, LIGHT_FILL_ON_PAGE);
}
