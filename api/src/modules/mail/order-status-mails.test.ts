import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type Order } from '@wallart/domain';
import { sampleOrder } from './mail-preview-sample';
import { statusMail } from './order-status-mails';

const ctx = { settings: DEFAULT_SHOP_SETTINGS, publicUrl: 'https://shop.example.lk/' };
const mailFor = (order: Order, reason?: 'payment-expired') => {
  const mail = statusMail(order, { from: 'Pending', ...(reason && { reason }) }, ctx);
  if (!mail) throw new Error(`no mail for ${order.status}`);
  return mail;
};
const shippedAt = '2026-11-26T10:00:00.000Z';

describe('status mails', () => {
  it('sends none for a move back to Pending', () => {
    expect(statusMail(sampleOrder({ status: 'Pending' }), { from: 'Processing' }, ctx)).toBeNull();
  });

  it('tells when a Processing order should arrive, and that tracking follows', () => {
    const mail = mailFor(sampleOrder({ status: 'Processing' }));
    expect(mail.text).toContain('Delivery: Standard delivery to Sri Lanka (3–7 business days)');
    expect(mail.text).toContain(
      'What happens next: nothing to do for now. When the parcel leaves us',
    );
    expect(mail.text).toContain('Misty Ella Ridge at Dawn (18x24 in) × 1');
    expect(mail.text).toContain('https://shop.example.lk/orders?order=WA-SAMPLE42');
  });

  it('gives the shop’s own return window when Delivered', () => {
    const delivered = sampleOrder({ status: 'Delivered', paymentStatus: 'paid' });
    const mail = statusMail(delivered, { from: 'Shipped' }, ctx);
    expect(mail?.text).toContain('reply to this e-mail within 30 days of delivery');
    const settings = {
      ...DEFAULT_SHOP_SETTINGS,
      afterSale: { ...DEFAULT_SHOP_SETTINGS.afterSale, returnDays: 21 },
    };
    const shorter = statusMail(delivered, { from: 'Shipped' }, { ...ctx, settings });
    expect(shorter?.text).toContain('reply to this e-mail within 21 days of delivery');
  });

  it('escapes the carrier and the shopper’s name in the HTML part and keeps headers to one line', () => {
    const mail = mailFor(
      sampleOrder({
        status: 'Shipped',
        name: 'Amaya <b>Perera</b>',
        tracking: { carrier: 'Fast & <Safe>', trackingNumber: 'FS-1', shippedAt },
      }),
    );
    expect(mail.html).toContain('Fast &amp; &lt;Safe&gt;');
    expect(mail.html).toContain('Amaya &lt;b&gt;Perera&lt;/b&gt;');
    expect(mail.html).not.toContain('<Safe>');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('asks a card or transfer shopper who has paid for nothing more when Shipped', () => {
    const mail = mailFor(
      sampleOrder({
        status: 'Shipped',
        paymentMethod: 'card',
        paymentStatus: 'paid',
        tracking: { carrier: 'UPS', trackingNumber: '1Z999', shippedAt },
      }),
    );
    expect(mail.text).toContain('Track your parcel: https://www.ups.com/track?tracknum=1Z999\n');
    expect(mail.text.split('https://www.ups.com/').length - 1).toBe(1);
    expect(mail.text).toContain(
      'What happens next: follow your parcel with the tracking link above.',
    );
    expect(mail.text).not.toMatch(/in cash/);
  });

  it('promises a refund contact on a paid order that is cancelled, and nothing due otherwise', () => {
    const paid = mailFor(sampleOrder({ status: 'Cancelled', paymentStatus: 'paid' }));
    expect(paid.text).toMatch(
      /you have paid LKR 31,500\.00 for this order, so we will contact you about your refund/,
    );
    const unpaid = mailFor(sampleOrder({ status: 'Cancelled' }));
    expect(unpaid.text).toMatch(/nothing is due/);
  });

  it('says why the shop cancelled an unpaid order: the card hour or the transfer’s 3 days', () => {
    const card = mailFor(
      sampleOrder({ status: 'Cancelled', paymentMethod: 'card' }),
      'payment-expired',
    );
    expect(card.subject).toBe('Order WA-SAMPLE42 was cancelled: payment not received');
    expect(card.text).toMatch(/card payment was not completed within the hour/);
    const transfer = mailFor(
      sampleOrder({ status: 'Cancelled', paymentMethod: 'bank-transfer' }),
      'payment-expired',
    );
    expect(transfer.text).toMatch(/did not receive its bank transfer within 3 days/);
    expect(transfer.text).toMatch(/order them again on our website/);
  });
});
