import { describe, expect, it } from 'vitest';
import { trackingOf } from './order-tracking.rules';

const placed = { to: 'Pending', at: '2026-11-20T09:00:00.000Z' };
const processing = { to: 'Processing', at: '2026-11-21T09:00:00.000Z' };
const shipped = {
  to: 'Shipped',
  at: '2026-11-22T09:00:00.000Z',
  carrier: 'DHL',
  trackingNumber: '1234567890',
};

describe('trackingOf', () => {
  it('gives the carrier and number of the change to Shipped while Shipped or Delivered', () => {
    const expected = { carrier: 'DHL', trackingNumber: '1234567890', shippedAt: shipped.at };
    expect(trackingOf('Shipped', [placed, processing, shipped])).toEqual(expected);
    const delivered = { to: 'Delivered', at: '2026-11-25T09:00:00.000Z' };
    expect(trackingOf('Delivered', [placed, shipped, delivered])).toEqual(expected);
  });

  it('keeps a carrier or a number alone, the other null', () => {
    expect(trackingOf('Shipped', [{ ...shipped, trackingNumber: undefined }])).toEqual({
      carrier: 'DHL',
      trackingNumber: null,
      shippedAt: shipped.at,
    });
    expect(trackingOf('Shipped', [{ ...shipped, carrier: undefined }])).toEqual({
      carrier: null,
      trackingNumber: '1234567890',
      shippedAt: shipped.at,
    });
  });

  it('takes the latest change to Shipped: one without tracking clears the earlier', () => {
    const again = {
      to: 'Shipped',
      at: '2026-11-24T09:00:00.000Z',
      carrier: 'UPS',
      trackingNumber: '1Z9',
    };
    expect(trackingOf('Shipped', [shipped, processing, again])?.carrier).toBe('UPS');
    const bare = { to: 'Shipped', at: '2026-11-24T09:00:00.000Z' };
    expect(trackingOf('Shipped', [shipped, processing, bare])).toBeNull();
  });

  it('shows none while Pending, Processing or Cancelled, or before any shipping', () => {
    expect(trackingOf('Processing', [placed, shipped, processing])).toBeNull();
    expect(trackingOf('Cancelled', [placed, shipped])).toBeNull();
    expect(trackingOf('Pending', [placed])).toBeNull();
    expect(trackingOf('Shipped', [placed])).toBeNull();
  });
});
