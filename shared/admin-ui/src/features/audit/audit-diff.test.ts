import { describe, expect, it } from 'vitest';
import { fieldChanges, formatValue } from './audit-diff';

describe('fieldChanges', () => {
  it('lists every field of an edit, marking only those whose value changed', () => {
    expect(fieldChanges({ a: 1, b: [1, 2], c: 'x' }, { a: 1, b: [1, 3], c: 'y' })).toEqual([
      { field: 'a', before: 1, after: 1, changed: false },
      { field: 'b', before: [1, 2], after: [1, 3], changed: true },
      { field: 'c', before: 'x', after: 'y', changed: true },
    ]);
  });

  it('marks every field changed for a creation or a deletion', () => {
    expect(fieldChanges(null, { a: 1 })).toEqual([
      { field: 'a', before: undefined, after: 1, changed: true },
    ]);
    expect(fieldChanges({ a: null }, null)).toEqual([
      { field: 'a', before: null, after: undefined, changed: true },
    ]);
  });

  it('keeps fields only the before side had, after the others', () => {
    expect(fieldChanges({ gone: 1, kept: 2 }, { kept: 2, fresh: 3 }).map((c) => c.field)).toEqual([
      'kept',
      'fresh',
      'gone',
    ]);
  });
});

describe('formatValue', () => {
  it('writes nothing as a dash, empty text as (empty), short records inline, long ones indented', () => {
    expect([null, undefined, '', 'Shipped', 12.5, false].map(formatValue)).toEqual([
      '—',
      '—',
      '(empty)',
      'Shipped',
      '12.5',
      'false',
    ]);
    expect(formatValue({ price: 1500 })).toBe('{"price":1500}');
    const long = { description: 'Warm light over the hills at the end of a long day.' };
    expect(formatValue(long)).toBe(`{\n  "description": "${long.description}"\n}`);
  });
});
