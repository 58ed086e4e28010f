import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../../../src/adapters/http/file-download';

describe('the file name of a print report (Content-Disposition)', () => {
  it("prefers the UTF-8 filename* (RFC 8187), which carries the Chinese name", () => {
    const header = `attachment; filename="SW2026112100012.pdf"; filename*=UTF-8''${encodeURIComponent('事务办理单-南昌县临时用地审批.pdf')}`;
    expect(fileNameFromDisposition(header)).toBe('事务办理单-南昌县临时用地审批.pdf');
  });

  it('falls back to the plain filename, quoted or not, when filename* is missing or malformed', () => {
    expect(fileNameFromDisposition('attachment; filename="report.docx"')).toBe('report.docx');
    expect(fileNameFromDisposition('inline; filename=report.pdf')).toBe('report.pdf');
    expect(fileNameFromDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%E4%ZZ.pdf`)).toBe('a.pdf');
  });

  it('answers nothing without a usable name, so the adapter uses its own Chinese default', () => {
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
  });
});
