import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { errorMessages } from '../../src/domain/errors/messages';
import type { Envelope, ErrorEnvelope } from '../../src/ports/api/envelope';
import { SUCCESS_CODE } from '../../src/ports/api/envelope';
import type { HttpError, Rejection } from './errors';

export function sendData<T>(res: Response, data: T): void {
  const body: Envelope<T> = { code: SUCCESS_CODE, msg: errorMessages.operationSucceeded, data };
  res.status(200).json(body);
}

/** The encoded envelopes of answers a route marked `cacheBody`, by the answer object the domain keeps. */
const encodedBodies = new WeakMap<object, { readonly json: Buffer; gzip?: Buffer }>();

/**
 * Sends an answer the domain hands out again, unchanged, for as long as its data is unchanged (the
 * map's parcels): its JSON and gzip are made once, not per request. At the scaled seed that body
 * is some 2.5 MB, whose serialising and compressing took most of the call.
 */
export function sendCachedData(req: Request, res: Response, data: object): void {
  let encoded = encodedBodies.get(data);
  if (encoded === undefined) {
    const body: Envelope<unknown> = { code: SUCCESS_CODE, msg: errorMessages.operationSucceeded, data };
    encoded = { json: Buffer.from(JSON.stringify(body)) };
    encodedBodies.set(data, encoded);
  }
  res.status(200).setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  if (req.acceptsEncodings('gzip') === 'gzip') {
    encoded.gzip ??= gzipSync(encoded.json);
    // An encoded body is left alone by the compression middleware.
    res.setHeader('Content-Encoding', 'gzip');
    res.end(encoded.gzip);
    return;
  }
  res.end(encoded.json);
}

export function sendRejection(res: Response, rejection: Rejection): void {
  const body: Envelope<null> = { code: rejection.code, msg: rejection.message, data: null };
  res.status(200).json(body);
}

export function sendError(res: Response, status: number, message: string, error: string, details: Readonly<Record<string, unknown>> = {}): void {
  const body: ErrorEnvelope = { code: status, msg: message, error, error_description: message };
  res.status(status).json({ ...details, ...body });
}

export function sendHttpError(res: Response, failure: HttpError): void {
  for (const [name, value] of Object.entries(failure.headers)) res.setHeader(name, value);
  sendError(res, failure.status, failure.message, failure.error, failure.details);
}
