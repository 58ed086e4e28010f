import axios, { isCancel, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ServiceIdentifier } from 'inversify';
import { storageKeys } from '../../domain/session/storage-keys';
import { CLIENT_BASIC_AUTHORIZATION, REQUEST_TIMEOUT_MS } from '../../ports/api/defaults';
import type { KeyValueStorage, Notifier } from '../../ports/browser.port';
import type { AppConfig, FollowUpSink, LoadingTracker } from '../../ports/http-events.port';
import { reportFailure } from '../shared/report-failure';
import { readEnvelope } from './envelope-reader';
import { classifyError } from './failure-classifier';
import { serializeParams } from './params-serializer';
import './request-options';
import { decodeBody, isJsonContentType, toBytes } from './response-body';

interface HttpClientDeps {
  readonly config: AppConfig;
  readonly sessionStorage: KeyValueStorage;
  readonly notifier: Notifier;
  readonly loading: LoadingTracker;
  readonly followUps: FollowUpSink;
}

/** SPEC section 7: two clients, the same except that one drives the loading overlay. */
export interface HttpClients {
  readonly withLoading: AxiosInstance;
  readonly silent: AxiosInstance;
}
export const HttpClients = Symbol.for('HttpClients') as ServiceIdentifier<HttpClients>;

export function createHttpClients(deps: HttpClientDeps): HttpClients {
  return { withLoading: createClient(deps, true), silent: createClient(deps, false) };
}

function createClient(deps: HttpClientDeps, drivesLoading: boolean): AxiosInstance {
  const client = axios.create({
    baseURL: deps.config.apiBaseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    paramsSerializer: { serialize: serializeParams },
    // Tells a timeout (ETIMEDOUT) apart from an abort (ECONNABORTED), which get different messages.
    transitional: { clarifyTimeoutError: true },
  });
  // Configs whose start() has not been matched by an end() yet: makes end() exactly-once even
  // when a failure passes through more than one handler.
  const loadingOpen = new WeakSet<InternalAxiosRequestConfig>();
  const endLoading = (config: InternalAxiosRequestConfig | undefined): void => {
    if (config !== undefined && loadingOpen.delete(config)) deps.loading.end();
  };

  client.interceptors.request.use((config) => {
    authorize(config, deps.sessionStorage);
    if (drivesLoading) {
      deps.loading.start(config.loadingText);
      loadingOpen.add(config);
    }
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      endLoading(response.config);
      const result = readPayload(response);
      if (result.ok) {
        response.data = result.data;
        return response;
      }
      throw reportFailure(result.failure, response.config.notify !== false, deps);
    },
    (error: unknown) => {
      endLoading(axios.isAxiosError(error) ? error.config : undefined);
      // A cancelled call was the caller's own decision: nothing to show.
      if (isCancel(error)) throw error;
      const config = axios.isAxiosError(error) ? error.config : undefined;
      throw reportFailure(classifyError(error), config?.notify !== false, deps);
    },
  );
  return client;
}

function authorize(config: InternalAxiosRequestConfig, sessionStorage: KeyValueStorage): void {
  if (config.basicAuth === true) {
    config.headers.set('Authorization', CLIENT_BASIC_AUTHORIZATION);
    return;
  }
  const token = sessionStorage.get(storageKeys.token);
  if (token !== undefined && token.length > 0) config.headers.set('Authorization', `Bearer ${token}`);
}

type Payload = ReturnType<typeof readEnvelope>;

/** JSON answers are envelopes; binary calls (requested as arraybuffer) give a Blob unless the server answered JSON. */
function readPayload(response: AxiosResponse): Payload {
  if (response.config.responseType !== 'arraybuffer') return readEnvelope(response.data);
  const contentType = String(response.headers['content-type'] ?? '');
  if (isJsonContentType(contentType)) {
    const envelope = readEnvelope(decodeBody(response.data));
    if (!envelope.ok) return envelope;
  }
  const bytes = toBytes(response.data) ?? new Uint8Array(0);
  return { ok: true, data: new Blob([bytes], { type: contentType }) };
}
