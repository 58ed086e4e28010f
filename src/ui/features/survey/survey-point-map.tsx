import { useEffect, useRef, useState, type ReactNode } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import OlPoint from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import Graticule from 'ol/layer/Graticule';
import ScaleLine from 'ol/control/ScaleLine';
import { defaults as defaultControls } from 'ol/control/defaults';
import { fromLonLat, toLonLat } from 'ol/proj';
import { Circle as CircleStyle, Fill, Stroke, Style } from 'ol/style';
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
 * The survey's point on an offline OpenLayers map (no tiles: the CSP allows no map host); a click
 * sets the point. Kept behind React.lazy so ol is a chunk of its own.
 */
export default function SurveyPointMap({ point, onPick, readOnly }: SurveyPointMapProps): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | undefined>(undefined);
  const [source] = useState(() => new VectorSource());
  const pick = useRef(onPick);
  const editable = useRef(!readOnly);

  useEffect(() => {
    pick.current = onPick;
    editable.current = !readOnly;
  }, [onPick, readOnly]);

  useEffect(() => {
    const target = host.current;
    if (target === null) return;
    const instance = new OlMap({
      target,
      layers: [
        new Graticule({ strokeStyle: new Stroke({ color: 'rgba(60, 80, 100, 0.25)', width: 1, lineDash: [4, 4] }), showLabels: true, wrapX: false }),
        new VectorLayer({ source, style: POINT_STYLE }),
      ],
      view: new View({ center: fromLonLat([116, 27.3]), zoom: 6, maxZoom: 19 }),
      controls: defaultControls({ attribution: false, rotate: false }).extend([new ScaleLine()]),
    });
    instance.on('singleclick', (event) => {
      if (!editable.current) return;
      const [lon, lat] = toLonLat(event.coordinate);
      pick.current(roundCoordinate(lon ?? Number.NaN), roundCoordinate(lat ?? Number.NaN));
    });
    const observer = new ResizeObserver(() => instance.updateSize());
    observer.observe(target);
    map.current = instance;
    return () => {
      observer.disconnect();
      instance.setTarget(undefined);
      instance.dispose();
      map.current = undefined;
    };
  }, [source]);

  const lon = point?.lon;
  const lat = point?.lat;
  useEffect(() => {
    source.clear();
    if (lon === undefined || lat === undefined) return;
    const at = fromLonLat([lon, lat]);
    source.addFeature(new Feature(new OlPoint(at)));
    const view = map.current?.getView();
    view?.animate({ center: at, zoom: Math.max(view.getZoom() ?? POINT_ZOOM, POINT_ZOOM), duration: 0 });
  }, [lon, lat, source]);

  return <div ref={host} className="survey__map" role="region" aria-label={t.mapLabel} />;
}
