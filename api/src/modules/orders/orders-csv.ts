import type { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { ORDER_CSV_COLUMNS, type Order } from '@wallart/domain';
import type { Actor } from '../../lib/actor';
import type { OrderListOptions } from './order-events';
import type { OrdersService } from './orders.service';

/** Orders read per page while the CSV is written. */
const EXPORT_PAGE = 100;

type OrderCsvRow = Record<(typeof ORDER_CSV_COLUMNS)[number], string | number>;

function toCsvRow(order: Order): OrderCsvRow {
  return {
    Order: order.orderID,
    Date: order.date,
    Customer: order.name,
    Email: order.email,
    Guest: order.isGuest ? 'Guest' : '',
    Status: order.status,
    'Payment method': order.paymentMethod,
    'Payment status': order.paymentStatus,
    Country: order.country,
    Prints: order.billItems.reduce((sum, line) => sum + line.quantity, 0),
    Total: order.total,
  };
}

/**
 * Staff's CSV of every order the list's filters match, newest first, read through the same
 * list call (and permissions) as the orders screen. An order placed while the file is written
 * may shift a page, so a row can appear twice; the file is a snapshot, not a ledger.
 */
export function ordersCsv(
  orders: Pick<OrdersService, 'list'>,
  actor: Actor,
  filters: Omit<OrderListOptions, 'page' | 'limit'>,
): Readable {
  // Cells a spreadsheet would run as formulas (a name starting with "=") are written as text.
  const csv = stringify({ header: true, columns: [...ORDER_CSV_COLUMNS], escape_formulas: true });
  (async () => {
    for (let page = 1; ; page += 1) {
      const { items } = await orders.list(actor, { ...filters, page, limit: EXPORT_PAGE });
      for (const order of items) {
        if (!csv.write(toCsvRow(order))) await new Promise((resolve) => csv.once('drain', resolve));
      }
      if (items.length < EXPORT_PAGE) break;
    }
    csv.end();
  })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : undefined));
  return csv;
}
