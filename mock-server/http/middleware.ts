import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { fileMessages } from '../../src/domain/files/file-messages';
import { FILE_MAX_BYTES } from '../../src/domain/files/upload-rules';
import { importMessages } from '../../src/domain/filing/import-messages';
import { IMPORT_MAX_BYTES } from '../../src/domain/filing/service/import';
import { AVATAR_MAX_BYTES, profileMessages } from '../../src/domain/session/profile-failures';
import { httpMessages as m } from '../messages/http';
import { uploadMessages } from '../messages/profile';
import { HttpError, Rejection } from './errors';
import type { KnownRoutes } from './known-routes';
import { sendError, sendHttpError, sendRejection } from './respond';

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Room for the multipart framing around the one file a request carries. */
const MULTIPART_FRAMING = 1024 * 1024;

/** Uploads under /api/file take attachments (FILE_MAX_BYTES), filing imports their own cap (IMPORT_MAX_BYTES); the others are avatars (AVATAR_MAX_BYTES). */
function multipartLimit(path: string): { readonly bytes: number; readonly message: string } {
  if (path.startsWith('/op/importProject/')) return { bytes: IMPORT_MAX_BYTES + MULTIPART_FRAMING, message: importMessages.tooLarge(IMPORT_MAX_BYTES) };
  if (path.startsWith('/file/')) return { bytes: FILE_MAX_BYTES + MULTIPART_FRAMING, message: fileMessages.tooLarge(fileMessages.uploadedFileLabel, FILE_MAX_BYTES) };
  return { bytes: AVATAR_MAX_BYTES + MULTIPART_FRAMING, message: profileMessages.avatarTooLarge };
}

/**
 * json-server's body parser accepts 10 MB; we refuse anything above 1 MB (uploads: their file limit plus framing)
 * before a byte is read. A body without a declared length could slip past that, so it is refused
 * unless it is multipart (multer applies its own limits).
 */
export const bodySizeGuard: RequestHandler = (req, _res, next) => {
  const multipart = typeof req.is('multipart/form-data') === 'string';
  const declared = req.headers['content-length'];
  if (declared !== undefined) {
    const length = Number(declared);
    const limit = multipart ? multipartLimit(req.path) : { bytes: JSON_BODY_LIMIT, message: m.bodyTooLarge };
    if (!Number.isFinite(length) || length > limit.bytes) {
      next(new HttpError(413, limit.message));
      return;
    }
  } else if (req.headers['transfer-encoding'] !== undefined && !multipart) {
    next(new HttpError(411, m.lengthRequired));
    return;
  }
  next();
};

/** Unknown /api paths are 404, known paths with another method 405; never the SPA page. */
export function apiFallback(known: KnownRoutes): RequestHandler {
  return (req, _res, next) => {
    const methods = known.methodsFor(req.baseUrl + req.path);
    next(
      methods.length === 0
        ? new HttpError(404, m.notFound)
        : new HttpError(405, m.methodNotAllowed, { headers: { Allow: methods.join(', ') } }),
    );
  };
}

interface LibraryError {
  readonly status?: unknown;
  readonly statusCode?: unknown;
  readonly type?: unknown;
}

/** Errors of body-parser and express itself (they carry a status and a type) in our words. */
function libraryFailure(error: LibraryError): HttpError | undefined {
  const status = typeof error.status === 'number' ? error.status : typeof error.statusCode === 'number' ? error.statusCode : undefined;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  switch (error.type) {
    case 'entity.parse.failed':
      return new HttpError(400, m.malformedBody);
    case 'entity.too.large':
      return new HttpError(413, m.bodyTooLarge);
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return new HttpError(415, m.unsupportedEncoding);
    default:
      return new HttpError(status, status === 404 ? m.pageNotFound : m.badRequest);
  }
}

function multerFailure(error: multer.MulterError): HttpError {
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new HttpError(413, profileMessages.avatarTooLarge);
    case 'LIMIT_UNEXPECTED_FILE':
      return new HttpError(400, uploadMessages.wrongField);
    default:
      return new HttpError(400, uploadMessages.malformedUpload);
  }
}

/** The last handler: every failure becomes a clear Chinese answer; a 500 never carries a stack. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    // A stream that already started cannot change its status; close it instead.
    res.end();
    return;
  }
  if (error instanceof Rejection) return sendRejection(res, error);
  if (error instanceof HttpError) return sendHttpError(res, error);
  if (error instanceof multer.MulterError) return sendHttpError(res, multerFailure(error));
  if (error instanceof URIError) return sendHttpError(res, new HttpError(400, m.badPath));
  const known = typeof error === 'object' && error !== null ? libraryFailure(error as LibraryError) : undefined;
  if (known !== undefined) return sendHttpError(res, known);
  console.error(`[mock] ${req.method} ${req.originalUrl} failed:`, error);
  sendError(res, 500, m.serverFailed, 'server_error');
};
