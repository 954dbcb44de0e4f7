import { describe, expect, it } from 'vitest';
import { orderDateLabel } from './order-date.rules';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

// A fixed "now", built from local time so the short-date expectations hold in every time zone.
const now = new Date(2026, 10, 20, 15, 30, 0); // Nov 20, 2026, 15:30 local
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('orderDateLabel', () => {
  it('says "Today" at the same instant (a difference of 0)', () => {
    expect(orderDateLabel(now, now)).toBe('Today');
  });

  it('says "Today" for an order placed a few hours ago (difference rounds up to 1 day)', () => {
    expect(orderDateLabel(ago(5 * HOUR), now)).toBe('Today');
    expect(orderDateLabel(ago(1), now)).toBe('Today');
  });

  it('says "Today" for an order placed exactly 24 hours ago', () => {
    expect(orderDateLabel(ago(DAY), now)).toBe('Today');
  });

  it('says "Yesterday" just over 24 hours ago (difference rounds up to 2 days)', () => {
    expect(orderDateLabel(ago(DAY + 1), now)).toBe('Yesterday');
    expect(orderDateLabel(ago(36 * HOUR), now)).toBe('Yesterday');
  });

  it('says "Yesterday" for exactly 48 hours ago', () => {
    expect(orderDateLabel(ago(2 * DAY), now)).toBe('Yesterday');
  });

  it('says "2 days ago" just over 48 hours ago (difference of 3)', () => {
    expect(orderDateLabel(ago(2 * DAY + 1), now)).toBe('2 days ago');
  });

  it.each([
    [3, '2 days ago'],
    [4, '3 days ago'],
    [5, '4 days ago'],
    [6, '5 days ago'],
    [7, '6 days ago'],
  ])('says N-1 days ago for a difference of %i days ("%s")', (days, label) => {
    expect(orderDateLabel(ago(days * DAY - HOUR), now)).toBe(label);
  });

  it('says "6 days ago" for exactly 7 days ago (the last relative label)', () => {
    expect(orderDateLabel(ago(7 * DAY), now)).toBe('6 days ago');
  });

  it('shows a short date like "Nov 13, 2026" just over 7 days ago', () => {
    expect(orderDateLabel(ago(7 * DAY + 1), now)).toBe('Nov 13, 2026');
  });

  it('shows a short date like "Nov 3, 2026" for an older order', () => {
    expect(orderDateLabel(new Date(2026, 10, 3, 9, 15), now)).toBe('Nov 3, 2026');
  });

  it('shows the year for orders from an earlier year', () => {
    expect(orderDateLabel(new Date(2025, 0, 31, 12), now)).toBe('Jan 31, 2025');
  });

  it('accepts an ISO date string as the API sends it', () => {
    expect(orderDateLabel(ago(3 * HOUR).toISOString(), now)).toBe('Today');
    expect(orderDateLabel(ago(30 * HOUR).toISOString(), now)).toBe('Yesterday');
    expect(orderDateLabel(new Date(2026, 10, 3, 12).toISOString(), now)).toBe('Nov 3, 2026');
  });

  it('says "Today" for a date a little ahead of now (clock skew)', () => {
    expect(orderDateLabel(new Date(now.getTime() + 5000), now)).toBe('Today');
  });

  it('gives an empty label for an invalid date string', () => {
    expect(orderDateLabel('not a date', now)).toBe('');
    expect(orderDateLabel('', now)).toBe('');
  });

  it('gives an empty label for an invalid Date object', () => {
    expect(orderDateLabel(new Date(Number.NaN), now)).toBe('');
  });

  it('uses the current time when no "now" is given', () => {
    expect(orderDateLabel(new Date())).toBe('Today');
  });
});
