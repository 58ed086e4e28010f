import type Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { Fill, Stroke, Style } from 'ol/style';
import type { Choropleth, ChoroplethRegion } from '../../../../domain/onemap/choropleth';
import { classColour } from './choropleth-palette';

const CLASS_KEY = 'choroplethClass';
const STROKE = new Stroke({ color: '#4b5563', width: 1 });

/** A GeoJSON outline the layer reads: a county carries its city's code. */
export interface RegionOutline {
  readonly type: 'Feature';
  readonly properties: ChoroplethRegion & { readonly cityCode?: string };
  readonly geometry: unknown;
}

export interface ChoroplethLayer {
  readonly layer: VectorLayer<VectorSource>;
  /** Colours the outlines by the classes of `map`. */
  show(map: Choropleth): void;
}

/** The outlines of the regions in scope, filled by class; drawn under the measurements, over everything else. */
export function choroplethLayer(outlines: readonly RegionOutline[]): ChoroplethLayer {
  const features: Feature[] = new GeoJSON().readFeatures({ type: 'FeatureCollection', features: outlines }, { featureProjection: 'EPSG:3857' });
  const styles = new Map<string, Style>();
  const styleOf = (colour: string): Style => {
    const known = styles.get(colour);
    if (known !== undefined) return known;
    const style = new Style({ fill: new Fill({ color: colour }), stroke: STROKE });
    styles.set(colour, style);
    return style;
  };
  let classes = 1;
  const layer = new VectorLayer({
    source: new VectorSource({ features }),
    visible: false,
    zIndex: 50,
    style: (feature) => styleOf(classColour(Number(feature.get(CLASS_KEY) ?? 0), classes)),
  });
  return {
    layer,
    show(map: Choropleth): void {
      classes = map.classes.length;
      const byCode = new Map(map.regions.map((r) => [r.code, r.classIndex]));
      for (const feature of features) feature.set(CLASS_KEY, byCode.get(String(feature.get('code'))) ?? 0, true);
      layer.changed();
    },
  };
}
