import { describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { sniffContentType } from '../../../src/domain/files/content-sniff';
import { DEMO_RECORDS, demoFilingFiles, demoRecordsOf, seededFiles } from '../../../src/demo/demo-files';
import { seedFilingBook } from '../../../src/demo/filings';
import { DEMO_GBK_NOTE_FIRST_LINE, demoGbkNote } from '../../../src/demo/demo-gbk-note';
import { formatFileSize } from '../../../src/domain/files/file-size';
import { planPreview } from '../../../src/domain/files/preview-kind';
import { withoutNulls } from '../../../src/domain/files/strip-nulls';
import { chooseTextEncoding } from '../../../src/domain/files/text-encoding';
import { cleanFileName } from '../../../src/domain/files/upload-rules';

const ascii = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('files domain', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [2 * 1024 * 1024, '2 MB'],
    [12.3 * 1024 * 1024, '12 MB'],
    [1024 * 1024 - 1, '1 MB'],
  ])('formats %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([
    ['a.pdf', 'f1', { kind: 'pdf' }],
    ['现场.JPG', 'f1', { kind: 'image' }],
    ['a.wbmp', 'f1', { kind: 'image' }],
    ['说明.txt', 'f1', { kind: 'text' }],
    ['图纸.dwg', 'f1', { kind: 'refused', message: '暂不支持该格式的文件预览!' }],
    ['a.pdf', undefined, { kind: 'refused', message: '无法预览' }],
    ['a.pdf', ' ', { kind: 'refused', message: '无法预览' }],
  ])('plans the preview of %s (id %s)', (name, id, plan) => {
    expect(planPreview(id, name)).toEqual(plan);
  });

  it('reads the GBK note as GBK and a UTF-8 text as UTF-8', () => {
    const gbk = demoGbkNote();
    expect(chooseTextEncoding(gbk)).toBe('gbk');
    expect(new TextDecoder('gbk').decode(gbk)).toContain(DEMO_GBK_NOTE_FIRST_LINE);
    expect(chooseTextEncoding(ascii('勘测说明'))).toBe('utf-8');
    expect(chooseTextEncoding(Uint8Array.of(0xef, 0xbb, 0xbf, 0xc4))).toBe('utf-8');
  });

  it.each([
    [ascii('%PDF-1.7'), 'application/pdf'],
    [Uint8Array.of(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    [ascii('AC1032\u0000'), 'image/vnd.dwg'],
    [Uint8Array.of(0x50, 0x4b, 0x03, 0x04), 'application/zip'],
    [ascii('<html><script>x</script>'), 'text/plain; charset=utf-8'],
    [ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'text/plain; charset=utf-8'],
    [Uint8Array.of(0x00, 0x01, 0x02), 'application/octet-stream'],
    [new Uint8Array(0), 'application/octet-stream'],
  ])('sniffs %s as %s', (bytes, type) => {
    expect(sniffContentType(bytes)).toBe(type);
  });

  it('drops null and undefined fields and keeps false and 0', () => {
    expect(withoutNulls({ a: null, b: undefined, c: false, d: 0, e: 'x' })).toEqual({ c: false, d: 0, e: 'x' });
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\王\\审批.pdf', '审批.pdf'],
    ['  ', '未命名文件'],
    ['..', '未命名文件'],
    ['a\u0000b.txt', 'ab.txt'],
  ])('cleans the name %j to %j', (name, clean) => {
    expect(cleanFileName(name)).toBe(clean);
  });

  it('attaches the seeded files to one seeded affair of each kind, the land approval being the county head\'s', () => {
    const affairs = seedAffairBook(generateDemoData()).affairs.map((stored) => stored.affair);
    const records = demoRecordsOf(affairs);
    expect(Object.keys(records).sort()).toEqual(['document', 'farm', 'land']);
    expect(records.land?.registeredBy).toBe('10004');
    for (const record of Object.values(records)) expect(affairs.some((affair) => affair.keyNumGather === record.keyNumGather)).toBe(true);
    const files = seededFiles(affairs);
    const onLand = files.filter((file) => file.keyNumGather === records.land?.keyNumGather);
    expect(onLand.map((file) => file.body).sort()).toEqual(['approval-pdf', 'dwg-drawing', 'gbk-note', 'site-photo-north', 'site-photo-road']);
    expect(files.filter((file) => file.keyNumGather === DEMO_RECORDS.land.keyNumGather)).toHaveLength(5);
    for (const file of onLand) expect(file.uploadTime).toBeGreaterThan(records.land?.registeredAt ?? Infinity);
  });

  it('attaches a PDF approval, a site photo and a drawing to the first 临时用地 filings of 南昌县, after each was created', () => {
    const filings = seedFilingBook().filings;
    const files = demoFilingFiles(filings);
    const keys = [...new Set(files.map((file) => file.keyNumGather))];
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const key of keys) {
      const filing = filings.find((candidate) => candidate.keyNumGather === key);
      expect(filing).toMatchObject({ keyTypeCode: '1', divisionCode: '360121' });
      const own = files.filter((file) => file.keyNumGather === key);
      expect(own.map((file) => file.body).sort()).toEqual(['approval-pdf', 'dwg-drawing', 'site-photo-road']);
      for (const file of own) expect(file.uploadTime).toBeGreaterThan(Date.parse(filing?.createdAt ?? ''));
    }
    expect(seededFiles([], filings)).toEqual([...seededFiles([]), ...files]);
  });
});
