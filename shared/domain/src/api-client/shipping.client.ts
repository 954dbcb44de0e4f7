import { paths } from '../api-contract/paths';
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
        await http<ShippingQuote>(paths.shipping.quote, {
          method: 'POST',
          body: input,
        })
      ).data,
  };
}
