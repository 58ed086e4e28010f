import type { AxiosProgressEvent, AxiosRequestConfig } from 'axios';
import { inject, injectable } from 'inversify';
import type { FileAccessBody, FileAuthorization, FileEntry } from '../../ports/api/files.dto';
import type { FileApi } from '../../ports/files.port';
import { ApiCaller, type CallOptions } from './api-caller';

/** FileApi over HTTP (SPEC section 7, /api/file). */
@injectable()
export class HttpFileApi implements FileApi {
  constructor(@inject(ApiCaller) private readonly api: ApiCaller) {}

  list(keyNumGather: string): Promise<FileEntry[]> {
    return this.api.call('GET /api/file/list', { query: { keyNumGather } }, { silent: true });
  }

  upload(keyNumGather: string, file: Blob, fileName: string, onProgress?: (percent: number) => void): Promise<FileEntry> {
    // A File carries the name into the multipart part; a bare Blob would be sent as "blob".
    const named = file instanceof File && file.name === fileName ? file : new File([file], fileName, { type: file.type });
    // Silent: the component shows each file's own progress bar instead of the page overlay.
    const options: CallOptions & Pick<AxiosRequestConfig, 'onUploadProgress'> = { silent: true };
    if (onProgress !== undefined) {
      options.onUploadProgress = (event: AxiosProgressEvent) => {
        if (event.total !== undefined && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
      };
    }
    return this.api.call('POST /api/file/upload', { query: { keyNumGather }, files: { file: named } }, options);
  }

  async remove(linkGuid: string): Promise<void> {
    await this.api.call('DELETE /api/file/:id', { params: { id: linkGuid } });
  }

  authorize(keyNumGather: string): Promise<FileAuthorization> {
    return this.api.call('GET /api/process/author/file/signature', { query: { keyNumGather } }, { silent: true });
  }

  preview(access: FileAccessBody): Promise<Blob> {
    return this.api.call('POST /api/file/preview', { body: access });
  }

  download(access: FileAccessBody): Promise<Blob> {
    return this.api.call('POST /api/file/download/file', { body: access });
  }
}
