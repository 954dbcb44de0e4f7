import type { Language, Order, ShopIdentity } from '@wallart/domain';
import { countryNameIn, orderWord } from '../orders/order-words/order-words';
import { documentText } from './document-texts';

// The shop is in Sri Lanka: a document dates an order by the shop's calendar, whatever the
// server's time zone.
const SHOP_TIME_ZONE = 'Asia/Colombo';
const dayParts = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * "26 November 2026", "2026 නොවැම්බර් 26", "26 நவம்பர் 2026": the month names are the
 * catalogue's, not the server's locale data, so every server writes the same.
 */
export function documentDate(lang: Language, iso: string): string {
  const part = (type: string) =>
    dayParts.formatToParts(new Date(iso)).find((p) => p.type === type)?.value ?? '';
  const month = documentText(lang, `month.${Number(part('month'))}` as 'month.1');
  return documentText(lang, 'date', { day: part('day'), month, year: part('year') });
}

/** An address as typed, one line per line, blank lines dropped. */
export const addressLines = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Where the order goes: name, address lines, country and phone. */
export const shipToLines = (lang: Language, order: Order) => [
  order.name,
  ...addressLines(order.address),
  countryNameIn(lang, order.country),
  orderWord(lang, 'phone', { phone: order.phoneNumber }),
];

/** The shop's details under its name on a letterhead. */
export const shopLines = (lang: Language, shop: ShopIdentity) => [
  ...addressLines(shop.address),
  documentText(lang, 'shop.contact', { phone: shop.phone, email: shop.email }),
];

/** What every document's order block starts with: the order's code and its date. */
export const orderFacts = (lang: Language, order: Order) =>
  [
    [documentText(lang, 'fact.order'), order.orderID],
    [documentText(lang, 'fact.date'), documentDate(lang, order.date)],
  ] as const;
