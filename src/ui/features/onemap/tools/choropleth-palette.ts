import { CHOROPLETH_CLASSES } from '../../../../domain/onemap/choropleth';

/** A sequential palette: the "0" class grey, then light to dark orange-red (ColorBrewer OrRd). */
const PALETTE = ['#eef0f3', '#fee8c8', '#fdbb84', '#fc8d59', '#e34a33', '#b30000'] as const;

/** The colour of a class: fewer classes spread over the palette, the top class always the darkest. */
export function classColour(index: number, classes: number): string {
  if (index === 0 || classes <= 1) return PALETTE[0];
  const step = Math.round((index * CHOROPLETH_CLASSES) / (classes - 1));
  return PALETTE[Math.min(step, CHOROPLETH_CLASSES)] ?? PALETTE[CHOROPLETH_CLASSES];
}
