import { formatLKR, type Order } from '@wallart/domain';
import type { ApiClient } from '@wallart/domain/api-client';

export const ORDER_POLL_MS = 60_000;

/**
 * While the admin is open, asks every minute for the newest order and the order count; when
 * the count grew since the last look, raises a system notification. The first look only sets
 * the baseline, so opening the app never announces old orders. Failures (offline, signed out)
 * are skipped quietly: the screens report those.
 */
export function startOrderWatcher(options: {
  orders: Pick<ApiClient['order'], 'list'>;
  notify: (title: string, body: string) => void;
  intervalMs?: number;
}): () => void {
  let known: number | undefined;
  let running = false;

  const look = async () => {
    if (running) return;
    running = true;
    try {
      const page = await options.orders.list({ page: 1, limit: 1 });
      if (known !== undefined && page.total > known) {
        const { title, body } = newOrderMessage(page.total - known, page.items[0]);
        options.notify(title, body);
      }
      known = page.total;
    } catch {
      // Next minute's look tries again.
    } finally {
      running = false;
    }
  };

  void look();
  const timer = setInterval(() => void look(), options.intervalMs ?? ORDER_POLL_MS);
  return () => clearInterval(timer);
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
