/** One problem with one field, as a zod issue (a path of keys) or the server's answer (a dotted path). */
export interface FieldIssue {
  path: readonly PropertyKey[] | string;
  message: string;
}

/** Each field's first message, keyed by what `keyOf` makes of the issue's path. */
export type FieldErrors = Partial<Record<string, string>>;

/** The key of a top-level field: `email`, `sizes` (for `sizes.0.price`). */
export const topField = (path: readonly PropertyKey[]): string | undefined =>
  path[0] === undefined ? undefined : String(path[0]);

/** The whole path, dotted: `shipping.express.fee`. */
export const dottedPath = (path: readonly PropertyKey[]): string | undefined =>
  path.length ? path.map(String).join('.') : undefined;

/**
 * The first message per field, in the order the schema (or the server) found them. The one
 * place where issues become field errors, for the shop's forms and the admin's.
 */
export function fieldErrors(
  issues: readonly FieldIssue[],
  keyOf: (path: readonly PropertyKey[]) => string | undefined = topField,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path;
    const key = keyOf(path);
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}
