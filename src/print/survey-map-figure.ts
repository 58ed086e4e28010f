import outlines from '../geo/jiangxi-outlines.json';
import { surveyReportTexts as texts } from './survey-report-texts';

type Ring = readonly (readonly number[])[];
type Shape = readonly (readonly Ring[])[];

export interface FigureBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

interface Outline {
  readonly name: string;
  readonly shapes: readonly Shape[];
}

// The generated file holds [lon, lat] pairs only (tests/unit/geo checks it), which JSON typing cannot say.
const FEATURES = outlines.features.map((f) => ({ code: f.properties.code, name: f.properties.name, shape: f.geometry.coordinates as unknown as Shape }));
const METRES_PER_DEGREE = 111_195;
const PADDING = 0.08;
const INK = '#4a6fa5';
const LAND = '#e8eef6';
const MARK = '#c0392b';
const FRAME = '#8c8c8c';
const LABEL = '#333333';

/**
 * The division's outline with the surveyed point marked, a north arrow and a scale bar. A division
 * without an outline of its own (红谷滩区, carved out after the source was drawn) shows its city's;
 * a code matching none shows the whole province.
 */
export function drawSurveyMap(doc: PDFKit.PDFDocument, box: FigureBox, divisionCode: string, point: { lon: number; lat: number }): void {
  const outline = outlineOf(divisionCode);
  const rings = outline.shapes.flatMap((shape) => shape.flat());
  const lons = [point.lon, ...rings.flatMap((ring) => ring.map((p) => p[0] ?? point.lon))];
  const lats = [point.lat, ...rings.flatMap((ring) => ring.map((p) => p[1] ?? point.lat))];
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  // An equirectangular view at the middle latitude: true enough in shape over one county.
  const shrink = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * shrink, 1e-4) * (1 + 2 * PADDING);
  const spanY = Math.max(north - south, 1e-4) * (1 + 2 * PADDING);
  const scale = Math.min(box.width / spanX, box.height / spanY);
  const centreX = (west + east) / 2;
  const centreY = (south + north) / 2;
  const at = (lon: number, lat: number): [number, number] => [
    box.x + box.width / 2 + (lon - centreX) * shrink * scale,
    box.y + box.height / 2 - (lat - centreY) * scale,
  ];

  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).clip();
  for (const ring of rings) {
    ring.forEach((p, i) => {
      const [x, y] = at(p[0] ?? 0, p[1] ?? 0);
      if (i === 0) doc.moveTo(x, y);
      else doc.lineTo(x, y);
    });
    doc.closePath();
  }
  doc.lineWidth(0.8).fillAndStroke(LAND, INK, 'even-odd');
  const [px, py] = at(point.lon, point.lat);
  doc.lineWidth(0.6).moveTo(px - 9, py).lineTo(px + 9, py).moveTo(px, py - 9).lineTo(px, py + 9).stroke(MARK);
  doc.circle(px, py, 3.5).lineWidth(1).fillAndStroke(MARK, '#ffffff');
  doc.restore();

  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.6).stroke(FRAME);
  doc.fontSize(8).fillColor(LABEL).text(outline.name, box.x + 5, box.y + 5, { lineBreak: false });
  northArrow(doc, box.x + box.width - 16, box.y + 8);
  scaleBar(doc, box, METRES_PER_DEGREE / scale);
}

function outlineOf(code: string): Outline {
  const own = FEATURES.find((f) => f.code === code) ?? FEATURES.find((f) => f.code === `${code.slice(0, 4)}00`);
  if (own !== undefined) return { name: own.name, shapes: [own.shape] };
  const cities = FEATURES.filter((f) => f.code.endsWith('00'));
  return { name: '江西省', shapes: cities.map((f) => f.shape) };
}

function northArrow(doc: PDFKit.PDFDocument, x: number, y: number): void {
  doc.moveTo(x, y).lineTo(x + 5, y + 16).lineTo(x, y + 12).closePath().fill(LABEL);
  doc.moveTo(x, y).lineTo(x - 5, y + 16).lineTo(x, y + 12).closePath().lineWidth(0.6).stroke(LABEL);
  doc.fontSize(8).fillColor(LABEL).text(texts.north, x - 4, y + 18, { width: 8, align: 'center', lineBreak: false });
}

/** A bar of a round length (1, 2 or 5 times a power of ten metres) near a fifth of the figure's width. */
function scaleBar(doc: PDFKit.PDFDocument, box: FigureBox, metresPerPoint: number): void {
  const wanted = (box.width / 5) * metresPerPoint;
  const power = 10 ** Math.floor(Math.log10(wanted));
  const metres = [5, 2, 1].map((step) => step * power).find((length) => length <= wanted) ?? power;
  const length = metres / metresPerPoint;
  const x = box.x + 8;
  const y = box.y + box.height - 10;
  doc.moveTo(x, y - 3).lineTo(x, y).lineTo(x + length, y).lineTo(x + length, y - 3).lineWidth(1).stroke(LABEL);
  const label = metres >= 1000 ? texts.kilometres(metres / 1000) : texts.metres(metres);
  doc.fontSize(7).fillColor(LABEL).text(label, x + length + 4, y - 6, { lineBreak: false });
}
