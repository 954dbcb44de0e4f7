import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, pluralCategory, type CompiledMessage } from './format-message';

const compiled = (message: string) => compileMessageOrThrow(message) as CompiledMessage;

describe('a compiled message filled in', () => {
  it('fills arguments, plurals with # and exact counts, and selects', () => {
    const cart = compiled('{count, plural, =0 {Empty} one {# item} other {# items}} in {where}');
    expect(formatMessage('en', cart, { count: 0, where: 'cart' })).toBe('Empty in cart');
    expect(formatMessage('en', cart, { count: 1, where: 'cart' })).toBe('1 item in cart');
    expect(formatMessage('en', cart, { count: 12, where: 'cart' })).toBe('12 items in cart');
    const pick = compiled('{kind, select, card {By card} other {Other}}');
    expect(formatMessage('en', pick, { kind: 'card' })).toBe('By card');
    expect(formatMessage('en', pick, { kind: 'cash' })).toBe('Other');
    expect(formatMessage('ta', compiled("It''s {n}"), { n: 3 })).toBe("It's 3");
  });

  it('chooses plural forms by each language’s rules, not the browser’s', () => {
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('si', 0)).toBe('one');
    expect(pluralCategory('si', 1)).toBe('one');
    expect(pluralCategory('si', 2)).toBe('other');
    expect(pluralCategory('ta', 1)).toBe('one');
    expect(pluralCategory('ta', 0)).toBe('other');
  });
});
