import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrintTemplate } from '../../../src/ports/api/process.dto';
import { bearer, type TestServer, startServer } from './mock-client';
import { AffairSession, COUNTY, LAND, person, STRANGER } from './process-session';

const TITLE = '打印测试：南昌县八一乡临时用地审批';

describe('mock server print reports', () => {
  let server: TestServer;
  let as: AffairSession;
  let key = '';
  let template: PrintTemplate;
  let token = '';

  /** The raw bytes of a print call, as the client's Blob download reads them. */
  const download = async (path: string): Promise<{ status: number; type: string; disposition: string; bytes: Buffer }> => {
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: bearer(token) });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? '',
      disposition: res.headers.get('content-disposition') ?? '',
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };

  beforeAll(async () => {
    server = await startServer();
    as = new AffairSession(server);
    key = await as.register(COUNTY, TITLE);
    expect((await as.complete(COUNTY, key, LAND.county, person(COUNTY), '材料齐全，同意上报。')).status).toBe(200);
    const templates = await as.data<PrintTemplate[]>(COUNTY, 'POST', '/api/process/printReportTemplate/list', { keyDigNumGather: key });
    expect(templates.length).toBeGreaterThan(0);
    template = templates[0]!;
    token = await as.token(COUNTY);
  });
  afterAll(async () => {
    await server.dispose();
  });

  it('prints the affair as a PDF attachment with its Chinese name', async () => {
    const pdf = await download(`/api/process/printReportTemplate/pdf?reportDefineId=${template.reportDefineId}&keyDigNumGather=${key}`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toMatch(/^application\/pdf/);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    const name = decodeURIComponent(pdf.disposition.split("filename*=UTF-8''")[1] ?? '');
    expect(name).toBe(`${template.name}-${TITLE}.pdf`);
  });

  it('prints the affair as a Word document (a zip)', async () => {
    const word = await download(`/api/process/printReportTemplate/word?reportId=${template.reportId}&keyDigNumGather=${key}`);
    expect(word.status).toBe(200);
    expect(word.type).toMatch(/^application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document/);
    expect(word.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const name = decodeURIComponent(word.disposition.split("filename*=UTF-8''")[1] ?? '');
    expect(name).toBe(`${template.name}-${TITLE}.docx`);
  });

  it('refuses an unknown template with 404, a stranger with 403 and a missing parameter with 400', async () => {
    const unknown = await as.send(COUNTY, 'POST', `/api/process/printReportTemplate/pdf?reportDefineId=nosuch&keyDigNumGather=${key}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('打印模板不存在');
    const stranger = await as.send(STRANGER, 'POST', `/api/process/printReportTemplate/pdf?reportDefineId=${template.reportDefineId}&keyDigNumGather=${key}`);
    expect(stranger.status).toBe(403);
    const missing = await as.send(COUNTY, 'POST', `/api/process/printReportTemplate/word?keyDigNumGather=${key}`);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('报表编号不能为空');
  });
});
