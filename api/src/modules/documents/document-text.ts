import { countryName, type Order, type ShopIdentity } from '@wallart/domain';

// The shop is in Sri Lanka: a document dates an order by the shop's calendar, whatever the
// server's time zone.
const SHOP_TIME_ZONE = 'Asia/Colombo';
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeZone: SHOP_TIME_ZONE,
});

/** "26 November 2026". */
export const documentDate = (iso: string) => dateFormat.format(new Date(iso));

/** An address as typed, one line per line, blank lines dropped. */
export const addressLines = (address: string) =>
  address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Where the order goes: name, address lines, country and phone. */
export const shipToLines = (order: Order) => [
  order.name,
  ...addressLines(order.address),
  countryName(order.country),
  `Phone: ${order.phoneNumber}`,
];

/** The shop's details under its name on a letterhead. */
export const shopLines = (shop: ShopIdentity) => [
  ...addressLines(shop.address),
  `Phone: ${shop.phone}   Email: ${shop.email}`,
];

/** What every document's order block starts with: the order's code and its date. */
export const orderFacts = (order: Order) =>
  [
    ['Order', order.orderID],
    ['Order date', documentDate(order.date)],
  ] as const;
