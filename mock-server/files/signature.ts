import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FileAuthorization, FilePermission } from '../../src/ports/api/files.dto';
import type { ServerContext } from '../context';

/** How long a file signature is accepted. */
export const SIGNATURE_TTL_MS = 30 * 60 * 1000;

// One key per running server: a signature proves the server issued it and cannot be forged from db.json.
const keys = new WeakMap<ServerContext, Buffer>();

function keyOf(server: ServerContext): Buffer {
  let key = keys.get(server);
  if (key === undefined) {
    key = randomBytes(32);
    keys.set(server, key);
  }
  return key;
}

const mac = (server: ServerContext, userId: string, keyNumGather: string, expiresAt: number): string =>
  createHmac('sha256', keyOf(server)).update(`${userId}\n${keyNumGather}\n${expiresAt}`).digest('hex');

/** GET /api/process/author/file/signature: every signed-in user may read and add files of a record. */
export function issueAuthorization(server: ServerContext, userId: string, keyNumGather: string): FileAuthorization {
  const expiresAt = server.now() + SIGNATURE_TTL_MS;
  const filePermissionVo: FilePermission = {
    keyNumGather,
    userId,
    canPreview: true,
    canDownload: true,
    canUpload: true,
    canRemove: true,
    expiresAt,
    // Sent as null on purpose: the client must strip null fields before sending the vo back (SPEC section 3).
    watermark: null,
  };
  return { signature: mac(server, userId, keyNumGather, expiresAt), filePermissionVo };
}

/** True when the signature was issued by this server to this user for this record and has not expired. */
export function verifyAuthorization(server: ServerContext, userId: string, keyNumGather: string, signature: string, expiresAt: number): boolean {
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= server.now()) return false;
  const expected = Buffer.from(mac(server, userId, keyNumGather, expiresAt), 'hex');
  const given = Buffer.from(/^[a-f0-9]{64}$/.test(signature) ? signature : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
