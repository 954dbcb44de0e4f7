import type { Sequelize } from 'sequelize';
import {
  fromCents,
  quoteShipping,
  type ShippingQuote,
  type ShippingQuoteRequest,
} from '@wallart/domain';
import { mergeLines, quantitiesByProduct } from '../orders/order-lines';
import { priceLines } from '../orders/order-pricing';
import { createOrderStore } from '../orders/order-store';
import type { ShopSettingsService } from '../settings/settings.service';

/**
 * `POST /api/shipping/quote`: each method a destination has, with its fee and delivery days
 * for these lines. The lines are priced exactly as checkout prices them (the server's own
 * prices, never the shopper's), and the fees come from the current shop settings.
 */
export function createShippingService(sequelize: Sequelize, shopSettings: ShopSettingsService) {
  const store = createOrderStore(sequelize);

  return {
    async quote(input: ShippingQuoteRequest): Promise<ShippingQuote> {
      const lines = mergeLines(input.billItems);
      const [products, settings] = await Promise.all([
        store.orderedProducts([...quantitiesByProduct(lines).keys()]),
        shopSettings.read(),
      ]);
      const subtotalCents = priceLines(lines, products).totalCents;
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
