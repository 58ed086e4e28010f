import { err, ok, type Result } from '../shared/result';
import { sniffContentType } from './content-sniff';
import { mayRemove, recordOfKey, rightsOn, type FileRights, type FileWorld } from './file-jurisdiction';
import { fileMessages as m } from './file-messages';
import { cleanFileName, FILE_MAX_BYTES, FILES_PER_RECORD_MAX, sizeProblem } from './upload-rules';

/** How long a file signature is accepted. */
const SIGNATURE_TTL_MS = 30 * 60 * 1000;
/** Longest files key accepted. */
const FILES_KEY_MAX = 64;

/** A refusal as the HTTP layer answers it; the message is what the user reads. */
interface FileFailure {
  readonly status: 400 | 403 | 404 | 409 | 413;
  readonly message: string;
}
export type FileServed<T> = Result<T, FileFailure>;

/** A stored file as both backends keep it, and as the API's FileEntry gives it. */
export interface StoredFileEntry {
  /** The file id (SPEC section 3: an upload file's id comes from linkGuid). */
  readonly linkGuid: string;
  /** The original name, Chinese kept (SPEC section 3: its name comes from fileName). */
  readonly fileName: string;
  readonly fileSize: number;
  /** Sniffed from the bytes by the server, not taken from the client. */
  readonly contentType: string;
  readonly keyNumGather: string;
  readonly uploaderId: string;
  readonly uploaderName: string;
  /** Epoch milliseconds. */
  readonly uploadTime: number;
}

/** What a signature grants (the API's FilePermission). */
export interface FileGrant {
  readonly keyNumGather: string;
  readonly userId: string;
  readonly canPreview: boolean;
  readonly canDownload: boolean;
  readonly canUpload: boolean;
  readonly canRemove: boolean;
  /** Epoch milliseconds after which the signature is refused. */
  readonly expiresAt: number;
  readonly watermark: string | null;
}

/** What every call receives: the records, the signed-in user and the backend clock (epoch ms). */
export interface FileCall {
  readonly world: FileWorld;
  readonly userId: string;
  readonly now: number;
}

const fail = (status: FileFailure['status'], message: string): FileServed<never> => err({ status, message });

/** The user's rights on the record a key names: 400 for a bad key, 404 when no record has it. */
function rightsFor(call: FileCall, rawKey: string): FileServed<{ key: string; rights: FileRights }> {
  const key = rawKey.trim();
  if (key === '' || key.length > FILES_KEY_MAX) return fail(400, m.keyMissing);
  const record = recordOfKey(call.world, key);
  if (record === undefined) return fail(404, m.recordNotFound);
  return ok({ key, rights: rightsOn(record, call.world.dir, call.userId, new Date(call.now).toISOString()) });
}

function seeing(call: FileCall, rawKey: string): FileServed<{ key: string; rights: FileRights }> {
  const found = rightsFor(call, rawKey);
  return found.ok && !found.value.rights.see ? fail(403, m.mayNotSee) : found;
}

/** GET /api/file/list: the record's files, oldest first, to those who may see the record. */
export function listFiles<F extends StoredFileEntry>(call: FileCall, rawKey: string, files: readonly F[]): FileServed<F[]> {
  const found = seeing(call, rawKey);
  if (!found.ok) return found;
  return ok(files.filter((file) => file.keyNumGather === found.value.key).sort((a, b) => a.uploadTime - b.uploadTime));
}

/** The text a signature signs: who, which record, until when. */
export const signaturePayload = (grant: Pick<FileGrant, 'userId' | 'keyNumGather' | 'expiresAt'>): string => `${grant.userId}\n${grant.keyNumGather}\n${grant.expiresAt}`;

/**
 * GET /api/process/author/file/signature: what the user may do with the record's files until
 * expiry; the backend signs signaturePayload of it. The watermark is null on purpose: the client
 * must strip null fields before sending the grant back (SPEC section 3).
 */
