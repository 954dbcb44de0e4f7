import { useState } from 'react';
import { fieldErrors } from '@wallart/admin-ui/forms';
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
      const found = fieldErrors(error.errors, (path) => {
        const name = path.join('.');
        return fields.find((field) => field === name);
      }) as Partial<Record<Field, string>>;
      setErrors(found);
      return Object.keys(found).length > 0;
    },
  };
}
