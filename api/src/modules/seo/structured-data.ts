import type {
  BreadcrumbList,
  ItemAvailability,
  Offer,
  Organization,
  Product as ProductData,
  SearchAction,
  Thing,
  WebSite,
  WithContext,
} from 'schema-dts';
import {
  ALL_CATEGORIES,
  BRAND,
  STOREFRONT_PATHS,
  type FirstData,
  type FirstPageScreen,
  type Product,
} from '@wallart/domain';

/**
 * schema.org data for a search engine, as JSON-LD (schema-dts types keep every property a
 * schema.org one). Built from the same first data the page draws, and only what the page
 * shows. No rating: the page's rating line (approved reviews) is drawn in the browser after
 * the first paint, so the markup a search engine reads carries none.
 */
export type StructuredData = WithContext<Thing>;

const CONTEXT = 'https://schema.org';
const CURRENCY = 'LKR';
/** The storefront's search address, with the search text where schema.org's template has it. */
const SEARCH_TEMPLATE = `${STOREFRONT_PATHS.products}?search={search_term_string}`;

const productPath = (productId: string) =>
  STOREFRONT_PATHS.product.replace(':productId', encodeURIComponent(productId));
const categoryPath = (category: string) =>
  STOREFRONT_PATHS.category.replace(':categoryName', encodeURIComponent(category));
/** An address of the shop, absolute; pictures already stored elsewhere keep their own. */
const absolute = (base: string, url: string) => (url.startsWith('/') ? base + url : url);

const availability = (stock: number): ItemAvailability =>
  stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/** One offer a size, at the size's price; a product without sizes is one offer. */
function offersOf(product: Product, url: string): Offer[] {
  const sizes = product.sizes.length
    ? product.sizes
    : [{ size: '', price: product.price, stock: product.stock }];
  return sizes.map((size) => ({
    '@type': 'Offer',
    ...(size.size && { name: size.size }),
    price: size.price.toFixed(2),
    priceCurrency: CURRENCY,
    availability: availability(size.stock ?? 1),
    itemCondition: 'https://schema.org/NewCondition',
    url,
  }));
}

function breadcrumbs(base: string, trail: { name: string; path: string }[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: base + step.path,
    })),
  };
}

/** The way down to a category: the shop, every print, the category. */
const categoryTrail = (category: string) => [
  { name: 'Home', path: STOREFRONT_PATHS.home },
  { name: 'All Products', path: STOREFRONT_PATHS.products },
  { name: category, path: categoryPath(category) },
];

/** A print: its Product with an offer a size, and the way down to it. */
function productStructuredData(base: string, product: Product): StructuredData[] {
  const url = base + productPath(product.productId);
  const data: ProductData = {
    '@type': 'Product',
    name: product.name,
    sku: product.productId,
    brand: { '@type': 'Brand', name: BRAND.name },
    category: product.category,
    ...(product.description && { description: product.description }),
    image: product.images.map((image) => absolute(base, image)),
    url,
    offers: offersOf(product, url),
  };
  const trail = [
    ...categoryTrail(product.category),
    { name: product.name, path: productPath(product.productId) },
  ];
  return [
    { '@context': CONTEXT, ...data },
    { '@context': CONTEXT, ...breadcrumbs(base, trail) },
  ];
}

/** A category's list (not every print's, nor a search's): the way down to it. */
function listStructuredData(base: string, list: NonNullable<FirstData['list']>): StructuredData[] {
  if (list.search || list.category === ALL_CATEGORIES) return [];
  return [{ '@context': CONTEXT, ...breadcrumbs(base, categoryTrail(list.category)) }];
}

/** The home page: the shop as an Organization, and the site with its search. */
function homeStructuredData(base: string): StructuredData[] {
  const { address, email, phone } = BRAND.contact;
  const organization: Organization = {
    '@type': 'Organization',
    name: BRAND.name,
    url: base + STOREFRONT_PATHS.home,
    email,
    telephone: phone,
    address,
  };
  // schema.org's `query-input` is not in schema-dts' SearchAction type.
  const search: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: base + SEARCH_TEMPLATE },
    'query-input': 'required name=search_term_string',
  };
  const site: WebSite = {
    '@type': 'WebSite',
    name: BRAND.name,
    url: base + STOREFRONT_PATHS.home,
    potentialAction: search,
  };
  return [
    { '@context': CONTEXT, ...organization },
    { '@context': CONTEXT, ...site },
  ];
}

/**
 * The structured data of a first-page screen, from the data it draws (none without data),
 * every address on the shop's public address.
 */
export function pageStructuredData(
  publicUrl: string,
  screen: FirstPageScreen,
  data: FirstData | null,
): StructuredData[] {
  const base = publicUrl.replace(/\/+$/, '');
  if (screen === 'home') return homeStructuredData(base);
  if (screen === 'list') return data?.list ? listStructuredData(base, data.list) : [];
  if (screen === 'content') return [];
  return data?.product ? productStructuredData(base, data.product.product) : [];
}
