import { describe, expect, it } from 'vitest';
import { resolvePaymentMethod } from '../payment/payment.rules';
import { needsShipping, readPixelSize } from './digital.rules';

describe('digital artwork rules', () => {
  it('reads a tier label in pixels, and nothing else', () => {
    expect(readPixelSize('4000x6000 px')).toEqual({ width: 4000, height: 6000 });
    expect(readPixelSize(' 2000 × 3000px ')).toEqual({ width: 2000, height: 3000 });
    expect(readPixelSize('12x18 in')).toBeNull();
    expect(readPixelSize('Large')).toBeNull();
  });

  it('ships an order unless every line is digital', () => {
    expect(needsShipping([{ digital: true }, { digital: true }])).toBe(false);
    expect(needsShipping([{ digital: true }, { digital: false }])).toBe(true);
    expect(needsShipping([])).toBe(true);
  });

  it('offers no cash on delivery when nothing ships, and pays by card or bank transfer by default', () => {
    const digital = { country: 'LK', shipped: false };
    expect(
      resolvePaymentMethod({ ...digital, paymentMethod: 'cod', cardAvailable: true }),
    ).toMatchObject({
      ok: false,
      path: 'paymentMethod',
    });
    expect(resolvePaymentMethod({ ...digital, cardAvailable: true })).toEqual({
      ok: true,
      paymentMethod: 'card',
    });
    expect(resolvePaymentMethod({ ...digital, cardAvailable: false })).toEqual({
      ok: true,
      paymentMethod: 'bank-transfer',
    });
    expect(resolvePaymentMethod({ country: 'LK', cardAvailable: false })).toEqual({
      ok: true,
      paymentMethod: 'cod',
    });
  });
});
