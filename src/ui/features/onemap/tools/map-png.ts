import type OlMap from 'ol/Map';
import type { Choropleth } from '../../../../domain/onemap/choropleth';
import { paintLegend } from './legend-paint';

/** A canvas's CSS transform as the six numbers of a 2D matrix; OpenLayers writes `matrix(a, b, c, d, e, f)`. */
function matrixOf(canvas: HTMLCanvasElement): [number, number, number, number, number, number] {
  const match = /^matrix\(([^)]*)\)$/.exec(canvas.style.transform);
  const numbers = match?.[1]?.split(',').map(Number);
  if (numbers?.length === 6) return numbers as [number, number, number, number, number, number];
  return [Number.parseFloat(canvas.style.width) / canvas.width || 1, 0, 0, Number.parseFloat(canvas.style.height) / canvas.height || 1, 0, 0];
}

/** The opacity a layer canvas is shown with: its own, or its layer element's. */
function opacityOf(canvas: HTMLCanvasElement): number {
  const parent = canvas.parentElement;
  const opacity = parent?.style.opacity !== undefined && parent.style.opacity !== '' ? parent.style.opacity : canvas.style.opacity;
  return opacity === '' ? 1 : Number(opacity);
}

/**
 * Paints every layer canvas of the map, as shown, onto one canvas of the map's size in device
 * pixels, over the map's background colour. Must run inside a `rendercomplete` handler: a WebGL
 * layer's drawing buffer is only readable in the frame it was drawn in (no preserveDrawingBuffer).
 */
function composeCanvases(map: OlMap, shaded: Choropleth | undefined): HTMLCanvasElement {
  const [width = 0, height = 0] = map.getSize() ?? [];
  const ratio = window.devicePixelRatio || 1;
  const composed = document.createElement('canvas');
  composed.width = Math.round(width * ratio);
  composed.height = Math.round(height * ratio);
  const context = composed.getContext('2d');
  if (context === null) throw new Error('no 2d canvas');
  const target = map.getTargetElement();
  context.fillStyle = target instanceof HTMLElement ? getComputedStyle(target).backgroundColor : '#ffffff';
  context.fillRect(0, 0, composed.width, composed.height);
  const canvases = map.getViewport()?.querySelectorAll<HTMLCanvasElement>('.ol-layer canvas, canvas.ol-layer') ?? [];
  for (const canvas of canvases) {
    if (canvas.width === 0 || canvas.height === 0) continue;
    const [a, b, c, d, e, f] = matrixOf(canvas);
    context.globalAlpha = opacityOf(canvas);
    // The CSS transform maps canvas pixels to CSS pixels; the picture is in device pixels.
    context.setTransform(a * ratio, b * ratio, c * ratio, d * ratio, e * ratio, f * ratio);
    context.drawImage(canvas, 0, 0);
  }
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.globalAlpha = 1;
  if (shaded !== undefined) paintLegend(context, shaded, width);
  return composed;
}

/**
 * The map as shown, as a PNG: renders a frame and composes its canvases once it is complete, with
 * the choropleth's legend when the counties are coloured.
 */
export function mapPng(map: OlMap, shaded: Choropleth | undefined): Promise<Blob> {
  return new Promise((resolve, reject) => {
    map.once('rendercomplete', () => {
      try {
        composeCanvases(map, shaded).toBlob((blob) => (blob === null ? reject(new Error('canvas gave no PNG')) : resolve(blob)), 'image/png');
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    map.render();
  });
}
