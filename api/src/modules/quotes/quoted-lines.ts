import { Op } from 'sequelize';
import { isQuoteProductId, sameSizeLabel } from '@wallart/domain';
import { CustomArtQuoteModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { AppError, conflict } from '../../lib/app-error';
import type { OrderLine } from '../orders/order-lines';
import type { BillLine } from '../orders/order-store.types';
import { holdingOrders, holdsQuote } from './quote-states';

/** What name the one-off product takes on an order line (the quote's description stays on it). */
export const QUOTED_PRODUCT_NAME = 'Custom artwork';

/** An accepted quote an order takes, claimed inside the order's write (orders/order-claims.ts). */
export interface QuoteToClaim {
  kind: 'quote';
  quoteId: number;
  userId: number;
}

/** The order's lines apart: catalogue prints, and one-off products of accepted quotes. */
export function splitQuotedLines(lines: readonly OrderLine[]) {
  return {
    catalogue: lines.filter((line) => !isQuoteProductId(line.productId)),
    quoted: lines.filter((line) => isQuoteProductId(line.productId)),
  };
}

const notAvailable = (productId: string) =>
  new AppError('not_found', `Product ${productId} is not available`);

/**
 * The one-off products' lines, priced by their quotes, never by the caller (decision 0044).
 * Only the account that accepted a quote can order it: to anyone else (and to nobody signed
 * in) it does not exist, as an unknown product. It is ordered once, quantity 1, in its quoted
 * size; a quote a live order already holds is a 409.
 */
export async function priceQuotedLines(actor: Actor | undefined, lines: readonly OrderLine[]) {
  const items: BillLine[] = [];
  const claims: QuoteToClaim[] = [];
  let totalCents = 0;
  if (lines.length === 0) return { items, claims, totalCents };
  const [first] = lines;
  if (!actor && first) throw notAvailable(first.productId);
  const quotes = actor
    ? await CustomArtQuoteModel.findAll({
        where: {
          productId: { [Op.in]: [...new Set(lines.map((l) => l.productId))] },
          userId: actor.id,
          acceptedAt: { [Op.ne]: null },
        },
      })
    : [];
  const orders = await holdingOrders(quotes);
  const taken = new Set<number>();
  for (const line of lines) {
    const quote = quotes.find((q) => q.productId === line.productId);
    if (!quote || !actor) throw notAvailable(line.productId);
    if (line.size && !sameSizeLabel(line.size, quote.size)) {
      const message = `${QUOTED_PRODUCT_NAME} comes in size ${quote.size} only`;
      throw new AppError('invalid', message, [{ path: `billItems.${line.index}.size`, message }]);
    }
    if (line.quantity !== 1 || taken.has(quote.id)) {
      const message = `${QUOTED_PRODUCT_NAME} is one of a kind: order it once, quantity 1`;
      throw new AppError('invalid', message, [
        { path: `billItems.${line.index}.quantity`, message },
      ]);
    }
    if (holdsQuote(orders.get(quote.orderID ?? '') ?? null)) {
      throw conflict(`${QUOTED_PRODUCT_NAME} ${quote.productId} has been ordered already`);
    }
    taken.add(quote.id);
    totalCents += quote.priceCents;
    claims.push({ kind: 'quote', quoteId: quote.id, userId: actor.id });
    items.push({
      productRefId: null,
      productId: quote.productId,
      productName: QUOTED_PRODUCT_NAME,
      image: '',
      size: quote.size,
      quantity: 1,
      priceCents: quote.priceCents,
      labeledPriceCents: quote.priceCents,
      fileKey: null,
    });
  }
  return { items, claims, totalCents };
}

/**
 * The quote changes only if its account orders it and no live order holds it: two orders of
 * the same quote, together or one after the other, never both get it (the second waits on the
 * row and then finds it held). A Cancelled order holds it no more. Run inside the order's write
 * (order-claims.ts).
 */
export const CLAIM_QUOTE_SQL = `UPDATE custom_art_quotes SET "orderID" = :orderID, "updatedAt" = :now
  WHERE id = :quoteId AND "userId" = :userId AND "acceptedAt" IS NOT NULL
    AND ("orderID" IS NULL
      OR "orderID" IN (SELECT o."orderID" FROM orders o WHERE o.status = 'Cancelled'))`;
