import type { AxiosResponse } from 'axios';
import { fillPath, parseEndpointKey } from '../../ports/api/endpoints';
import type { DownloadedFile } from '../../ports/process.port';
import type { CallOptions } from './api-caller';
import type { BinaryKey } from './binary-endpoints';
import type { HttpClients } from './http-client';

/**
 * The name in a Content-Disposition header: filename* (RFC 8187, UTF-8, percent-encoded) first,
 * since it carries the Chinese name; then the plain filename; undefined when neither is usable.
 */
export function fileNameFromDisposition(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2] !== undefined) {
    try {
      const name = decodeURIComponent(extended[2].trim());
      if (name.length > 0) return name;
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name === undefined || name.length === 0 ? undefined : name;
}

/** The query string and the body of a download request. */
export interface FileRequest {
  readonly params?: object;
  readonly data?: object;
  /** Values of the key's :name path parameters. */
  readonly pathParams?: Readonly<Record<string, string>>;
}

/**
 * Bytes plus the name the server gave them. ApiCaller answers only the Blob, and the name is in
 * the Content-Disposition header, so downloads go to the client directly; its interceptors
 * still authorize, drive the overlay and turn a JSON refusal into a rejected ApiFailure.
 */
export async function downloadFile(
  clients: HttpClients,
  key: BinaryKey,
  request: FileRequest,
  fallbackName: string,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const { method, path } = parseEndpointKey(key);
  const { silent, ...switches } = options;
  const client = silent === true ? clients.silent : clients.withLoading;
  const { pathParams, ...sent } = request;
  const response: AxiosResponse<Blob> = await client.request<Blob>({ ...switches, method, url: fillPath(path, pathParams), ...sent, responseType: 'arraybuffer' });
  const header: unknown = response.headers['content-disposition'];
  const blob = response.data;
  return {
    blob,
    contentType: blob.type.length > 0 ? blob.type : 'application/octet-stream',
    fileName: fileNameFromDisposition(typeof header === 'string' ? header : undefined) ?? fallbackName,
  };
}
