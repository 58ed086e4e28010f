import { useEffect, useRef, type RefObject } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import VectorLayer from 'ol/layer/Vector';
import type VectorSource from 'ol/source/Vector';
import Graticule from 'ol/layer/Graticule';
import ScaleLine from 'ol/control/ScaleLine';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { fromLonLat } from 'ol/proj';
import { Stroke } from 'ol/style';
import type { StyleLike } from 'ol/style/Style';

export interface OfflineMapOptions {
  /** How the features of the source are drawn. */
  readonly style: StyleLike;
  /** False where a double click means something else (it finishes a drawing). */
  readonly doubleClickZoom?: boolean;
  /** After the host changes size and the map has followed it. */
  readonly onResize?: (map: OlMap) => void;
}

/**
 * An OpenLayers map in `host` over Jiangxi showing `source`. No tile layer: the product runs
 * offline and its CSP allows no map host, so a graticule gives the map its sense of place and
 * scale. The options are read when the map is made; it lives as long as the host and the source.
 */
export function useOfflineMap(
  host: RefObject<HTMLDivElement | null>,
  source: VectorSource,
  options: OfflineMapOptions,
): RefObject<OlMap | undefined> {
  const map = useRef<OlMap | undefined>(undefined);
  const settings = useRef(options);

  useEffect(() => {
    const target = host.current;
    if (target === null) return;
    const { style, doubleClickZoom = true, onResize } = settings.current;
    const instance = new OlMap({
      target,
      layers: [
        new Graticule({ strokeStyle: new Stroke({ color: 'rgba(60, 80, 100, 0.25)', width: 1, lineDash: [4, 4] }), showLabels: true, wrapX: false }),
        new VectorLayer({ source, style }),
      ],
      view: new View({ center: fromLonLat([116, 27.3]), zoom: 6, maxZoom: 19 }),
      controls: defaultControls({ attribution: false, rotate: false }).extend([new ScaleLine()]),
      interactions: defaultInteractions({ doubleClickZoom }),
    });
    map.current = instance;
    // The map may be mounted hidden (a form tab) or resized with the page: follow its host.
    const observer = new ResizeObserver(() => {
      instance.updateSize();
      onResize?.(instance);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      instance.setTarget(undefined);
      instance.dispose();
      map.current = undefined;
    };
  }, [host, source]);

  return map;
}
