import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sniffContentType } from '../../src/domain/files/content-sniff';
import { extensionOf } from '../../src/domain/files/file-icon';
import { fileMessages as m } from '../../src/domain/files/file-messages';
import { acceptRead, acceptRemoval, acceptUpload, authorizeFiles, listFiles, uploadedEntry } from '../../src/domain/files/file-service';
import type { FileAccessBody, FileEntry } from '../../src/ports/api/files.dto';
import { fileAccessBody, fileIdParams, fileKeyQuery } from '../../src/ports/api/files.schema';
import { uploadsOf } from '../../src/ports/api/input-schema';
import type { ServerContext } from '../context';
import { fileCallOf, unwrapFiles } from '../files/file-call';
import { ensureFilesSeeded, filesDirOf, newStoredName } from '../files/seed-files';
import { fileUpload, uploadedPart } from '../files/file-upload';
import { signatureChecker, signedAuthorization } from '../files/signature';
import { entryOf, STORED_NAME, type StoredFile } from '../files/stored-file';
import { HttpError } from '../http/errors';
import { rawRoute, route, type AuthedContext, type RouteHost } from '../http/typed-route';
import { writeFileAtomic } from '../persistence/atomic-file';
import { contentDisposition } from './manual';

const filesOf = (server: ServerContext): StoredFile[] => server.store.db.files ?? [];

/** The file an access body names, once the service accepts the signed claim, with its bytes. */
async function authorizedFile(access: FileAccessBody, ctx: AuthedContext): Promise<{ file: StoredFile; bytes: Buffer }> {
  await ensureFilesSeeded(ctx.server);
  const named = filesOf(ctx.server).find((candidate) => candidate.linkGuid === access.fileLinkId && STORED_NAME.test(candidate.storedName));
  const file = unwrapFiles(acceptRead(fileCallOf(ctx), named, access.filePermissionVo, signatureChecker(ctx.server, access.signature)));
  try {
    return { file, bytes: await readFile(path.join(filesDirOf(ctx.server), file.storedName)) };
  } catch {
    throw new HttpError(404, m.fileNotFound);
  }
}

/** An ASCII stand-in for old clients; the real name travels in filename*. */
const asciiFallback = (file: StoredFile): string => {
  const extension = extensionOf(file.fileName).replace(/[^a-z0-9]/g, '');
  return extension === '' ? 'file' : `file.${extension}`;
};

/** SPEC section 7, Files: upload, list, remove, preview and download, and the signature call; the rules are the file service's. */
export function fileRoutes(host: RouteHost): void {
  route(
    host,
    'POST /api/file/upload',
    // Authentication runs before multer, so anonymous uploads are never parsed.
    { auth: 'bearer', before: [fileUpload], input: { query: fileKeyQuery, files: uploadsOf({ file: uploadedPart }) } },
    async ({ query, files }, ctx): Promise<FileEntry> => {
      const { server, session } = ctx;
      await ensureFilesSeeded(server);
      const accepted = unwrapFiles(acceptUpload(fileCallOf(ctx), query.keyNumGather, files.file, filesOf(server)));
      const bytes = new Uint8Array(await files.file.arrayBuffer());
      const storedName = newStoredName();
      await writeFileAtomic(path.join(filesDirOf(server), storedName), bytes);
      const entry = uploadedEntry(accepted, bytes, `${storedName.slice(0, 8)}-${newStoredName().slice(0, 16)}`, session.user, server.now());
      const stored: StoredFile = { ...entry, storedName };
      await server.store.update((db) => {
        db.files = [...(db.files ?? []), stored];
      });
      return entryOf(stored);
    },
  );

  route(host, 'GET /api/file/list', { auth: 'bearer', input: { query: fileKeyQuery } }, async ({ query }, ctx) => {
    await ensureFilesSeeded(ctx.server);
    return unwrapFiles(listFiles(fileCallOf(ctx), query.keyNumGather, filesOf(ctx.server))).map(entryOf);
  });

  route(host, 'DELETE /api/file/:id', { auth: 'bearer', input: { params: fileIdParams } }, async ({ params }, ctx) => {
    const { server } = ctx;
    await ensureFilesSeeded(server);
    const file = unwrapFiles(acceptRemoval(fileCallOf(ctx), filesOf(server).find((candidate) => candidate.linkGuid === params.id)));
    await server.store.update((db) => {
      db.files = (db.files ?? []).filter((candidate) => candidate.linkGuid !== file.linkGuid);
    });
    if (STORED_NAME.test(file.storedName)) await rm(path.join(filesDirOf(server), file.storedName), { force: true });
    return null;
  });

  route(host, 'GET /api/process/author/file/signature', { auth: 'bearer', input: { query: fileKeyQuery } }, async ({ query }, ctx) =>
    signedAuthorization(ctx.server, unwrapFiles(authorizeFiles(fileCallOf(ctx), query.keyNumGather))),
  );

  rawRoute(host, 'POST /api/file/preview', { auth: 'bearer', input: { body: fileAccessBody } }, async ({ body }, ctx) => {
    const { file, bytes } = await authorizedFile(body, ctx);
    ctx.res.setHeader('Content-Disposition', contentDisposition('inline', file.fileName, asciiFallback(file)));
    // Even a file that slipped past sniffing cannot run script when opened from this answer.
    ctx.res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    ctx.res.setHeader('Cache-Control', 'private, no-store');
    ctx.res.type(sniffContentType(bytes)).send(bytes);
  });

  rawRoute(host, 'POST /api/file/download/file', { auth: 'bearer', input: { body: fileAccessBody } }, async ({ body }, ctx) => {
    const { file, bytes } = await authorizedFile(body, ctx);
    ctx.res.setHeader('Content-Disposition', contentDisposition('attachment', file.fileName, asciiFallback(file)));
    ctx.res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    ctx.res.setHeader('Cache-Control', 'private, no-store');
    ctx.res.type(sniffContentType(bytes)).send(bytes);
  });
}
