import crypto from 'node:crypto';
import {
  HOME_COUNTRY,
  isSizeInStock,
  shippingFeeCents,
  shippingMethodLabel,
  shippingMethodsFor,
  shippingRate,
  pathInLanguage,
  STOREFRONT_PATHS,
  toCents,
  type Language,
  type Product,
  type ProductSize,
  type ShippingSettings,
} from '@wallart/domain';

/**
 * One item of the product feeds (PRODUCT §14): a size of a print, with the attributes Google
 * Merchant Center and Meta's catalogues read. Both feeds write the same items, each in its own
 * format (google-feed.ts, meta-feed.ts).
 */
export interface FeedItem {
  id: string;
  itemGroupId: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  availability: 'in stock' | 'out of stock';
  /** The regular price, `28500.00 LKR`. */
  price: string;
  /** The price paid, where it is below the regular one. */
  salePrice: string | undefined;
  brand: string;
  condition: 'new';
  identifierExists: 'no';
  size: string;
  /** Delivery within the home country, one entry a method, the default first. */
  shipping: FeedShipping[];
}

export interface FeedShipping {
  country: string;
  service: string;
  price: string;
  minDays: number;
  maxDays: number;
}

/** What every item takes from the shop rather than from its product. */
export interface FeedShop {
  /** `PUBLIC_URL` without a trailing slash. */
  base: string;
  /**
   * The feed's language (`?lang=`): its links open the print's page in it. Titles and
   * descriptions are the catalogue's own until products carry translations.
   */
  lang: Language;
  /** The shop's name (its settings). */
  brand: string;
  shipping: ShippingSettings;
}

/** Both catalogues refuse longer ids; Google's titles stop at 150 characters. */
export const MAX_ID = 50;
export const MAX_TITLE = 150;
const CURRENCY = 'LKR';
/**
 * Items written as one piece of a feed: some tens of kilobytes, where a whole batch would be
 * one string of about 750 kB.
 */
export const ITEMS_A_CHUNK = 32;

/** `28500.00 LKR`, written from whole cents. */
export function feedAmount(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')} ${CURRENCY}`;
}

/**
 * Characters XML 1.0 cannot carry (control characters but tab and line breaks, lone
 * surrogates, U+FFFE and U+FFFF); a text pasted from elsewhere may hold them.
 */
const NOT_TEXT = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A shop text as plain text: characters no feed can carry dropped, line ends made `\n`. */
export const plainText = (value: string) =>
  value.replace(NOT_TEXT, '').replace(/\r\n?/g, '\n').trim();

/** The size's part of an item id: lower case, letters and digits, dashes between. */
const sizeKey = (size: string) =>
  size
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * `WA-LR-001-12x18-in`: the product id and the size, at most MAX_ID characters. A longer one
 * keeps its start and ends in a short hash of the whole, so it stays the same from feed to
 * feed and differs from its neighbours'.
 */
export function feedItemId(productId: string, size: string): string {
  const key = sizeKey(size);
  const whole = key ? `${productId}-${key}` : productId;
  if (whole.length <= MAX_ID) return whole;
  const hash = crypto.createHash('sha1').update(`${productId}\n${size}`).digest('hex').slice(0, 8);
  return `${whole.slice(0, MAX_ID - hash.length - 1)}-${hash}`;
}

/** The print's name and the size; a long name is cut so the size always shows. */
export function feedTitle(name: string, size: string): string {
  const suffix = ` – ${size}`;
  const room = MAX_TITLE - suffix.length;
  const shown = name.length > room ? `${name.slice(0, room - 1).trimEnd()}…` : name;
  return `${shown}${suffix}`;
}

/** Price and sale price (PRODUCT §14): a labeled price above the price is the regular one. */
export function feedPrices(size: Pick<ProductSize, 'price' | 'labeledPrice'>) {
  const price = toCents(size.price);
  const labeled = toCents(size.labeledPrice);
  return labeled > price
    ? { price: feedAmount(labeled), salePrice: feedAmount(price) }
    : { price: feedAmount(price), salePrice: undefined };
}

/** What delivering this size costs at home, by each home method (free above the threshold). */
export function homeShipping(priceCents: number, settings: ShippingSettings): FeedShipping[] {
  return shippingMethodsFor(HOME_COUNTRY).map((method) => {
    const { days } = shippingRate(method, HOME_COUNTRY, settings);
    const fee = shippingFeeCents({
      country: HOME_COUNTRY,
      shippingMethod: method,
      subtotalCents: priceCents,
      settings,
    });
    return {
      country: HOME_COUNTRY,
      service: shippingMethodLabel(method, HOME_COUNTRY),
      price: feedAmount(fee),
      minDays: days.min,
      maxDays: days.max,
    };
  });
}

const absolute = (base: string, url: string) => (url.startsWith('/') ? `${base}${url}` : url);

/**
 * A product's items, one a size. A print without a picture has none: both catalogues refuse
 * an item without an image.
 */
export function feedItemsOf(product: Product, shop: FeedShop): FeedItem[] {
  const image = product.images[0];
  if (!image) return [];
  const path = STOREFRONT_PATHS.product.replace(
    ':productId',
    encodeURIComponent(product.productId),
  );
  // Both catalogues ask for a description; a print without one is described as its page is.
  const description =
    plainText(product.description) || `${product.name} — ${product.category} canvas print.`;
  return product.sizes.map((size) => ({
    id: feedItemId(product.productId, size.size),
    itemGroupId: product.productId,
    title: plainText(feedTitle(product.name, size.size)),
    description,
    link: `${shop.base}${pathInLanguage(shop.lang, path)}`,
    imageLink: absolute(shop.base, image),
    availability: isSizeInStock(size) ? 'in stock' : 'out of stock',
    ...feedPrices(size),
    brand: plainText(shop.brand),
    condition: 'new',
    identifierExists: 'no',
    size: plainText(size.size),
    shipping: homeShipping(toCents(size.price), shop.shipping),
  }));
}
