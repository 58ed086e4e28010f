import type { RequestHandler } from 'express';
import multer from 'multer';
import { fileMessages as m } from '../../src/domain/files/file-messages';
import { FILE_MAX_BYTES } from '../../src/domain/files/upload-rules';
import { HttpError } from '../http/errors';
import { converted } from '../../src/ports/api/input-schema';

const FILE_FIELD = 'file';

/** Kept in memory (FILE_MAX_BYTES at most) so nothing reaches the disk before the bytes are checked. */
const parse = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: FILE_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
  defParamCharset: 'utf8',
}).single(FILE_FIELD);

/** Multer's failures in the files' own words (the shared error handler speaks of avatars). */
export const fileUpload: RequestHandler = (req, res, next) => {
  parse(req, res, (error?: unknown) => {
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') next(new HttpError(413, m.tooLarge(m.uploadedFileLabel, FILE_MAX_BYTES)));
      else if (error.code === 'LIMIT_UNEXPECTED_FILE' || error.code === 'LIMIT_FILE_COUNT') next(new HttpError(400, m.wrongField));
      else next(new HttpError(400, m.malformedUpload));
      return;
    }
    next(error);
  });
};

function isMulterFile(value: unknown): value is Express.Multer.File {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as { buffer?: unknown }).buffer);
}

/**
 * A client that put raw UTF-8 bytes in filename= (no filename*) arrives as latin1 mojibake:
 * when the name is all single bytes and they form valid UTF-8, that was the intent.
 */
export function repairFileName(name: string): string {
  if (![...name].every((c) => c.charCodeAt(0) <= 0xff) || !/[\u0080-\u00ff]/.test(name)) return name;
  const bytes = Buffer.from(name, 'latin1');
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return decoded.includes('\ufffd') ? name : decoded;
}

/** The uploaded part as a File (a Blob that keeps the client's name, repaired). */
export const uploadedPart = converted(
  (value) => (isMulterFile(value) ? new File([new Uint8Array(value.buffer)], repairFileName(value.originalname)) : undefined),
  m.fileMissing,
);
