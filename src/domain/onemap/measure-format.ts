import { onemapToolsMessages as m } from './onemap-tools-messages';

const METRES_PER_KILOMETRE = 1000;
const SQUARE_METRES_PER_HECTARE = 10_000;
/** DOMAIN.md: 1 公顷 = 15 亩. */
const MU_PER_HECTARE = 15;

/** Fixed decimals without a negative zero or an exponent, for readings of a measure. */
const fixed = (value: number, decimals: number): string => (Math.abs(value) < 0.5 * 10 ** -decimals ? 0 : value).toFixed(decimals);

/** A geodesic length: 米 to the decimetre below one kilometre, 千米 to the metre from there. */
export function formatLength(metres: number): string {
  if (metres < METRES_PER_KILOMETRE) return `${fixed(metres, 1)} ${m.metreUnit}`;
  return `${fixed(metres / METRES_PER_KILOMETRE, 3)} ${m.kilometreUnit}`;
}

/**
 * A geodesic area: 平方米 below one hectare, 公顷 to the m² from there; 亩 beside it, the unit
 * land users think in.
 */
export function formatArea(squareMetres: number): string {
  const hectares = squareMetres / SQUARE_METRES_PER_HECTARE;
  const mu = `${fixed(hectares * MU_PER_HECTARE, 2)} ${m.muUnit}`;
  if (squareMetres < SQUARE_METRES_PER_HECTARE) return `${fixed(squareMetres, 1)} ${m.squareMetreUnit}（${mu}）`;
  return `${fixed(hectares, 4)} ${m.hectareUnit}（${mu}）`;
}
