import type OlMap from 'ol/Map';
import type Layer from 'ol/layer/Layer';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import { PARCEL_KEY } from '../map/onemap-layers';

/**
 * The page's layers that draw parcels (polygons, clusters, the selection, whichever renderer):
 * those whose features carry a parcel. The choropleth hides them, which also keeps their clicks
 * from opening popups under it.
 */
export function parcelLayers(map: OlMap): Layer[] {
  return map.getAllLayers().filter((layer) => {
    const source: unknown = layer.getSource();
    const features = source instanceof Cluster ? (source.getSource()?.getFeatures() ?? []) : source instanceof VectorSource ? source.getFeatures() : [];
    return features.some((feature) => feature.get(PARCEL_KEY) !== undefined);
  });
}
