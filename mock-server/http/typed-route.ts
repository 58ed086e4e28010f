import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { parseEndpointKey, type DataOf, type EndpointKey, type InputOf } from '../../src/ports/api/endpoints';
import type { BinaryPayload } from '../../src/ports/api/envelope';
import { authenticate, type Session } from '../auth/tokens';
import type { ServerContext } from '../context';
import type { KnownRoutes } from './known-routes';
import { sendCachedData, sendData } from './respond';
import { parseInput, type InputSchema, type OutputOf } from '../../src/ports/api/input-schema';
import { HttpError } from './errors';

export type AuthMode = 'bearer' | 'public';

/** One schema of src/ports/api per input part the endpoint declares (params, query, body, form, files). */
export type Validators<K extends EndpointKey> = { readonly [P in keyof InputOf<K>]-?: InputSchema<InputOf<K>[P]> };
/** What the checks produce; at least InputOf<K>, possibly with extra fields (e.g. client_uid). */
export type Parsed<V> = { [P in keyof V]: V[P] extends InputSchema<unknown> ? OutputOf<V[P]> : never };

type BinaryKey = { [K in EndpointKey]: DataOf<K> extends BinaryPayload ? K : never }[EndpointKey];
type JsonKey = Exclude<EndpointKey, BinaryKey>;

export interface RequestContext {
  readonly req: Request;
  readonly res: Response;
  readonly server: ServerContext;
  /** The peer address (the mock server is not meant to sit behind a proxy). */
  readonly ip: string;
}
export interface AuthedContext extends RequestContext {
  readonly session: Session;
}
export type ContextFor<A extends AuthMode> = A extends 'bearer' ? AuthedContext : RequestContext;

export interface RouteSpec<V, A extends AuthMode> {
  readonly auth: A;
  readonly input: V;
  /** Middleware that runs after authentication and before validation (multipart parsing). */
  readonly before?: readonly RequestHandler[];
  /** The handler returns the same answer object while its data is unchanged: encode it once (sendCachedData). */
  readonly cacheBody?: boolean;
}

export interface RouteHost {
  readonly app: Express;
  readonly server: ServerContext;
  readonly known: KnownRoutes;
}

/** A JSON endpoint: the handler's result is wrapped in { code: 0, msg, data }. */
export function route<K extends JsonKey, V extends Validators<K>, A extends AuthMode>(
  host: RouteHost,
  key: K,
  spec: RouteSpec<V, A>,
  handler: (input: Parsed<V>, ctx: ContextFor<A>) => Promise<DataOf<K>>,
): void {
  register(host, key, spec, async (input: Parsed<V>, ctx: ContextFor<A>) => {
    const data = await handler(input, ctx);
    if (spec.cacheBody === true && typeof data === 'object' && data !== null) sendCachedData(ctx.req, ctx.res, data);
    else sendData(ctx.res, data);
  });
}

/** A bytes endpoint (image, event stream): the handler writes the response itself. */
export function rawRoute<K extends BinaryKey, V extends Validators<K>, A extends AuthMode>(
  host: RouteHost,
  key: K,
  spec: RouteSpec<V, A>,
  handler: (input: Parsed<V>, ctx: ContextFor<A>) => Promise<void>,
): void {
  register(host, key, spec, handler);
}

function register<V, A extends AuthMode>(
  host: RouteHost,
  key: EndpointKey,
  spec: RouteSpec<V, A>,
  run: (input: Parsed<V>, ctx: ContextFor<A>) => Promise<void>,
): void {
  const { method, path } = parseEndpointKey(key);
  host.known.add(method, path);
  const authStep: RequestHandler = (req, res, next) => {
    try {
      if (spec.auth === 'bearer') res.locals['session'] = authenticate(host.server, req.headers.authorization);
      next();
    } catch (error) {
      next(error);
    }
  };
  const mainStep = (req: Request, res: Response, next: NextFunction): void => {
    const go = async (): Promise<void> => {
      const input = parseParts(spec.input as Readonly<Record<string, InputSchema<unknown>>>, req) as Parsed<V>;
      const base: RequestContext = { req, res, server: host.server, ip: req.socket.remoteAddress ?? '' };
      const ctx = (spec.auth === 'bearer' ? { ...base, session: res.locals['session'] as Session } : base) as ContextFor<A>;
      await run(input, ctx);
    };
    go().catch(next);
  };
  const handlers: RequestHandler[] = [authStep, ...(spec.before ?? []), mainStep];
  switch (method) {
    case 'GET':
      host.app.get(path, ...handlers);
      break;
    case 'POST':
      host.app.post(path, ...handlers);
      break;
    case 'PUT':
      host.app.put(path, ...handlers);
      break;
    case 'DELETE':
      host.app.delete(path, ...handlers);
      break;
  }
}

function parseParts(schemas: Readonly<Record<string, InputSchema<unknown>>>, req: Request): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [part, schema] of Object.entries(schemas)) {
    const parsed = parseInput(schema, sourceOf(part, req));
    if (!parsed.ok) throw new HttpError(400, parsed.message);
    input[part] = parsed.value;
  }
  return input;
}

function sourceOf(part: string, req: Request): unknown {
  switch (part) {
    case 'params':
      return req.params;
    case 'query':
      return req.query;
    case 'body':
    case 'form':
      return req.body as unknown;
    case 'files':
      return req.file === undefined ? {} : { [req.file.fieldname]: req.file };
    default:
      return undefined;
  }
}
