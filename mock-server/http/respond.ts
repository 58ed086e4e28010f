import type { Response } from 'express';
import { errorMessages } from '../../src/domain/errors/messages';
import type { Envelope, ErrorEnvelope } from '../../src/ports/api/envelope';
import { SUCCESS_CODE } from '../../src/ports/api/envelope';
import type { HttpError, Rejection } from './errors';

export function sendData<T>(res: Response, data: T): void {
  const body: Envelope<T> = { code: SUCCESS_CODE, msg: errorMessages.operationSucceeded, data };
  res.status(200).json(body);
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
