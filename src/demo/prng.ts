import type { Random } from '../domain/shared/seeded-random';

/** The demo data must be identical on every run so tests can rely on it: one seeded generator for it and the domain. */
export { mulberry32, type Random } from '../domain/shared/seeded-random';

/** An integer in [min, max], both inclusive. */
export function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}
