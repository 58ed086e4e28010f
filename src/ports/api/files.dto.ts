/** A file attached to a record (keyNumGather), as the file list and the upload answer give it. */
export interface FileEntry {
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

/** What the signed-in user may do with a record's files; the server may send nulls, removed before sending back. */
interface FilePermission {
  readonly keyNumGather: string;
  readonly userId: string;
  readonly canPreview: boolean;
  readonly canDownload: boolean;
  readonly canUpload: boolean;
  readonly canRemove: boolean;
  /** Epoch milliseconds after which the signature is refused. */
  readonly expiresAt: number;
  /** A watermark text for previews; null when there is none. */
  readonly watermark?: string | null;
}

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
