import type { FieldIssue } from './field-errors';

/** What a form needs of a zod schema (full zod or `zod/mini`): `safeParse`, no zod import here. */
export interface FormSchema<Output = unknown> {
  safeParse(
    value: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly FieldIssue[] } };
}

/**
 * A shared schema fetched on a form's first use, once for every form that names it. The
 * schemas bring zod, which no shopper page's first load should carry; by the time a shopper
 * has typed a field it has arrived.
 */
export interface LazySchema<Output = unknown> {
  load(): Promise<FormSchema<Output>>;
  readonly current: FormSchema<Output> | undefined;
}

export function lazySchema<Output>(load: () => Promise<FormSchema<Output>>): LazySchema<Output> {
  let pending: Promise<FormSchema<Output>> | undefined;
  let current: FormSchema<Output> | undefined;
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

/** A schema already at hand (the admin's bundle carries zod): ready from the first render. */
export function readySchema<Output>(schema: FormSchema<Output>): LazySchema<Output> {
  return { load: () => Promise.resolve(schema), current: schema };
}
