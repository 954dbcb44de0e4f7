import type { z } from 'zod';
import { AppError } from '../lib/app-error';

/**
 * Validates one part of a request with a shared schema. Invalid input becomes a 400 with a
 * message per field; nothing downstream ever sees unparsed input.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) {
    const nulAt = findNul(result.data, []);
    if (nulAt) {
      const path = nulAt.join('.');
      const message = 'Contains a character that is not allowed';
      throw new AppError('invalid', path ? `${path}: ${message}` : message, [{ path, message }]);
    }
    return result.data;
  }
  const errors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const first = errors[0];
  const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : '';
  throw new AppError('invalid', message || 'Invalid input', errors);
}

/**
 * Where a NUL character hides in parsed input, if anywhere. No text the shop keeps needs one,
 * and PostgreSQL refuses to store it, so it is turned away here as invalid input.
 */
function findNul(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
