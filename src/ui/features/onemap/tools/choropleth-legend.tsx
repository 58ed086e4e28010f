import type { ReactNode } from 'react';
import { choroplethSummary, unitsAsHectares, type Choropleth } from '../../../../domain/onemap/choropleth';
import { onemapToolsMessages as m } from '../../../../domain/onemap/onemap-tools-messages';
import { classColour } from './choropleth-palette';
import { toolsTexts as t } from './tools-texts';

/** The choropleth's classes with their colours, the total, and every region's figures for those who cannot see the colours. */
export function ChoroplethLegend({ map }: { readonly map: Choropleth }): ReactNode {
  const rows = [...map.regions].sort((a, b) => (map.measure === 'count' ? b.count - a.count : b.area - a.area) || a.code.localeCompare(b.code));
  return (
    <section className="onemap-choropleth" aria-label={t.legendTitle(map.measure)}>
      <h3 className="onemap-choropleth__title">{t.legendTitle(map.measure)}</h3>
      <ul className="onemap-choropleth__classes">
        {map.classes.map((c, i) => (
          <li key={c.label} className="onemap-choropleth__class">
            <svg className="onemap-choropleth__swatch" viewBox="0 0 16 12" aria-hidden="true">
              <rect width="16" height="12" fill={classColour(i, map.classes.length)} stroke="#4b5563" />
            </svg>
            <span>{c.label}</span>
            <span className="onemap-choropleth__regions">{m.regionCount(c.regions)}</span>
          </li>
        ))}
      </ul>
      {choroplethSummary(map).map((line) => (
        <p key={line} className="onemap-choropleth__summary">
          {line}
        </p>
      ))}
      <details className="onemap-choropleth__details">
        <summary>{t.regionsDetails}</summary>
        <table className="onemap-choropleth__table">
          <thead>
            <tr>
              <th scope="col">{t.regionColumn}</th>
              <th scope="col">{t.countColumn}</th>
              <th scope="col">{t.areaColumn}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.code} data-code={r.code}>
                <th scope="row">{r.name}</th>
                <td>{r.count}</td>
                <td>{unitsAsHectares(r.area)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
