import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { ERROR_STATUS, type ErrorBody } from '@wallart/domain';
import { AppError } from '../lib/app-error';

interface BodyParserError {
  type?: string;
  status?: number;
}

const bodyParserErrors: Record<string, AppError> = {
  'entity.parse.failed': new AppError('invalid', 'The request body is not valid JSON'),
  'entity.too.large': new AppError('too_large', 'The request body is too large'),
  'encoding.unsupported': new AppError('unsupported_media_type', 'Unsupported content encoding'),
  'charset.unsupported': new AppError('unsupported_media_type', 'Unsupported charset'),
};

/** Answers with the shared error body, at the status its code stands for. */
export function sendError(res: Response, error: AppError): void {
  const body: ErrorBody = { code: error.code, message: error.message };
  if (error.errors.length) body.errors = error.errors;
  res.status(ERROR_STATUS[error.code]).json(body);
}

/** Turns anything thrown into `{ code, message, errors? }` with an honest status; never a stack. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const known = toAppError(err);
  if (known) {
    sendError(res, known);
    return;
  }
  req.log.error({ err }, 'unhandled error');
  if (res.headersSent) return;
  sendError(res, new AppError('internal', 'Something went wrong on our side. Please try again.'));
};

/** A body-parser failure or another client error as the AppError it stands for, else null. */
function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const type = (err as BodyParserError | null)?.type;
  if (type && bodyParserErrors[type]) return bodyParserErrors[type];
  const status = (err as BodyParserError | null)?.status;
  if (status === 400) return new AppError('invalid', 'Bad request');
  return null;
}

export const apiNotFound: RequestHandler = (_req, res) => {
  sendError(res, new AppError('not_found', 'Not found'));
};
