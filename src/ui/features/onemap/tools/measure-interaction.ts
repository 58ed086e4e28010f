import type OlMap from 'ol/Map';
import DoubleClickZoom from 'ol/interaction/DoubleClickZoom';
import Draw from 'ol/interaction/Draw';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import LineString from 'ol/geom/LineString';
import OlPolygon from 'ol/geom/Polygon';
import { getArea, getLength } from 'ol/sphere';
import { unByKey } from 'ol/Observable';
import type { EventsKey } from 'ol/events';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import type { FeatureLike } from 'ol/Feature';
import type Geometry from 'ol/geom/Geometry';
import type { Projection } from 'ol/proj';
import { formatArea, formatLength } from '../../../../domain/onemap/measure-format';

export type MeasureKind = 'distance' | 'area';

const INK = '#c2410c';

const sketchStyle = new Style({
  fill: new Fill({ color: 'rgba(234, 88, 12, 0.12)' }),
  stroke: new Stroke({ color: INK, width: 2, lineDash: [6, 4] }),
  image: new CircleStyle({ radius: 5, fill: new Fill({ color: INK }), stroke: new Stroke({ color: '#fff', width: 2 }) }),
});

/** A finished measurement keeps its reading beside it on the map, outlined to stay legible on any fill. */
function measuredStyle(feature: FeatureLike): Style {
  return new Style({
    fill: new Fill({ color: 'rgba(234, 88, 12, 0.12)' }),
    stroke: new Stroke({ color: INK, width: 2 }),
    text: new Text({
      text: String(feature.get('reading') ?? ''),
      font: '13px sans-serif',
      fill: new Fill({ color: '#431407' }),
      stroke: new Stroke({ color: '#fff', width: 3 }),
      overflow: true,
      placement: 'point',
    }),
  });
}

/** The geodesic reading of a sketch or a finished shape, in the view's projection. */
export function readingOf(geometry: Geometry, projection: Projection): string | undefined {
  if (geometry instanceof LineString) return formatLength(getLength(geometry, { projection }));
  if (geometry instanceof OlPolygon) return formatArea(getArea(geometry, { projection }));
  return undefined;
}

export interface Measuring {
  /** Drops the sketch in progress and goes on measuring. */
  readonly abort: () => void;
  readonly stop: () => void;
}

/** The layer the measurements stay on until cleared. */
export function measureLayer(): VectorLayer<VectorSource> {
  return new VectorLayer({ source: new VectorSource(), style: measuredStyle, zIndex: 100 });
}

/**
 * Draws lines or polygons on the measure layer and reports the reading as the sketch changes
 * and when it is finished; Esc (or `abort`) drops the sketch.
 */
export function startMeasuring(map: OlMap, layer: VectorLayer<VectorSource>, kind: MeasureKind, onReading: (reading: string | undefined) => void): Measuring {
  const source = layer.getSource();
  const projection = map.getView().getProjection();
  const draw = new Draw({ source: source ?? undefined, type: kind === 'distance' ? 'LineString' : 'Polygon', style: sketchStyle });
  let sketchKey: EventsKey | undefined;
  draw.on('drawstart', (event) => {
    const geometry = event.feature.getGeometry();
    if (geometry === undefined) return;
    sketchKey = geometry.on('change', () => onReading(readingOf(geometry, projection)));
  });
  draw.on('drawend', (event) => {
    if (sketchKey !== undefined) unByKey(sketchKey);
    const geometry = event.feature.getGeometry();
    const reading = geometry === undefined ? undefined : readingOf(geometry, projection);
    event.feature.set('reading', reading);
    onReading(reading);
  });
  draw.on('drawabort', () => {
    if (sketchKey !== undefined) unByKey(sketchKey);
    onReading(undefined);
  });
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') draw.abortDrawing();
  };
  // A double click finishes the sketch; as a zoom it would also change the scale under the reading.
  const zooms = map.getInteractions().getArray().filter((interaction) => interaction instanceof DoubleClickZoom && interaction.getActive());
  for (const zoom of zooms) zoom.setActive(false);
  map.addInteraction(draw);
  document.addEventListener('keydown', onKey);
  return {
    abort: () => draw.abortDrawing(),
    stop: () => {
      document.removeEventListener('keydown', onKey);
      draw.abortDrawing();
      map.removeInteraction(draw);
      for (const zoom of zooms) zoom.setActive(true);
    },
  };
}
