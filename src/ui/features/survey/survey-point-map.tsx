import { useEffect, useRef, useState, type ReactNode } from 'react';
import Feature from 'ol/Feature';
import OlPoint from 'ol/geom/Point';
import VectorSource from 'ol/source/Vector';
import { fromLonLat, toLonLat } from 'ol/proj';
import { unByKey } from 'ol/Observable';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
import { useOfflineMap } from '../../kit/boundary-map/use-offline-map';
import { roundCoordinate } from '../../../domain/filing/boundary-text';
import { surveyTexts as t } from './survey-texts';
import 'ol/ol.css';

export interface SurveyPointMapProps {
  /** The point shown, when both coordinates are numbers. */
  readonly point: { readonly lon: number; readonly lat: number } | undefined;
  /** A click on the map; the form validates it like typed coordinates. */
  readonly onPick: (lon: number, lat: number) => void;
  readonly readOnly: boolean;
}

const POINT_STYLE = new Style({ image: new CircleStyle({ radius: 7, fill: new Fill({ color: '#d9363e' }), stroke: new Stroke({ color: '#fff', width: 2 }) }) });
const POINT_ZOOM = 14;

/**
 * The survey's point on the offline map; a click sets the point. Kept behind React.lazy so ol is
 * a chunk of its own.
 */
export default function SurveyPointMap({ point, onPick, readOnly }: SurveyPointMapProps): ReactNode {
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
