import type { ErrorRequestHandler } from 'express';
import { ERROR_STATUS, type FormAnswer } from '@wallart/domain';
import { AppError } from '../../lib/app-error';

/**
 * The public forms answer `{ success, message }` even when they fail, as the form service
 * the storefront was built for did; the message is the one to show the visitor, and the
 * code (as in every error answer) says why.
 */
export const formErrorAnswer: ErrorRequestHandler = (err: unknown, _req, res, next) => {
  const known =
    err instanceof AppError
      ? err
      : (err as { status?: number } | null)?.status === 400 || isMulterError(err)
        ? new AppError('invalid', 'The form could not be read')
        : null;
  if (!known) {
    next(err);
    return;
  }
  const answer: FormAnswer = {
    success: false,
    code: known.code,
    message: known.errors[0]?.message ?? known.message,
  };
  res.status(ERROR_STATUS[known.code]).json(answer);
};

function isMulterError(err: unknown): boolean {
  return (
    err instanceof Error && (err.name === 'MulterError' || err.message.startsWith('Multipart'))
  );
}
