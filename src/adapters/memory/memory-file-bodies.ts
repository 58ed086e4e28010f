import type { DemoFileBody } from '../../demo/demo-files';
import { demoGbkNote } from '../../demo/demo-gbk-note';

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

/** A one-page PDF saying what it stands for; the mock server seeds a full Chinese one instead. */
function minimalPdf(title: string): Uint8Array {
  const stream = `BT /F1 18 Tf 72 760 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return ascii(body);
}

/** A 1×1 green GIF: the memory backend has no photos, and an image must still preview. */
const TINY_GIF = [
  0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x2e, 0x8b, 0x57, 0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0x00, 0x00,
  0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
];

/** A zip local-file header and a line: sniffed as the zip an Office file is, not opened (the mock server seeds real workbooks and documents). */
const officeStandIn = (): Uint8Array => ascii('PK\u0003\u0004memory demo office file');

/** The bytes of a seeded attachment in the memory backend. */
export function memoryFileBody(body: DemoFileBody): Uint8Array {
  switch (body) {
    case 'approval-pdf':
      return minimalPdf('Approval (memory demo)');
    case 'site-photo-north':
    case 'site-photo-road':
      return Uint8Array.from(TINY_GIF);
    case 'gbk-note':
      return demoGbkNote();
    case 'dwg-drawing':
      return ascii('AC1032\u0000\u0000\u0000\u0000\u0000memory demo drawing');
    case 'notice-sheet':
    case 'notice-form':
      return officeStandIn();
  }
}
