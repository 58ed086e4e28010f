import type { ReactNode } from 'react';
import Checkbox from '@douyinfe/semi-ui-19/lib/es/checkbox';
import { FILING_TYPE_LABELS } from '../../../domain/filing/filing-types';
import { FILING_STATUS_LABELS, type FilingStatus } from '../../../domain/filing/lifecycle';
import { ONEMAP_TYPE_CODES } from '../../../domain/onemap/onemap-parcels';
import type { OnemapParcel } from '../../../domain/onemap/onemap-types';
import { onemapTexts as t } from './onemap-texts';

const STATUSES: readonly FilingStatus[] = ['draft', 'reported', 'filed', 'returned'];

export interface LegendProps {
  readonly parcels: readonly OnemapParcel[];
  readonly types: ReadonlySet<string>;
  readonly statuses: ReadonlySet<string>;
  readonly onToggle: (group: 'types' | 'statuses', key: string, on: boolean) => void;
}

function countBy(parcels: readonly OnemapParcel[], key: (p: OnemapParcel) => string): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const parcel of parcels) counts.set(key(parcel), (counts.get(key(parcel)) ?? 0) + 1);
  return counts;
}

/** The legend, which is also the layer switch: one checkbox per type (fill) and per status (stroke). */
export function OnemapLegend({ parcels, types, statuses, onToggle }: LegendProps): ReactNode {
  const byType = countBy(parcels, (p) => p.keyTypeCode);
  const byStatus = countBy(parcels, (p) => p.status);
  const shown = parcels.filter((p) => types.has(p.keyTypeCode) && statuses.has(p.status)).length;
  return (
    <aside className="onemap-legend" aria-label={t.legend}>
      <h2 className="onemap-legend__title">{t.legend}</h2>
      <fieldset className="onemap-legend__group">
        <legend>{t.byType}</legend>
        {ONEMAP_TYPE_CODES.map((code) => (
          <Checkbox key={code} checked={types.has(code)} onChange={(event) => onToggle('types', code, event.target.checked === true)}>
            <span className={`onemap-swatch onemap-swatch--type-${code}`} aria-hidden="true" />
            {t.layerCount(FILING_TYPE_LABELS[code], byType.get(code) ?? 0)}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className="onemap-legend__group">
        <legend>{t.byStatus}</legend>
        {STATUSES.map((status) => (
          <Checkbox key={status} checked={statuses.has(status)} onChange={(event) => onToggle('statuses', status, event.target.checked === true)}>
            <span className={`onemap-swatch onemap-swatch--status-${status}`} aria-hidden="true" />
            {t.layerCount(FILING_STATUS_LABELS[status], byStatus.get(status) ?? 0)}
          </Checkbox>
        ))}
      </fieldset>
      <p className="onemap-legend__shown" role="status" data-shown={shown}>
        {t.shown(shown, parcels.length)}
      </p>
    </aside>
  );
}
