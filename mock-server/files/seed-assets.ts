import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
// exceljs is CommonJS: its classes come through the default export.
import ExcelJS from 'exceljs';
import type { DemoFileBody } from '../../src/demo/demo-files';
import { demoGbkNote } from '../../src/demo/demo-gbk-note';

/** Built once by build-seed-assets.ts and kept in the repository. */
export const SEED_ASSETS_DIR = fileURLToPath(new URL('../assets/seed-files', import.meta.url));

/** An AutoCAD 2018 drawing header (AC1032) and a little padding: enough to be sniffed and listed, not drawn. */
function dwgDrawing(): Uint8Array {
  const bytes = new Uint8Array(2048);
  bytes.set(new TextEncoder().encode('AC1032'), 0);
  for (let i = 6; i < bytes.length; i += 1) bytes[i] = (i * 31) % 251;
  return bytes;
}

const titleOf = (fileName: string): string => fileName.replace(/\.[^.]+$/, '');

const COUNTIES = ['东湖区', '西湖区', '青云谱区', '青山湖区', '新建区', '红谷滩区', '南昌县', '安义县', '进贤县'];

/** A notice's table (统计表, 清单, 细则): its title over a row per district of 南昌市 to fill in. */
async function noticeSheet(fileName: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow([titleOf(fileName)]);
  sheet.mergeCells('A1:E1');
  sheet.addRow(['序号', '县（市、区）', '数量（宗）', '面积（公顷）', '备注']);
  COUNTIES.forEach((county, index) => sheet.addRow([index + 1, county, null, null, '']));
  sheet.columns.forEach((column) => {
    column.width = 16;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A notice's form (回执, 提纲, 方案): its title and the lines a unit fills in. */
async function noticeForm(fileName: string): Promise<Uint8Array> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: titleOf(fileName), heading: HeadingLevel.TITLE }),
          new Paragraph('填报单位（盖章）：'),
          new Paragraph('联系人：　　　　　　联系电话：'),
          new Paragraph('请于通知规定时间内填写完整，并报送至本单位用途管制科室。'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

/** The bytes of one seeded attachment; the Office kinds are written per file name. */
export async function seedBody(body: DemoFileBody, fileName: string): Promise<Uint8Array> {
  switch (body) {
    case 'approval-pdf':
      return readFile(`${SEED_ASSETS_DIR}/approval.pdf`);
    case 'site-photo-north':
      return readFile(`${SEED_ASSETS_DIR}/site-north.jpg`);
    case 'site-photo-road':
      return readFile(`${SEED_ASSETS_DIR}/site-road.jpg`);
    case 'gbk-note':
      return demoGbkNote();
    case 'dwg-drawing':
      return dwgDrawing();
    case 'notice-sheet':
      return noticeSheet(fileName);
    case 'notice-form':
      return noticeForm(fileName);
  }
}
