import type { FileGrant, StoredFileEntry } from '../../domain/files/file-service';

/** A file attached to a record (keyNumGather), as the file list and the upload answer give it. */
export type FileEntry = StoredFileEntry;

/** What the signed-in user may do with a record's files (the files service's grant); the server may send a null watermark, removed before sending back. */
type FilePermission = Omit<FileGrant, 'watermark'> & {
  /** A watermark text for previews; null when there is none. */
  readonly watermark?: string | null;
};

/** GET /api/process/author/file/signature (SPEC section 3, file authorization response). */
export interface FileAuthorization {
  readonly signature: string;
  readonly filePermissionVo: FilePermission;
}

/** The body of preview and download: the file and the authorization it was asked under. */
export interface FileAccessBody {
  readonly fileLinkId: string;
  readonly signature: string;
  /** Null fields removed (SPEC section 3). */
  readonly filePermissionVo: Partial<FilePermission>;
}
