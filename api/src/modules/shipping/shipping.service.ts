import {
  fromCents,
  quoteShipping,
  type ShippingQuote,
  type ShippingQuoteRequest,
} from '@wallart/domain';
import { mergeLines, quantitiesByProduct } from '../orders/order-lines';
import { priceLines } from '../orders/order-pricing';
import type { OrderStore } from '../orders/order-store';
import type { ShopSettingsService } from '../settings/settings.service';
import { priceQuotedLines, splitQuotedLines } from '../quotes/quoted-lines';
import type { Actor } from '../../lib/actor';

/**
 * `POST /api/shipping/quote`: each method a destination has, with its fee and delivery days
 * for these lines. The lines are priced exactly as checkout prices them (the server's own
 * prices, never the shopper's), and the fees come from the current shop settings.
 */
export function createShippingService(store: OrderStore, shopSettings: ShopSettingsService) {
  return {
    /** The caller, when signed in, may count the one-off products of their own quotes. */
    async quote(input: ShippingQuoteRequest, actor?: Actor): Promise<ShippingQuote> {
      const { catalogue, quoted } = splitQuotedLines(mergeLines(input.billItems));
      const needed = quantitiesByProduct(catalogue);
      const [products, settings, quotes] = await Promise.all([
        needed.size > 0 ? store.orderedProducts([...needed.keys()]) : [],
        shopSettings.read(),
        priceQuotedLines(actor, quoted),
      ]);
      const subtotalCents = priceLines(catalogue, products).totalCents + quotes.totalCents;
      return {
        subtotal: fromCents(subtotalCents),
        methods: quoteShipping({
          country: input.country,
          subtotalCents,
          settings: settings.shipping,
        }),
      };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;
