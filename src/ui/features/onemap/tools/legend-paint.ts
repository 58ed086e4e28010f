import { choroplethSummary, type Choropleth } from '../../../../domain/onemap/choropleth';
import { classColour } from './choropleth-palette';
import { toolsTexts as t } from './tools-texts';

const PAD = 10;
const LINE = 20;
const SWATCH = 14;
const FONT = '13px sans-serif';

/**
 * Paints the choropleth's legend into the exported picture's top right corner, where the page
 * shows it: a PNG of coloured counties means nothing without its classes. Sizes are CSS pixels.
 */
export function paintLegend(context: CanvasRenderingContext2D, map: Choropleth, canvasWidth: number): void {
  const lines = [...map.classes.map((c) => c.label), ...choroplethSummary(map)];
  const title = t.legendTitle(map.measure);
  context.save();
  context.font = FONT;
  const textWidth = Math.max(context.measureText(title).width, ...lines.map((line, i) => context.measureText(line).width + (i < map.classes.length ? SWATCH + 6 : 0)));
  const width = textWidth + 2 * PAD;
  const height = (lines.length + 1) * LINE + 2 * PAD;
  const left = canvasWidth - width - PAD;
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  context.strokeStyle = '#c6cacd';
  context.fillRect(left, PAD, width, height);
  context.strokeRect(left, PAD, width, height);
  context.fillStyle = '#1c1f23';
  context.textBaseline = 'middle';
  context.fillText(title, left + PAD, 2 * PAD + LINE / 2);
  lines.forEach((line, i) => {
    const y = 2 * PAD + (i + 1.5) * LINE;
    let x = left + PAD;
    if (i < map.classes.length) {
      context.fillStyle = classColour(i, map.classes.length);
      context.fillRect(x, y - SWATCH / 2 + 1, SWATCH, SWATCH - 2);
      context.strokeStyle = '#4b5563';
      context.strokeRect(x, y - SWATCH / 2 + 1, SWATCH, SWATCH - 2);
      x += SWATCH + 6;
    }
    context.fillStyle = '#1c1f23';
    context.fillText(line, x, y);
  });
  context.restore();
}
