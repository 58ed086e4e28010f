/**
 * Per-call switches carried on the axios request config, read by the interceptors of
 * http-client.ts. They live on the config (not in a side table) because axios copies the config
 * between interceptors, and custom keys survive that copy.
 */
export interface CallSwitches {
  /** Send the fixed Basic client authorization instead of the Bearer token (the login call). */
  basicAuth?: boolean;
  /** Text for the global loading overlay (loading client only). */
  loadingText?: string;
  /** false: do not show the failure message; the caller shows its own. Defaults to true. */
  notify?: boolean;
}

declare module 'axios' {
  // Declaration merging must repeat axios's type parameters; the defaults come from axios.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface AxiosRequestConfig<D, P> extends CallSwitches {}
}
