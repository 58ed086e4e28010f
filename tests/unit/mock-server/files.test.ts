import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAffairBook } from '../../../src/demo/affairs';
import { generateDemoData } from '../../../src/demo/demo-data';
import { DEMO_RECORDS, demoFilesFor, demoRecordsOf } from '../../../src/demo/demo-files';
import { DEMO_GBK_NOTE_FIRST_LINE } from '../../../src/demo/demo-gbk-note';
import { fileMessages } from '../../../src/domain/files/file-messages';
import { formatFileSize } from '../../../src/domain/files/file-size';
import { FILE_MAX_BYTES } from '../../../src/domain/files/upload-rules';
import { repairFileName } from '../../../mock-server/files/file-upload';
import { bearer, call, signIn, startServer, type TestServer } from './mock-client';

const KEY = 'FJ-DEMO-TEST-UPLOAD';

describe('mock server files (/api/file)', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer();
    token = await signIn(server, 'county', 'County@2026');
  });
  afterAll(async () => {
    await server.dispose();
  });

  const upload = async (name: string, bytes: Uint8Array, key = KEY) => {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(bytes)]), name);
    return call(server, `/api/file/upload?keyNumGather=${encodeURIComponent(key)}`, { method: 'POST', body: form, headers: bearer(token) });
  };

  const access = async (linkGuid: string, key = KEY) => {
    const auth = await call(server, `/api/process/author/file/signature?keyNumGather=${encodeURIComponent(key)}`, { headers: bearer(token) });
    expect(auth.status).toBe(200);
    const vo = Object.fromEntries(Object.entries(auth.body.data.filePermissionVo as Record<string, unknown>).filter(([, v]) => v !== null));
    return { fileLinkId: linkGuid, signature: auth.body.data.signature as string, filePermissionVo: vo };
  };

  const fetchBytes = async (route: 'preview' | 'download/file', body: unknown): Promise<Response> =>
    fetch(`${server.url}/api/file/${route}`, { method: 'POST', headers: { ...bearer(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('seeds the demo attachments on first use: Chinese names, sniffed types, uploader names', async () => {
    const list = await call(server, '/api/file/list?keyNumGather=FJ-DEMO-0001', { headers: bearer(token) });
    expect(list.status).toBe(200);
    const names = (list.body.data as { fileName: string }[]).map((file) => file.fileName);
    expect(names).toEqual(demoFilesFor({ land: DEMO_RECORDS.land }).map((file) => file.fileName));
    const types = Object.fromEntries((list.body.data as { fileName: string; contentType: string }[]).map((file) => [file.fileName.split('.').pop(), file.contentType]));
    expect(types).toMatchObject({ pdf: 'application/pdf', jpg: 'image/jpeg', dwg: 'image/vnd.dwg', txt: 'text/plain; charset=gbk' });
    expect(list.body.data[0]).not.toHaveProperty('storedName');
    expect(list.body.data[0].uploaderName).toBe('陈志强');
  });

  it('attaches the seeded files to the seeded land approval affair too', async () => {
    const land = demoRecordsOf(seedAffairBook(generateDemoData()).affairs.map((stored) => stored.affair)).land;
    const list = await call(server, `/api/file/list?keyNumGather=${land?.keyNumGather ?? ''}`, { headers: bearer(token) });
    expect((list.body.data as unknown[]).length).toBe(5);
  });

  it('stores an upload under a generated name, keeps the UTF-8 name, and gives the same bytes back with RFC 6266 filename*', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n审批意见\n%%EOF\n');
    const answer = await upload('用地审批意见（终稿）.pdf', bytes);
    expect(answer.status).toBe(200);
    const entry = answer.body.data;
    expect(entry).toMatchObject({ fileName: '用地审批意见（终稿）.pdf', fileSize: bytes.length, contentType: 'application/pdf', keyNumGather: KEY, uploaderId: '10004' });
    const stored = await readdir(path.join(server.dataDir, 'files'));
    expect(stored.every((name) => /^[a-f0-9]{32}$/.test(name))).toBe(true);

    const res = await fetchBytes('download/file', await access(entry.linkGuid));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="file\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '')).toBe('用地审批意见（终稿）.pdf');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('never lets a path-traversal name choose where the file lands', async () => {
    const before = await readdir(server.dataDir);
    const answer = await upload('../../../../db.json', new TextEncoder().encode('{"owned":true}'));
    expect(answer.status).toBe(200);
    expect(answer.body.data.fileName).toBe('db.json');
    expect(await readdir(server.dataDir)).toEqual(before);
    const db = JSON.parse(await readFile(path.join(server.dataDir, 'db.json'), 'utf8')) as Record<string, unknown>;
    expect(db['owned']).toBeUndefined();
  });

  it('sniffs a file with a lying extension and never serves it as what it claims', async () => {
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const answer = await upload('现场照片.jpg', html);
    expect(answer.status).toBe(200);
    expect(answer.body.data.contentType).toBe('text/plain; charset=utf-8');
    const res = await fetchBytes('preview', await access(answer.body.data.linkGuid));
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses an empty file with a 400 naming it', async () => {
    const answer = await upload('空文件.txt', new Uint8Array(0));
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(fileMessages.emptyFile('空文件.txt'));
  });

  it('refuses an oversized file with a 413 giving the limit, and stores nothing', async () => {
    const before = (await readdir(path.join(server.dataDir, 'files'))).length;
    const answer = await upload('超大图纸.dwg', new Uint8Array(FILE_MAX_BYTES + 1));
    expect(answer.status).toBe(413);
    expect(answer.body.msg).toContain(formatFileSize(FILE_MAX_BYTES));
    expect((await readdir(path.join(server.dataDir, 'files'))).length).toBe(before);
  });

  it('refuses preview and download without a valid signature, or for another record', async () => {
    const answer = await upload('说明.txt', new TextEncoder().encode('说明'));
    const good = await access(answer.body.data.linkGuid);
    expect((await fetchBytes('preview', { ...good, signature: 'f'.repeat(64) })).status).toBe(403);
    expect((await fetchBytes('preview', await access(answer.body.data.linkGuid, 'FJ-DEMO-0001'))).status).toBe(403);
    expect((await fetchBytes('preview', { ...good, filePermissionVo: { ...good.filePermissionVo, expiresAt: Number(good.filePermissionVo['expiresAt']) + 1 } })).status).toBe(403);
    const anonymous = await fetch(`${server.url}/api/file/preview`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(good) });
    expect(anonymous.status).toBe(401);
  });

  it('serves the seeded GBK note as GBK text that decodes to Chinese', async () => {
    const list = await call(server, '/api/file/list?keyNumGather=FJ-DEMO-0001', { headers: bearer(token) });
    const note = (list.body.data as { linkGuid: string; fileName: string }[]).find((file) => file.fileName.endsWith('.txt'));
    const res = await fetchBytes('preview', await access(note?.linkGuid ?? '', 'FJ-DEMO-0001'));
    expect(res.headers.get('content-type')).toBe('text/plain; charset=gbk');
    expect(new TextDecoder('gbk').decode(await res.arrayBuffer())).toContain(DEMO_GBK_NOTE_FIRST_LINE);
  });

  it('deletes a file: gone from the list and from the disk', async () => {
    const answer = await upload('待删除.txt', new TextEncoder().encode('x'));
    const count = (await readdir(path.join(server.dataDir, 'files'))).length;
    const removed = await call(server, `/api/file/${answer.body.data.linkGuid}`, { method: 'DELETE', headers: bearer(token) });
    expect(removed.status).toBe(200);
    const list = await call(server, `/api/file/list?keyNumGather=${KEY}`, { headers: bearer(token) });
    expect((list.body.data as { linkGuid: string }[]).some((file) => file.linkGuid === answer.body.data.linkGuid)).toBe(false);
    expect((await readdir(path.join(server.dataDir, 'files'))).length).toBe(count - 1);
    expect((await call(server, `/api/file/${answer.body.data.linkGuid}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(404);
  });

  it('refuses a part under another field name, or a call without a file', async () => {
    const form = new FormData();
    form.append('avatarfile', new Blob(['x']), 'a.txt');
    const wrong = await call(server, `/api/file/upload?keyNumGather=${KEY}`, { method: 'POST', body: form, headers: bearer(token) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe(fileMessages.wrongField);
    const none = await call(server, `/api/file/upload?keyNumGather=${KEY}`, { method: 'POST', body: new FormData(), headers: bearer(token) });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(fileMessages.fileMissing);
  });

  it('keeps files and their bytes across a restart', async () => {
    const bytes = new TextEncoder().encode('重启后仍在');
    const entry = (await upload('重启.txt', bytes, 'FJ-DEMO-TEST-RESTART')).body.data;
    server = await server.restart();
    token = await signIn(server, 'county', 'County@2026');
    const list = await call(server, '/api/file/list?keyNumGather=FJ-DEMO-TEST-RESTART', { headers: bearer(token) });
    expect((list.body.data as { linkGuid: string }[]).map((file) => file.linkGuid)).toEqual([entry.linkGuid]);
    const res = await fetchBytes('download/file', await access(entry.linkGuid, 'FJ-DEMO-TEST-RESTART'));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });
});

describe('repairFileName', () => {
  it.each([
    ['审批.pdf', '审批.pdf'],
    [Buffer.from('审批.pdf', 'utf8').toString('latin1'), '审批.pdf'],
    ['café.txt', 'café.txt'],
    ['plain.txt', 'plain.txt'],
  ])('reads %j as %j', (name, repaired) => {
    expect(repairFileName(name)).toBe(repaired);
  });
});
