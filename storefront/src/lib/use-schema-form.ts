import { useState, type FormEvent } from 'react';

/** What the hook needs of a zod schema: `safeParse` and its issues (no zod import here). */
export interface FormSchema {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

/**
 * A shared schema fetched on a form's first use, once for every form that names it. The
 * schemas bring zod, which no page's first load should carry; by the time a shopper has typed
 * a field it has arrived.
 */
export interface LazySchema {
  load(): Promise<FormSchema>;
  readonly current: FormSchema | undefined;
}

export function lazySchema(load: () => Promise<FormSchema>): LazySchema {
  let pending: Promise<FormSchema> | undefined;
  let current: FormSchema | undefined;
  return {
    load() {
      pending ??= load().then(
        (schema) => (current = schema),
        (error: unknown) => {
          pending = undefined; // a chunk that failed to load is asked for again next time
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
  };
}

export type FormErrors<V> = Partial<Record<keyof V, string>>;

export interface SchemaFormOptions<V> {
  initialValues: V;
  schema: LazySchema;
  /** Called with the values as typed once the schema accepts them. */
  onSubmit: (values: V) => void;
  /** Called instead when the schema refuses them; the fields show their errors as well. */
  onInvalid?: (errors: FormErrors<V>, values: V) => void;
}

/** The first message per top-level field, as the shared schema words it. */
function errorsOf<V>(schema: FormSchema, values: V): FormErrors<V> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<PropertyKey, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field !== undefined && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FormErrors<V>;
}

function valueOf(input: unknown): unknown {
  if (typeof input === 'object' && input !== null && 'currentTarget' in input) {
    return (input as { currentTarget: { value: unknown } }).currentTarget.value;
  }
  return input;
}

/**
 * One form over a shared zod schema: the values, each field's first error (shown once the
 * field was left or the form was sent), and props for a Mantine input. The schema loads on
 * the first focus or keystroke; a form sent before it arrives waits for it, and one sent while
 * it cannot load at all goes to the server unchecked (the server checks with the same schema).
 */
export function useSchemaForm<V extends Record<string, unknown>>(options: SchemaFormOptions<V>) {
  const { initialValues, schema: lazy } = options;
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
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

  const allErrors: FormErrors<V> = schema ? errorsOf(schema, values) : {};
  const errors: FormErrors<V> = {};
  for (const key of Object.keys(allErrors) as (keyof V)[]) {
    if (submitted || touched[key]) errors[key] = allErrors[key];
  }

  const setValue = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    prefetch();
  };

  const check = (checked: FormSchema | undefined, current: V) => {
    const found = checked ? errorsOf(checked, current) : {};
    if (Object.keys(found).length === 0) options.onSubmit(current);
    else options.onInvalid?.(found, current);
  };

  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (schema) {
      check(schema, values);
      return;
    }
    const current = values;
    loadSchema().then(
      (loaded) => check(loaded, current),
      () => check(undefined, current),
    );
  };

  const reset = () => {
    setValues(initialValues);
    setTouched({});
    setSubmitted(false);
  };

  const getInputProps = <K extends keyof V>(name: K) => ({
    value: values[name],
    onChange: (input: unknown) => setValue(name, valueOf(input) as V[K]),
    onFocus: prefetch,
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: errors[name],
  });

  return { values, errors, setValue, getInputProps, onSubmit, reset };
}
