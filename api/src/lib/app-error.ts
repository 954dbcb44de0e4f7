import type { ErrorCode, FieldError } from '@wallart/domain';

/**
 * What services throw: a code from the shared contract (sent in the answer, and mapped to an
 * HTTP status in one place) and a user-facing message.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The 409 codes: a plain conflict, or one a client tells apart to say what to do next. */
export type ConflictCode = 'conflict' | 'out_of_stock' | 'not_pending' | 'duplicate';

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);
export const conflict = (message: string, code: ConflictCode = 'conflict') =>
  new AppError(code, message);
