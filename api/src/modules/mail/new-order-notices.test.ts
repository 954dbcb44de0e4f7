import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mailer, MailMessage } from './mailer';
import { sampleOrder } from './mail-preview-sample';
import { createNewOrderNotices, DIGEST_MAX_LISTED } from './new-order-notices';

const SHOP = 'orders@wallart.test';
const ORDERS_URL = 'https://shop.example/admin/orders';

function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: (message) => void sent.push(message),
    deliver: async (message) => void sent.push(message),
    idle: async () => {},
    close: async () => {},
  };
}

/** A gatherer mailing through a recording mailer. */
function gathering(windowMs = 60_000) {
  const mailer = recordingMailer();
  const notices = createNewOrderNotices({
    mailer,
    shopEmail: SHOP,
    ordersUrl: ORDERS_URL,
    windowMs,
  });
  return { mailer, notices };
}

const order = (n: number) =>
  sampleOrder({
    orderID: `WA-ORDER${String(n).padStart(3, '0')}`,
    email: `shopper${n}@example.com`,
    name: `Shopper <${n}>`,
    total: 1000 + n,
  });

describe('new-order notices to the shop', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('mails the first order at once, then gathers the window’s orders into one digest', () => {
    const { mailer, notices } = gathering();

    notices.add(order(1));
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.subject).toBe('New order WA-ORDER001: LKR 1,001.00 from Shopper <1>');
    expect(mailer.sent[0]?.replyTo).toBe('shopper1@example.com');

    notices.add(order(2));
    notices.add(order(3));
    notices.add(order(4));
    expect(mailer.sent).toHaveLength(1);

    vi.advanceTimersByTime(60_000);
    expect(mailer.sent).toHaveLength(2);
    const digest = mailer.sent[1] as MailMessage;
    expect(digest.to).toBe(SHOP);
    expect(digest.subject).toBe('3 new orders');
    expect(digest.text).toContain('WA-ORDER002  Shopper <2>  Cash on delivery  LKR 1,002.00');
    expect(digest.text).toContain('WA-ORDER004');
    expect(digest.text).toContain('Listed here: 3 orders, LKR 3,009.00 in all.');
    expect(digest.text).toContain(ORDERS_URL);
    // Shoppers' names are text in the HTML part, never markup.
    expect(digest.html).toContain('Shopper &lt;3&gt;');
    expect(digest.html).not.toContain('<3>');

    // After the window a lone order is mailed at once again.
    notices.add(order(5));
    expect(mailer.sent).toHaveLength(3);
    expect(mailer.sent[2]?.subject).toContain('New order WA-ORDER005');
  });

  it('mails a window holding one order as that order’s own notice, and an empty window not at all', () => {
    const { mailer, notices } = gathering();
    notices.add(order(1));
    notices.add(order(2));
    vi.advanceTimersByTime(60_000);
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      'New order WA-ORDER001: LKR 1,001.00 from Shopper <1>',
      'New order WA-ORDER002: LKR 1,002.00 from Shopper <2>',
    ]);
    notices.add(order(3));
    vi.advanceTimersByTime(120_000);
    expect(mailer.sent).toHaveLength(3);
  });

  it(`lists at most ${DIGEST_MAX_LISTED} orders and counts the rest`, () => {
    const { mailer, notices } = gathering();
    for (let n = 0; n <= DIGEST_MAX_LISTED + 10; n += 1) notices.add(order(n));
    vi.advanceTimersByTime(60_000);
    const digest = mailer.sent[1] as MailMessage;
    expect(digest.subject).toBe(`${DIGEST_MAX_LISTED + 10} new orders`);
    expect(digest.text).toContain('…and 10 more: every order is on the Orders screen.');
    expect(digest.text.match(/^WA-ORDER/gm)).toHaveLength(DIGEST_MAX_LISTED);
  });

  it('mails what it gathered when flushed at shutdown', () => {
    const { mailer, notices } = gathering();
    notices.add(order(1));
    notices.add(order(2));
    notices.add(order(3));
    notices.flush();
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      'New order WA-ORDER001: LKR 1,001.00 from Shopper <1>',
      '2 new orders',
    ]);
    vi.advanceTimersByTime(60_000);
    expect(mailer.sent).toHaveLength(2);
  });

  it('mails every order on its own with a window of 0', () => {
    const { mailer, notices } = gathering(0);
    for (let n = 1; n <= 3; n += 1) notices.add(order(n));
    expect(mailer.sent.map((m) => m.subject.slice(0, 21))).toEqual([
      'New order WA-ORDER001',
      'New order WA-ORDER002',
      'New order WA-ORDER003',
    ]);
  });
});