export function authorizeFiles(call: FileCall, rawKey: string): FileServed<FileGrant> {
  const found = seeing(call, rawKey);
  if (!found.ok) return found;
  const { key, rights } = found.value;
  return ok({ keyNumGather: key, userId: call.userId, canPreview: true, canDownload: true, canUpload: rights.change, canRemove: rights.change, expiresAt: call.now + SIGNATURE_TTL_MS, watermark: null });
}

/**
 * GET /api/tz/author/file/signature: the same grant as the process's, for the files of a ledger
 * instance only; any other key is no ledger's (404).
 */
export function authorizeLedgerFiles(call: FileCall, rawKey: string): FileServed<FileGrant> {
  const found = recordOfKey(call.world, rawKey.trim());
  return found === undefined || found.kind !== 'ledger' ? fail(404, m.ledgerFilesNotFound) : authorizeFiles(call, rawKey);
}

/** An upload the rules let through: the record's key and the cleaned name. */
interface AcceptedUpload {
  readonly key: string;
  readonly fileName: string;
}

/** POST /api/file/upload: the record must be editable by the user, the file non-empty and small enough, the record not full. */
export function acceptUpload(call: FileCall, rawKey: string, file: { readonly name: string; readonly size: number }, stored: readonly StoredFileEntry[]): FileServed<AcceptedUpload> {
  const found = seeing(call, rawKey);
  if (!found.ok) return found;
  const { key, rights } = found.value;
  if (!rights.change) return fail(403, m.mayNotChange);
  const fileName = cleanFileName(file.name);
  const problem = sizeProblem({ name: fileName, size: file.size }, FILE_MAX_BYTES);
  if (problem !== undefined) return fail(file.size > 0 ? 413 : 400, problem);
  if (stored.filter((entry) => entry.keyNumGather === key).length >= FILES_PER_RECORD_MAX) return fail(409, m.tooManyStored(FILES_PER_RECORD_MAX));
  return ok({ key, fileName });
}

/** The entry of an accepted upload; the type is read from the bytes, never taken from the client. */
export function uploadedEntry(accepted: AcceptedUpload, bytes: Uint8Array, linkGuid: string, uploader: { readonly userId: string; readonly nickName: string }, now: number): StoredFileEntry {
  return {
    linkGuid,
    fileName: accepted.fileName,
    fileSize: bytes.length,
    contentType: sniffContentType(bytes),
    keyNumGather: accepted.key,
    uploaderId: uploader.userId,
    uploaderName: uploader.nickName,
    uploadTime: now,
  };
}

/** DELETE /api/file/:id: 404 for an unknown file, 403 unless the user may remove it now. */
export function acceptRemoval<F extends StoredFileEntry>(call: FileCall, file: F | undefined): FileServed<F> {
  if (file === undefined) return fail(404, m.fileNotFound);
  const found = seeing(call, file.keyNumGather);
  if (!found.ok) return found;
  if (!found.value.rights.change) return fail(403, m.mayNotChange);
  return mayRemove(found.value.rights, call.userId, file.uploaderId) ? ok(file) : fail(403, m.mayNotRemove);
}

/** The grant a client sent back with a preview or download, nulls already stripped. */
type ClaimedGrant = Partial<Readonly<Record<keyof FileGrant, unknown>>>;

/**
 * POST /api/file/preview and /download/file: the claim must be this user's, for this file's
 * record, unexpired and signed by the backend (`signed` checks the signature of a payload);
 * the user must still see the record, since rights can end before the signature does.
 */
export function acceptRead<F extends StoredFileEntry>(call: FileCall, file: F | undefined, claim: ClaimedGrant, signed: (payload: string) => boolean): FileServed<F> {
  if (file === undefined) return fail(404, m.fileNotFound);
  const { userId, keyNumGather, expiresAt } = claim;
  const valid =
    userId === call.userId &&
    keyNumGather === file.keyNumGather &&
    typeof expiresAt === 'number' &&
    Number.isSafeInteger(expiresAt) &&
    expiresAt > call.now &&
    signed(signaturePayload({ userId, keyNumGather, expiresAt }));
  if (!valid) return fail(403, m.signatureInvalid);
  const found = seeing(call, file.keyNumGather);
  return found.ok ? ok(file) : found;
}
