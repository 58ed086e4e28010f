import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { rawRoute, type RouteHost } from '../http/typed-route';

/** Built once by mock-server/assets/build-manual.ts and kept in the repository. */
const MANUAL_FILE = fileURLToPath(new URL('../assets/user-manual.pdf', import.meta.url));
const MANUAL_NAME = '用地备案与办公管理系统用户手册.pdf';

/** RFC 6266 / RFC 8187: an ASCII fallback name plus the UTF-8 name in filename*. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string, fallback: string): string {
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export function manualRoutes(host: RouteHost): void {
  let bytes: Promise<Buffer> | undefined;
  // Public: the manual holds nothing confidential, and pdf.js fetches it with a plain GET.
  rawRoute(host, 'GET /api/user/public/manual.pdf', { auth: 'public', input: {} }, async (_input, { res }) => {
    bytes ??= readFile(MANUAL_FILE).catch((error: unknown) => {
      bytes = undefined;
      throw error;
    });
    const pdf = await bytes;
    res.setHeader('Content-Disposition', contentDisposition('inline', MANUAL_NAME, 'user-manual.pdf'));
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/pdf').send(pdf);
  });
}
