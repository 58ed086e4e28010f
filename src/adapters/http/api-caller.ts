import type { AxiosRequestConfig } from 'axios';
import { inject, injectable } from 'inversify';
import { fillPath, parseEndpointKey, type DataOf, type EndpointKey, type InputOf } from '../../ports/api/endpoints';
import type { BinaryPayload } from '../../ports/api/envelope';
import { isBinaryEndpoint } from './binary-endpoints';
import { HttpClients } from './http-client';
import type { CallSwitches } from './request-options';

export interface CallOptions extends CallSwitches {
  /** Use the client that does not drive the loading overlay. */
  silent?: boolean;
}

/** What a call resolves to: the envelope's data, or a Blob for binary endpoints. */
type ResultOf<K extends EndpointKey> = DataOf<K> extends BinaryPayload ? Blob : DataOf<K>;

type FormValue = string | number | boolean | undefined;

/** The input parts of an endpoint declaration, seen untyped (endpoints.ts types each one). */
interface RawInput {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
  readonly form?: Readonly<Record<string, FormValue>>;
  readonly files?: Readonly<Record<string, Blob>>;
}

/** The typed entry to the HTTP API: every *.http.ts adapter calls through here. */
@injectable()
export class ApiCaller {
  constructor(@inject(HttpClients) private readonly clients: HttpClients) {}

  async call<K extends EndpointKey>(key: K, input: InputOf<K>, options: CallOptions = {}): Promise<ResultOf<K>> {
    const { method, path } = parseEndpointKey(key);
    const raw: RawInput = input;
    const { silent, ...switches } = options;
    const request: AxiosRequestConfig = {
      ...switches,
      method,
      url: fillPath(path, raw.params),
      params: raw.query,
      data: requestBody(raw),
    };
    if (isBinaryEndpoint(key)) request.responseType = 'arraybuffer';
    const client = silent === true ? this.clients.silent : this.clients.withLoading;
    const response = await client.request<ResultOf<K>>(request);
    return response.data;
  }
}

/** JSON body, url-encoded form (axios sets the content type for URLSearchParams) or multipart files. */
function requestBody(raw: RawInput): unknown {
  if (raw.form !== undefined) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(raw.form)) {
      if (value !== undefined) form.append(name, String(value));
    }
    return form;
  }
  if (raw.files !== undefined) {
    const data = new FormData();
    for (const [name, file] of Object.entries(raw.files)) {
      if (file instanceof File) data.append(name, file, file.name);
      else data.append(name, file);
    }
    return data;
  }
  return raw.body;
}
