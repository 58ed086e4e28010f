import type OlMap from 'ol/Map';
import Control from 'ol/control/Control';
import type { Choropleth } from '../../../../domain/onemap/choropleth';
import { drawsParcels } from '../map/onemap-layers';
import { choroplethLayer, type ChoroplethLayer, type RegionOutline } from './choropleth-layer';
import { mapPng } from './map-png';
import { measureLayer, startMeasuring, type MeasureKind, type Measuring } from './measure-interaction';

/** The OpenLayers side of the map's tools, loaded with the map: the page's own chunk carries no OpenLayers. */
export interface MapTools {
  /** Shades the regions by `shaded` and hides the parcels, or shows the parcels again. */
  readonly shade: (shaded: Choropleth | undefined) => void;
  readonly measure: (kind: MeasureKind, onReading: (reading: string | undefined) => void) => Measuring;
  readonly clearMeasures: () => void;
  readonly png: (shaded: Choropleth | undefined) => Promise<Blob>;
  readonly detach: () => void;
}

/** Adds the tools' layers and their legend and reading hosts (as controls, on the map over what they explain). */
export function attachMapTools(map: OlMap, regions: readonly RegionOutline[], hosts: readonly HTMLElement[]): MapTools {
  const measured = measureLayer();
  // The outlines are read only once the choropleth is first asked for.
  let choropleth: ChoroplethLayer | undefined;
  const controls = hosts.map((element) => new Control({ element }));
  map.addLayer(measured);
  for (const control of controls) map.addControl(control);
  return {
    shade(shaded) {
      for (const layer of map.getAllLayers()) if (drawsParcels(layer)) layer.setVisible(shaded === undefined);
      if (shaded !== undefined && choropleth === undefined) {
        choropleth = choroplethLayer(regions);
        map.addLayer(choropleth.layer);
      }
      choropleth?.layer.setVisible(shaded !== undefined);
      if (shaded !== undefined) choropleth?.show(shaded);
    },
    measure: (kind, onReading) => startMeasuring(map, measured, kind, onReading),
    clearMeasures: () => measured.getSource()?.clear(),
    png: (shaded) => mapPng(map, shaded),
    detach() {
      for (const control of controls) map.removeControl(control);
      map.removeLayer(measured);
      if (choropleth !== undefined) map.removeLayer(choropleth.layer);
    },
  };
}
