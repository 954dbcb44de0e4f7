import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { ShippingQuote, ShippingQuoteRequestInput } from '../shipping/shipping-quote.schemas';
import type { Http } from './http';

export function shippingClient(http: Http) {
  return {
    /**
     * Each method's fee and delivery days for a destination and these lines (anyone; the token,
     * when there is one, lets a line of the caller's own accepted quote count).
     */
    quote: async (input: ShippingQuoteRequestInput) =>
      (
        await http<ShippingQuote>(callOf(apiRoutes.shipping.quote), {
          body: input,
        })
      ).data,
  };
}
