import type { Language } from '../language/languages';
import type { ContentKey } from './content.rules';
import { DEMO_PAGES_EN } from './content.demo.en';
import { DEMO_PAGES_SI } from './content.demo.si';
import { DEMO_PAGES_TA } from './content.demo.ta';

const inEach = (key: keyof typeof DEMO_PAGES_EN): Record<Language, string> => ({
  en: DEMO_PAGES_EN[key],
  si: DEMO_PAGES_SI[key],
  ta: DEMO_PAGES_TA[key],
});

const SHIPPING = `Every print is packed by hand and sent with care. Here is what to expect.

## Processing Time

Orders are processed in 1–2 business days. Orders placed on a weekend or holiday are processed on the next business day. We email you when we start preparing yours.

## Shipping Options

- Standard shipping: 3–7 business days.
- Express shipping: 1–3 business days.
- International shipping: 7–21 business days (varies by country).

## Shipping Costs

Free standard shipping on orders over {freeShippingThreshold} (domestic only). Other shipping costs are calculated at checkout based on the shipping method and destination.

## Order Tracking

Once your order ships you receive an email with the carrier and tracking number, and a link to the carrier's tracking page, so you can follow your artwork all the way to your door. You find the same details on the order in My Orders, and we email you again when it has been delivered.

## Delays

Carriers occasionally face delays from weather, holidays or customs checks. If your order is late, contact us and we will chase it with the carrier.
`;

const RETURNS = `We want you to love what hangs on your wall. If something is not right, here is how we put it right.

## Return Policy

Returns are accepted within {returnDays} days of delivery. Items must be unused, undamaged and in their original packaging. The customer pays return shipping unless the item arrived defective or was not the item ordered.

## How to Return

- Email {shopEmail} with your order ID and the reason for the return.
- We reply with the return address and instructions.
- Pack the artwork securely, ideally in its original packaging, and send it back.

## Exchanges

Want a different size or design? Exchanges must be started within {returnDays} days of delivery. Contact us and we will arrange the swap once the original item is back.

## Non-Returnable Items

- Custom and commissioned artwork made to your request.
- Digital artwork and downloads.
- Items damaged after delivery through misuse or improper handling.

## Refunds

Refunds are processed 5–7 business days after the return is received and inspected, to the original method of payment; an order paid in cash on delivery is refunded by bank transfer.
`;

/**
 * The demo shop's content: SPEC's words, with the policy figures and the shop's contact named
 * as settings. A text nobody has saved reads as this. The shipping and returns pages are
 * written in English in every language until the owner writes them in another.
 */
export const DEMO_CONTENT: Record<ContentKey, Record<Language, string>> = {
  'why-choose-us': inEach('why-choose-us'),
  about: inEach('about'),
  faq: inEach('faq'),
  shipping: { en: SHIPPING, si: SHIPPING, ta: SHIPPING },
  returns: { en: RETURNS, si: RETURNS, ta: RETURNS },
  privacy: inEach('privacy'),
  terms: inEach('terms'),
};
