import { useState } from 'react';
import { isApiError } from '@wallart/domain/api-client';

/**
 * The server's word on fields the form itself cannot check (a wrong current password, a
 * stale code): shown under those fields until they are edited again.
 */
export function useServerFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  return {
    errorOf: (field: Field) => errors[field],
    clear: (field: Field) =>
      setErrors((current) => {
        if (!(field in current)) return current;
        const rest = { ...current };
        delete rest[field];
        return rest;
      }),
    /** Keeps the field errors of a refusal; answers whether there were any. */
    take(error: unknown, fields: readonly Field[]): boolean {
      if (!isApiError(error)) return false;
      const found: Partial<Record<Field, string>> = {};
      for (const { path, message } of error.errors) {
        const field = fields.find((f) => f === path);
        if (field && !found[field]) found[field] = message;
      }
      setErrors(found);
      return Object.keys(found).length > 0;
    },
  };
}
