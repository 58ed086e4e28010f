import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

export interface FakeReply {
  readonly status?: number;
  readonly data?: unknown;
  readonly headers?: Record<string, string>;
}

/** A scripted axios adapter: it records every request and answers the way a server would (4xx/5xx reject). */
export class FakeAxiosAdapter {
  readonly requests: InternalAxiosRequestConfig[] = [];
  private reply: (config: InternalAxiosRequestConfig) => Promise<AxiosResponse> = (config) =>
    Promise.resolve(this.response(config, { data: { code: 0, msg: 'ok', data: null } }));

  readonly adapter: AxiosAdapter = (config) => {
    this.requests.push(config);
    return this.reply(config);
  };

  respond(reply: FakeReply): void {
    this.reply = (config) => {
      const response = this.response(config, reply);
      if (response.status >= 400) {
        return Promise.reject(new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response));
      }
      return Promise.resolve(response);
    };
  }

  envelope(data: unknown, code = 0, msg = 'ok'): void {
    this.respond({ data: { code, msg, data } });
  }

  fail(code: string, message: string): void {
    this.reply = (config) => Promise.reject(new AxiosError(message, code, config, {}));
  }

  last(): InternalAxiosRequestConfig {
    const request = this.requests.at(-1);
    if (request === undefined) throw new Error('no request was made');
    return request;
  }

  private response(config: InternalAxiosRequestConfig, reply: FakeReply): AxiosResponse {
    return {
      status: reply.status ?? 200,
      statusText: 'OK',
      data: reply.data,
      headers: new AxiosHeaders(reply.headers ?? { 'content-type': 'application/json' }),
      config,
    };
  }
}
