import type { AuditSnapshot } from '@wallart/domain';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** The field is new, gone, or holds another value. */
  changed: boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every field of a before/after pair, in the record's own order (the after side first, then
 * fields only the before side had), each marked changed or not.
 */
export function fieldChanges(before: AuditSnapshot | null, after: AuditSnapshot | null) {
  const fields = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return fields.map((field): FieldChange => {
    const was = before?.[field];
    const now = after?.[field];
    const existed = before !== null && field in before;
    const exists = after !== null && field in after;
    return { field, before: was, after: now, changed: existed !== exists || !same(was, now) };
  });
}

const INLINE_JSON_LENGTH = 60;

/** A value as text: short lists and records as one line of JSON, longer ones indented. */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value !== 'object') return String(value);
  const inline = JSON.stringify(value);
  return inline.length <= INLINE_JSON_LENGTH ? inline : JSON.stringify(value, null, 2);
}
