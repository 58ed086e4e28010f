import type { BinaryPayload } from './envelope';
import type { FileAccessBody, FileAuthorization, FileEntry } from './files.dto';

/** SPEC section 7, Files (/api/file), and the file authorization call of Process. */
export interface FileEndpoints {
  /** One file per call (a multipart part named file), so each file has its own progress and retry. */
  'POST /api/file/upload': { query: { keyNumGather: string }; files: { file: Blob }; data: FileEntry };
  /** The file's bytes inline, with its sniffed Content-Type. */
  'POST /api/file/preview': { body: FileAccessBody; data: BinaryPayload };
  /** The file's bytes as an attachment named by Content-Disposition (RFC 6266 filename*). */
  'POST /api/file/download/file': { body: FileAccessBody; data: BinaryPayload };
  'GET /api/file/list': { query: { keyNumGather: string }; data: FileEntry[] };
  'DELETE /api/file/:id': { params: { id: string }; data: null };
  'GET /api/process/author/file/signature': { query: { keyNumGather: string }; data: FileAuthorization };
}
