import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_STATUS } from '@wallart/domain';
import { AppError } from '../lib/app-error';

interface BodyParserError {
  type?: string;
  status?: number;
}

const bodyParserErrors: Record<string, AppError> = {
  'entity.parse.failed': new AppError('VALIDATION', 'The request body is not valid JSON'),
  'entity.too.large': new AppError('TOO_LARGE', 'The request body is too large'),
  'encoding.unsupported': new AppError('UNSUPPORTED_MEDIA', 'Unsupported content encoding'),
  'charset.unsupported': new AppError('UNSUPPORTED_MEDIA', 'Unsupported charset'),
};

/** Turns anything thrown into `{ message, errors? }` with an honest status; never a stack. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  const known = toAppError(err);
  if (known) {
    const body = known.errors.length
      ? { message: known.message, errors: known.errors }
      : { message: known.message };
    res.status(ERROR_STATUS[known.code]).json(body);
    return;
  }
  req.log.error({ err }, 'unhandled error');
  if (res.headersSent) return;
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.' });
};

function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const type = (err as BodyParserError | null)?.type;
  if (type && bodyParserErrors[type]) return bodyParserErrors[type];
  const status = (err as BodyParserError | null)?.status;
  if (status === 400) return new AppError('VALIDATION', 'Bad request');
  return null;
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};
