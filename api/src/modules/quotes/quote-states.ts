import { Op, type Transaction } from 'sequelize';
import { fromCents, type InboxQuote, type QuoteStatus } from '@wallart/domain';
import {
  CustomArtQuoteModel,
  OrderModel,
  type CustomArtQuoteRow,
  type RawRow,
} from '../../db/models';
import { toIso } from '../../lib/rows';

/** The order holding a quote, as far as the quote's status needs it. */
export interface HoldingOrder {
  status: string;
  paymentStatus: string;
}

/**
 * Where a custom-art request stands: no quote yet (new), quoted, accepted, paid (its order's
 * payment status is `paid`). A Cancelled order holds the quote no more.
 */
export function quoteStatusOf(
  quote: Pick<RawRow<CustomArtQuoteRow>, 'acceptedAt'> | null,
  order: HoldingOrder | null,
): QuoteStatus {
  if (!quote) return 'new';
  if (!quote.acceptedAt) return 'quoted';
  if (order && order.status !== 'Cancelled' && order.paymentStatus === 'paid') return 'paid';
  return 'accepted';
}

/** A live order holds the quote: one not Cancelled. */
export const holdsQuote = (order: HoldingOrder | null): boolean =>
  order !== null && order.status !== 'Cancelled';

export function presentInboxQuote(
  quote: RawRow<CustomArtQuoteRow>,
  order: HoldingOrder | null,
): InboxQuote {
  return {
    price: fromCents(Number(quote.priceCents)),
    size: quote.size,
    description: quote.description,
    deliveryDays: Number(quote.deliveryDays),
    sentAt: toIso(quote.sentAt),
    acceptedAt: quote.acceptedAt ? toIso(quote.acceptedAt) : null,
    orderID: holdsQuote(order) ? quote.orderID : null,
  };
}

/** The orders holding these quotes, by public code. */
export async function holdingOrders(
  quotes: readonly Pick<CustomArtQuoteRow, 'orderID'>[],
  transaction?: Transaction,
): Promise<Map<string, HoldingOrder>> {
  const codes = quotes.map((q) => q.orderID).filter((c): c is string => c !== null);
  if (codes.length === 0) return new Map();
  const rows = await OrderModel.findAll({
    where: { orderID: { [Op.in]: codes } },
    attributes: ['orderID', 'status', 'paymentStatus'],
    raw: true,
    transaction,
  });
  return new Map(
    rows.map((r) => [r.orderID, { status: r.status, paymentStatus: r.paymentStatus }]),
  );
}

/** Each request's quote and status, for the Inbox (two reads, whatever the number of rows). */
export async function quoteStatesOf(
  inboxIds: readonly number[],
  transaction?: Transaction,
): Promise<Map<number, { status: QuoteStatus; quote: InboxQuote }>> {
  if (inboxIds.length === 0) return new Map();
  const quotes: RawRow<CustomArtQuoteRow>[] = await CustomArtQuoteModel.findAll({
    where: { inboxItemId: { [Op.in]: [...inboxIds] } },
    raw: true,
    transaction,
  });
  const orders = await holdingOrders(quotes, transaction);
  return new Map(
    quotes.map((q) => {
      const order = q.orderID ? (orders.get(q.orderID) ?? null) : null;
      return [
        Number(q.inboxItemId),
        { status: quoteStatusOf(q, order), quote: presentInboxQuote(q, order) },
      ];
    }),
  );
}
