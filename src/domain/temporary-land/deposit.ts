import type { TemporaryLandUse } from '../filing/filing-types';

/** Mu per hectare (1 公顷 = 15 亩). */
const MU_PER_HECTARE = 15;

/**
 * 复垦保证金 rates in 元 per 亩: cultivated land costs most to restore (topsoil, irrigation), other
 * farmland less, construction and unused land least. The levels follow the county standards
 * Jiangxi's counties publish (about 1–2 万元/亩); the demo uses them for every county.
 */
export const DEPOSIT_RATES = { cultivated: 20_000, otherAgricultural: 12_000, other: 8_000 } as const;

/** The deposit a temporary land use of these areas lodges, in 元 rounded to the hundred. */
export function reclamationDeposit(data: Pick<TemporaryLandUse, 'cultivatedArea' | 'otherAgriculturalArea' | 'constructionArea' | 'unusedArea'>): number {
  const yuan =
    MU_PER_HECTARE *
    (data.cultivatedArea * DEPOSIT_RATES.cultivated + data.otherAgriculturalArea * DEPOSIT_RATES.otherAgricultural + (data.constructionArea + data.unusedArea) * DEPOSIT_RATES.other);
  return Math.round(yuan / 100) * 100;
}

/** The files key of a land use's acceptance attachments. */
export const landFilesKey = (id: string): string => `TL-${id}`;
