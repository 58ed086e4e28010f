import express, { type RequestHandler } from 'express';
import { HttpError } from './errors';
import { JSON_BODY_LIMIT } from './middleware';
import { httpMessages as m } from '../messages/http';

/**
 * The body parsers json-server would install (JSON and a flat form), with one difference: a form
 * whose percent-encoding is broken (`%zz`) is refused instead of being read leniently as the
 * literal text, so a client never signs in or saves with a value it did not mean to send.
 */
function strictPercentEncoding(_req: unknown, _res: unknown, body: Buffer): void {
  for (const pair of body.toString('latin1').split('&')) {
    try {
      decodeURIComponent(pair.replace(/\+/g, ' '));
    } catch {
      throw Object.assign(new Error(m.malformedBody), { status: 400, type: 'entity.parse.failed' });
    }
  }
}

export const bodyParsers: readonly RequestHandler[] = [
  express.json({ limit: JSON_BODY_LIMIT }),
  express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT, verify: strictPercentEncoding }),
];

/** Calls that take a form (the token call, SPEC section 7) refuse any other body with 415. */
export const formOnly: RequestHandler = (req, _res, next) => {
  const declaresBody = req.headers['content-type'] !== undefined && Number(req.headers['content-length'] ?? 0) > 0;
  next(declaresBody && req.is('application/x-www-form-urlencoded') === false ? new HttpError(415, m.formRequired) : undefined);
};
