import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import { describe, expect, it } from 'vitest';
import { findPrintFont } from '../../../mock-server/print/fonts';
import { surveyReportPdf } from '../../../src/print/survey-report-pdf';
import { exifPhoto } from '../../support/exif-photo';
import { pdfText } from '../../support/printed-text';
import { SURVEY_POINT, surveyReportSample } from '../../support/survey-report-sample';

/** Embedding the system's CJK collection (about 20 MB) takes seconds on a busy machine. */
const PDF_TIMEOUT = 30_000;
const MARGIN = 50;
/** The footer's line sits below the content's bottom margin (50 + 40 points). */
const CONTENT_BOTTOM = 90;
const FOOTER = /^(打印时间：|第 \d+ 页，共 \d+ 页)/;

const imageCount = (pdf: Uint8Array): number => (Buffer.from(pdf).toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

/** Every text item with its page, left edge, right edge and baseline (points from the bottom). */
async function textItems(bytes: Uint8Array): Promise<{ page: number; str: string; left: number; right: number; baseline: number; pageWidth: number; pageHeight: number }[]> {
  const pdf = await getDocument({ data: Uint8Array.from(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const items = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const [, , pageWidth, pageHeight] = page.view as [number, number, number, number];
    for (const item of (await page.getTextContent()).items as TextItem[]) {
      if (item.str.trim() === '') continue;
      const [, , , , left, baseline] = item.transform as [number, number, number, number, number, number];
      items.push({ page: n, str: item.str, left, right: left + item.width, baseline, pageWidth, pageHeight });
    }
  }
  await pdf.destroy();
  return items;
}

describe('the 建设踏勘记录 PDF', () => {
  it('prints the record, the checklist, the conclusion with its deadline, the coordinates and the signature lines', async () => {
    const input = surveyReportSample();
    const pdf = await surveyReportPdf(input, findPrintFont());
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    for (const expected of [
      '建设踏勘记录',
      input.subject.projectName,
      '临时用地 LS2026100800012',
      '江西省 南昌市 南昌县',
      '陈志强、王丽华',
      `经度 ${SURVEY_POINT.lon.toFixed(6)}，纬度 ${SURVEY_POINT.lat.toFixed(6)}`,
      '是否占用永久基本农田',
      '实测 1.18 公顷，未超出批准面积 1.25 公顷。',
      '需整改',
      '整改期限：2026-12-20 前',
      '现场照片2.jpg',
      '拍摄时间：2026-11-20 10:12:00',
      '踏勘人员签字：',
      '南昌县北',
      `第 ${pages} 页，共 ${pages} 页`,
    ]) {
      expect(text).toContain(expected);
    }
  }, PDF_TIMEOUT);

  it('embeds one image for each photo, and none without photos', async () => {
    const font = findPrintFont();
    const three = await surveyReportPdf(surveyReportSample(), font);
    expect(imageCount(three)).toBe(3);
    const none = await surveyReportPdf(surveyReportSample({ photos: [] }), font);
    expect(imageCount(none)).toBe(0);
    expect((await pdfText(none)).text).toContain('（无现场照片）');
  }, PDF_TIMEOUT);

  it('draws the city for a district without an outline of its own, and the province for a code matching none', async () => {
    const font = findPrintFont();
    const district = surveyReportSample({ divisionCode: '360113', divisionName: '江西省 南昌市 红谷滩区', point: { lon: 115.85, lat: 28.7 }, photos: [] });
    // The figure's name label is followed by the north arrow's 北.
    expect((await pdfText(await surveyReportPdf(district, font))).text).toContain('南昌市北');
    const province = surveyReportSample({ divisionCode: '360000', divisionName: '江西省', photos: [] });
    expect((await pdfText(await surveyReportPdf(province, font))).text).toContain('江西省北');
  }, PDF_TIMEOUT);

  it('captions a photo with its own EXIF time and point when the caller gives none, under a file name cut to one line', async () => {
    const photos = [{ fileName: `无人机航拍${'_八一乡施工便道东段'.repeat(6)}.jpg`, bytes: exifPhoto({ takenAt: '2026-11-19T16:42:05', lon: 115.950001, lat: 28.550002, hue: 90 }) }];
    const { text } = await pdfText(await surveyReportPdf(surveyReportSample({ photos }), findPrintFont()));
    expect(text).toContain('拍摄时间：2026-11-19 16:42:05');
    expect(text).toContain('拍摄坐标：经度 115.950001，纬度 28.550002');
    expect(text).toMatch(/无人机航拍_八一乡施工便道东段[^\n]*…拍摄时间/);
  }, PDF_TIMEOUT);

  it('prints a placeholder for a photo it cannot read instead of failing', async () => {
    const photos = [
      { fileName: '损坏.jpg', bytes: new Uint8Array([0xff, 0xd8, 1, 2, 3]) },
      { fileName: '说明.txt', bytes: new TextEncoder().encode('not a picture') },
      { fileName: '完好.jpg', bytes: exifPhoto({ hue: 7 }) },
    ];
    const pdf = await surveyReportPdf(surveyReportSample({ photos }), findPrintFont());
    expect(imageCount(pdf)).toBe(1);
    const { text } = await pdfText(pdf);
    expect(text.match(/照片无法读取/g)).toHaveLength(2);
    expect(text).toContain('完好.jpg');
  }, PDF_TIMEOUT);

  it('flows a long checklist and long findings onto further pages, every line inside the printable area', async () => {
    const checklist = Array.from({ length: 45 }, (_, i) => ({ item: `核查事项${i + 1}`, answerLabel: i % 3 === 0 ? '否' : '是', note: `第${i + 1}项说明。`.repeat(1 + (i % 4)) }));
    const sentences = Array.from({ length: 160 }, (_, i) => `第${i + 1}条情况。`);
    const pdf = await surveyReportPdf(surveyReportSample({ checklist, findings: sentences.join('') }), findPrintFont());
    const items = await textItems(pdf);
    const pages = Math.max(...items.map((item) => item.page));
    expect(pages).toBeGreaterThanOrEqual(3);

    const content = items.filter((item) => !FOOTER.test(item.str));
    for (const item of content) {
      expect(item.left, item.str).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(item.right, item.str).toBeLessThanOrEqual(item.pageWidth - MARGIN + 0.5);
      expect(item.baseline, item.str).toBeGreaterThan(CONTENT_BOTTOM);
      expect(item.baseline, item.str).toBeLessThan(item.pageHeight - MARGIN);
    }
    // A row or a line pushed past the bottom makes pdfkit open a page for it alone: no page but the last may be nearly empty.
    for (let page = 1; page < pages; page += 1) expect(content.filter((item) => item.page === page).length, `page ${page}`).toBeGreaterThan(20);
    // The checklist runs over three pages, its header row on top of each.
    expect(new Set(content.filter((item) => item.str === '序号').map((item) => item.page)).size).toBe(3);
    const text = content.map((item) => item.str).join('');
    for (let i = 1; i <= 45; i += 1) expect(text).toContain(`核查事项${i}`);
    for (const sentence of sentences) expect(text).toContain(sentence);
    expect(text).toContain('踏勘人员签字：');
    expect(items.filter((item) => FOOTER.test(item.str) && item.str.startsWith('第'))).toHaveLength(pages);
  }, PDF_TIMEOUT);
});
