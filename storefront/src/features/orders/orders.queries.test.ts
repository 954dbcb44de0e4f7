import { describe, expect, it } from 'vitest';
import { anOrder } from '@wallart/admin-ui/testing/fixtures';
import { CARD_RETURN_POLL_MS, CARD_RETURN_POLLS, cardReturnPollInterval } from './orders.queries';

describe('looking again after the card gateway', () => {
  const card = anOrder({ orderID: 'WA-CARD0001', paymentMethod: 'card', paymentStatus: 'unpaid' });

  it('asks again while the order the shopper came back to is a card order still unpaid', () => {
    expect(cardReturnPollInterval([card], 'WA-CARD0001', 1)).toBe(CARD_RETURN_POLL_MS);
  });

  it('stops once it is paid or failed, for other orders, without ?order=, and after a minute', () => {
    const paid = { ...card, paymentStatus: 'paid' as const };
    const failed = { ...card, paymentStatus: 'failed' as const };
    expect(cardReturnPollInterval([paid], 'WA-CARD0001', 2)).toBe(false);
    expect(cardReturnPollInterval([failed], 'WA-CARD0001', 2)).toBe(false);
    expect(cardReturnPollInterval([anOrder({ orderID: 'WA-COD' })], 'WA-COD', 1)).toBe(false);
    expect(cardReturnPollInterval([card], null, 1)).toBe(false);
    expect(cardReturnPollInterval([card], 'WA-CARD0001', CARD_RETURN_POLLS + 1)).toBe(false);
  });
});
