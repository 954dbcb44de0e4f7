import { describe, expect, it } from 'vitest';
import { toIso } from './rows';

describe('toIso', () => {
  it('reads SQLite’s stored UTC text as the same instant', () => {
    expect(toIso('2026-11-26 17:33:08.611 +00:00')).toBe('2026-11-26T17:33:08.611Z');
  });

  it('reads another offset, a Date and a timestamp by their instant', () => {
    expect(toIso('2026-11-26 17:33:08.611 +05:30')).toBe('2026-11-26T12:03:08.611Z');
    expect(toIso(new Date(Date.UTC(2026, 10, 26, 1, 2, 3, 4)))).toBe('2026-11-26T01:02:03.004Z');
    expect(toIso(0)).toBe('1970-01-01T00:00:00.000Z');
  });
});
