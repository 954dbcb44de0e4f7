import { useState, type FormEvent } from 'react';
import { fieldErrors, topField, type FieldErrors, type FieldIssue } from './field-errors';
import type { FormSchema, LazySchema } from './form-schema';

export {
  dottedPath,
  fieldErrors,
  topField,
  type FieldErrors,
  type FieldIssue,
} from './field-errors';
export { lazySchema, readySchema, type FormSchema, type LazySchema } from './form-schema';

export interface SchemaFormOptions<V, O> {
  initialValues: V;
  schema: LazySchema<O>;
  /** What the schema checks, when the values as typed are not it (figures typed as text). */
  toInput?: (values: V) => unknown;
  /** The error's key for an issue's path: the top-level field by default. */
  errorKey?: (path: readonly PropertyKey[]) => string | undefined;
  /** Called with the values as typed, and what the schema made of them, once it accepts them. */
  onSubmit: (values: V, data: O) => void;
  /** Called instead when the schema refuses them; the fields show their errors as well. */
  onInvalid?: (errors: FieldErrors, values: V) => void;
  /** How an error's words are shown: as the schema or server wrote them, by default. */
  describe?: (message: string) => string;
}

function valueOf(input: unknown): unknown {
  if (typeof input === 'object' && input !== null && 'currentTarget' in input) {
    const target = (
      input as { currentTarget: { value: unknown; type?: unknown; checked?: unknown } }
    ).currentTarget;
    return target.type === 'checkbox' ? target.checked : target.value;
  }
  return input;
}

/**
 * One form over a shared zod schema, for the shop's forms and the admin's: the values, each
 * field's first error (shown once the field was left or the form was sent, and following the
 * values from then on), errors the server gave (shown until that field changes), and props for
 * a Mantine input. A lazy schema loads on the first focus or keystroke; a form sent before it
 * arrives waits for it, and one sent while it cannot load at all goes to the server unchecked
 * (the server checks with the same schema).
 */
export function useSchemaForm<V extends object, O = unknown>(options: SchemaFormOptions<V, O>) {
  const {
    initialValues,
    schema: lazy,
    toInput = (values: V) => values,
    errorKey = topField,
    describe = (message: string) => message,
  } = options;
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [schema, setSchema] = useState(lazy.current);

  const loadSchema = () => {
    if (schema) return Promise.resolve(schema);
    return lazy.load().then((loaded) => {
      setSchema(loaded);
      return loaded;
    });
  };
  const prefetch = () => {
    if (!schema) loadSchema().catch(() => undefined);
  };

  const check = (checking: FormSchema<O>, current: V) => checking.safeParse(toInput(current));
  const found = schema ? check(schema, values) : null;
  const allErrors = found && !found.success ? fieldErrors(found.error.issues, errorKey) : {};
  const errors: FieldErrors = {};
  for (const [key, message] of Object.entries(allErrors)) {
    if (message && (submitted || touched[key as keyof V])) errors[key] = describe(message);
  }
  for (const [key, message] of Object.entries(serverErrors)) {
    if (message) errors[key] = describe(message);
  }

  const forget = (key: string) =>
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    });

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    forget(String(name));
    prefetch();
  };

  /** A change to several fields at once (nested values such as a settings section). */
  const update = (change: (current: V) => V) => {
    setValues(change);
    prefetch();
  };

  const finish = (checking: FormSchema<O> | undefined, current: V) => {
    if (!checking) {
      // The schema could not load: the server checks what is sent, with the same schema.
      options.onSubmit(current, toInput(current) as O);
      return;
    }
    const result = check(checking, current);
    if (result.success) options.onSubmit(current, result.data);
    else options.onInvalid?.(fieldErrors(result.error.issues, errorKey), current);
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (schema) {
      finish(schema, values);
      return;
    }
    const current = values;
    loadSchema().then(
      (loaded) => finish(loaded, current),
      () => finish(undefined, current),
    );
  };

  /** Shows the server's word on fields (a refusal's field errors); answers whether there were any. */
  const showErrors = (issues: readonly FieldIssue[]) => {
    const given = fieldErrors(issues, errorKey);
    setServerErrors(given);
    return Object.keys(given).length > 0;
  };

  const reset = (next: V = initialValues) => {
    setValues(next);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  const getInputProps = <K extends keyof V & string>(name: K) => ({
    value: values[name],
    onChange: (input: unknown) => setValue(name, valueOf(input) as V[K]),
    onFocus: prefetch,
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: errors[name],
  });

  return {
    values,
    errors,
    submitted,
    setValue,
    update,
    getInputProps,
    onSubmit,
    showErrors,
    reset,
  };
}
