import type { FilingStatus } from '../../../domain/filing/lifecycle';
import type { OnemapTypeCode } from '../../../domain/onemap/onemap-parcels';

/**
 * The colours of the map's layers; onemap-page.css repeats them for the legend's swatches (CSS
 * may not read a module, and OpenLayers draws on a canvas that reads no CSS).
 */
export const TYPE_FILLS: Readonly<Record<OnemapTypeCode, string>> = {
  '1': 'rgba(230, 120, 20, 0.45)',
  '2': 'rgba(40, 150, 70, 0.45)',
};

export const STATUS_STROKES: Readonly<Record<FilingStatus, string>> = {
  draft: '#8a8f99',
  reported: '#1f6fd1',
  filed: '#1b7a3a',
  returned: '#c8281e',
};
