import type { ServiceIdentifier } from 'inversify';
import type { FileAccessBody, FileAuthorization, FileEntry } from './api/files.dto';

/** A record's attachments (SPEC section 7, Files). Failures reject with an ApiFailure already shown. */
export interface FileApi {
  list(keyNumGather: string): Promise<FileEntry[]>;
  /** onProgress, when given, hears the share sent so far, 0 to 100. */
  upload(keyNumGather: string, file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<FileEntry>;
  remove(linkGuid: string): Promise<void>;
  /** The signature and permissions that preview and download must carry. */
  authorize(keyNumGather: string): Promise<FileAuthorization>;
  preview(access: FileAccessBody): Promise<Blob>;
  download(access: FileAccessBody): Promise<Blob>;
}
export const FileApi = Symbol.for('FileApi') as ServiceIdentifier<FileApi>;
