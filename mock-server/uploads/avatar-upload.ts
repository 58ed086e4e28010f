import multer from 'multer';
import { AVATAR_MAX_BYTES } from '../../src/domain/session/profile-failures';
import { converted } from '../../src/ports/api/input-schema';
import { uploadMessages as m } from '../messages/profile';

const AVATAR_FIELD = 'avatarfile';
/** Generated names only: 32 hex digits and a sniffed extension, so the public route cannot be steered. */
export const AVATAR_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** Kept in memory (2 MB at most) so nothing reaches the disk before the bytes are checked. */
export const avatarUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 64 * 1024 },
  defParamCharset: 'utf8',
}).single(AVATAR_FIELD);

function isMulterFile(value: unknown): value is Express.Multer.File {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as { buffer?: unknown }).buffer);
}

/** The uploaded file of one field as a Blob (the type the API core declares for files). */
export const uploadedFile = converted((value) => (isMulterFile(value) ? new Blob([new Uint8Array(value.buffer)]) : undefined), m.avatarMissing);
