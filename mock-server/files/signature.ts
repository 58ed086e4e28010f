import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { signaturePayload, type FileGrant } from '../../src/domain/files/file-service';
import type { FileAuthorization } from '../../src/ports/api/files.dto';
import type { ServerContext } from '../context';

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

const mac = (server: ServerContext, payload: string): string => createHmac('sha256', keyOf(server)).update(payload).digest('hex');

/** The service's grant with this server's signature of it. */
export function signedAuthorization(server: ServerContext, grant: FileGrant): FileAuthorization {
  return { signature: mac(server, signaturePayload(grant)), filePermissionVo: grant };
}

/** Whether `signature` is this server's signature of `payload` (compared in constant time). */
export function signatureChecker(server: ServerContext, signature: string): (payload: string) => boolean {
  return (payload) => {
    const expected = Buffer.from(mac(server, payload), 'hex');
    const given = Buffer.from(/^[a-f0-9]{64}$/.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
}
