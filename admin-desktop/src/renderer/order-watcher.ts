import { formatLKR, type Order, type Page } from '@wallart/domain';
import type { ApiClient } from '@wallart/domain/api-client';

export const ORDER_POLL_MS = 60_000;

type Notify = (title: string, body: string) => void;

/**
 * Asks for a count every interval and calls `onRise` when it grew since the last look. The
 * first look only sets the baseline, so opening the app never announces what was already
 * there. Failures (offline, signed out) are skipped quietly: the screens report those.
 */
function watchTotal(options: {
  read: () => Promise<Page<Order>>;
  onRise: (grewBy: number, page: Page<Order>) => void;
  intervalMs: number;
}): () => void {
  let known: number | undefined;
  let running = false;

  const look = async () => {
    if (running) return;
    running = true;
    try {
      const page = await options.read();
      if (known !== undefined && page.total > known) options.onRise(page.total - known, page);
      known = page.total;
    } catch {
      // The next look tries again.
    } finally {
      running = false;
    }
  };

  void look();
  const timer = setInterval(() => void look(), options.intervalMs);
  return () => clearInterval(timer);
}

/**
 * While the admin is open, looks every minute at the order count and at the bank slips waiting
 * for verification; raises a system notification when either grew since the last look.
 */
export function startOrderWatcher(options: {
  orders: Pick<ApiClient['order'], 'list'>;
  notify: Notify;
  intervalMs?: number;
}): () => void {
  const { orders, notify } = options;
  const intervalMs = options.intervalMs ?? ORDER_POLL_MS;
  const stops = [
    watchTotal({
      read: () => orders.list({ page: 1, limit: 1 }),
      onRise: (count, page) => {
        const { title, body } = newOrderMessage(count, page.items[0]);
        notify(title, body);
      },
      intervalMs,
    }),
    watchTotal({
      read: () => orders.list({ paymentStatus: 'awaiting-verification', limit: 1 }),
      onRise: (_count, page) => {
        const { title, body } = slipsMessage(page.total);
        notify(title, body);
      },
      intervalMs,
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

export function newOrderMessage(
  count: number,
  newest: Order | undefined,
): { title: string; body: string } {
  const title = count === 1 ? 'New order' : `${count} new orders`;
  if (!newest) return { title, body: 'Open Orders to see it.' };
  const latest = `${newest.name} · ${formatLKR(newest.total)} (order ${newest.orderID})`;
  return { title, body: count === 1 ? latest : `Latest: ${latest}` };
}

/** "3 payment slips to verify": every slip now waiting, not only the new ones. */
export function slipsMessage(waiting: number): { title: string; body: string } {
  return {
    title: `${waiting} payment ${waiting === 1 ? 'slip' : 'slips'} to verify`,
    body: 'Open Orders and filter by payment: Awaiting verification.',
  };
}
