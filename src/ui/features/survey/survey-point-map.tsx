import { useEffect, useRef, useState, type ReactNode } from 'react';
import Feature from 'ol/Feature';
import GeoJSON from 'ol/format/GeoJSON';
import OlPoint from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import { unByKey } from 'ol/Observable';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import { useOfflineMap } from '../../kit/boundary-map/use-offline-map';
import { roundCoordinate } from '../../../domain/filing/boundary-text';
import { loadOutlines } from '../onemap/onemap-outlines';
import { surveyTexts as t } from './survey-texts';
import 'ol/ol.css';

export interface SurveyPointMapProps {
  /** The point shown, when both coordinates are numbers. */
  readonly point: { readonly lon: number; readonly lat: number } | undefined;
  /** A click on the map; the form validates it like typed coordinates. */
  readonly onPick: (lon: number, lat: number) => void;
  readonly readOnly: boolean;
  /** A county whose outline is drawn, and shown whole while no point is set, so a click lands in the right place. */
  readonly divisionCode?: string;
}

const POINT_STYLE = new Style({ image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#d9363e' }), stroke: new Stroke({ color: '#fff', width: 2 }) }) });
const POINT_ZOOM = 14;
const OUTLINE_STYLE = new Style({ stroke: new Stroke({ color: '#1f5fbf', width: 2 }), fill: new Fill({ color: 'rgba(31, 95, 191, 0.06)' }) });

/**
 * The survey's point on the offline map; a click sets the point. Kept behind React.lazy so ol is
 * a chunk of its own.
 */
export default function SurveyPointMap({ point, onPick, readOnly, divisionCode }: SurveyPointMapProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const [source] = useState(() => new VectorSource());
  const pick = useRef(onPick);
  const editable = useRef(!readOnly);

  useEffect(() => {
    pick.current = onPick;
    editable.current = !readOnly;
  }, [onPick, readOnly]);

  const map = useOfflineMap(host, source, { style: POINT_STYLE });

  useEffect(() => {
    const instance = map.current;
    if (instance === undefined) return;
    const key = instance.on('singleclick', (event) => {
      if (!editable.current) return;
      const [lon, lat] = toLonLat(event.coordinate);
      pick.current(roundCoordinate(lon ?? Number.NaN), roundCoordinate(lat ?? Number.NaN));
    });
    return () => unByKey(key);
  }, [map]);

  const lon = point?.lon;
  const lat = point?.lat;
  const pointless = useRef(true);
  useEffect(() => {
    pointless.current = lon === undefined || lat === undefined;
  }, [lon, lat]);
  useEffect(() => {
    const instance = map.current;
    if (instance === undefined || divisionCode === undefined) return;
    const outline = new VectorSource();
    const layer = new VectorLayer({ source: outline, style: OUTLINE_STYLE });
    instance.getLayers().insertAt(1, layer);
    let live = true;
    // Without the outline the map is still usable by typed coordinates, so a failed load is not shown.
    void loadOutlines().then((outlines) => {
      const county = outlines.features.find((feature) => feature.properties.code === divisionCode);
      if (!live || county === undefined) return;
      outline.addFeatures(new GeoJSON().readFeatures(county, { featureProjection: 'EPSG:3857' }));
      const extent = outline.getExtent();
      if (pointless.current && extent !== null) instance.getView().fit(extent, { padding: [24, 24, 24, 24], duration: 0 });
    }, () => undefined);
    return () => {
      live = false;
      instance.removeLayer(layer);
    };
  }, [map, divisionCode]);
  useEffect(() => {
    source.clear();
    if (lon === undefined || lat === undefined) return;
    const at = fromLonLat([lon, lat]);
    source.addFeature(new Feature(new OlPoint(at)));
    const view = map.current?.getView();
    view?.animate({ center: at, zoom: Math.max(view.getZoom() ?? POINT_ZOOM, POINT_ZOOM), duration: 0 });
  }, [lon, lat, source, map]);

  return <div ref={host} className="survey__map" role="region" aria-label={t.mapLabel} />;
}
