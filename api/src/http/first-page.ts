import {
  ALL_CATEGORIES,
  ERROR_STATUS,
  HOME_HERO_IMAGE,
  STOREFRONT_LIST_PAGE_SIZE,
  gridImageUrl,
  matchFirstPage,
  matchStorefrontPath,
  STOREFRONT_PATHS,
  pagingQuerySchema,
  productFeedQuerySchema,
  productListPathSchema,
  readListView,
  recommendedQuerySchema,
  type FirstData,
  type ContentKey,
  type FirstPageScreen,
  type Language,
  type Product,
  type DisplayCurrency,
  productInLanguage,
  currencyInCookie,
  displayCurrencyOf,
} from '@wallart/domain';
import type { ShopConfig } from '@wallart/domain/api-client';
import { AppError } from '../lib/app-error';
import type { ContentService } from '../modules/content/content.service';
import type { ProductsService } from '../modules/products/products.service';
import { parse } from './parse';

/** Product-list cards in the first row on a phone (two columns): their pictures are preloaded. */
export const LIST_PRELOADED_IMAGES = 2;

export interface FirstPage {
  route: FirstPageScreen;
  /** Null when the screen's first calls would fail (unknown product, bad filter). */
  data: FirstData | null;
  /** The pictures the screen paints first, to download alongside its code. */
  images: string[];
}

function decode(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A screen's data, or null when the API would answer the same call with a client error. */
async function unlessRefused<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && ERROR_STATUS[error.code] < 500) return null;
    throw error;
  }
}

/**
 * What the first data is read from: the catalogue, the owner's texts, the shop's config and
 * its display currencies.
 */
export interface FirstPageSources {
  products: ProductsService;
  content: Pick<ContentService, 'read'>;
  config: () => Promise<ShopConfig>;
  /** As `GET /api/currencies` answers them. */
  currencies(): Promise<DisplayCurrency[]>;
}

/**
 * What every drawn page carries: the display currencies, and the one the shopper's cookie chose
 * (LKR when it names none listed), which the page is drawn in.
 */
export async function pageCurrencies(sources: FirstPageSources, cookie: string | undefined) {
  const list = await sources.currencies();
  return { chosen: displayCurrencyOf(list, currencyInCookie(cookie)).code, list };
}

async function contentData(
  content: FirstPageSources['content'],
  keys: ContentKey[],
  language: Language,
): Promise<NonNullable<FirstData['content']>> {
  const texts = await Promise.all(keys.map((key) => content.read(key, language)));
  return { language, texts };
}

/** The static pages the owner writes: each path's text. */
const CONTENT_OF_PATH: Record<string, ContentKey> = {
  [STOREFRONT_PATHS.about]: 'about',
  [STOREFRONT_PATHS.faq]: 'faq',
  [STOREFRONT_PATHS.returns]: 'returns',
  [STOREFRONT_PATHS.shipping]: 'shipping',
  [STOREFRONT_PATHS.privacy]: 'privacy',
  [STOREFRONT_PATHS.terms]: 'terms',
};

async function homeData(sources: FirstPageSources, language: Language): Promise<FirstData> {
  const { limit } = productFeedQuerySchema.parse({});
  const [trending, newArrivals, content] = await Promise.all([
    sources.products.trending(limit),
    sources.products.newArrivals(limit),
    contentData(sources.content, ['why-choose-us'], language),
  ]);
  const feeds = {
    trending: inLanguage(trending, language),
    newArrivals: inLanguage(newArrivals, language),
  };
  return { feeds, content };
}

/** The prints' texts in the page's language, as the API answers `?lang=` (decision 0158). */
const inLanguage = (products: Product[], language: Language) =>
  products.map((product) => productInLanguage(product, language));

const firstQueryValue = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : Array.isArray(value) ? firstQueryValue(value[0]) : undefined;

/** The list page reads category, search text, page, sort and filters from the URL exactly so. */
async function listData(
  products: ProductsService,
  categoryParam: string | undefined,
  query: Record<string, unknown>,
  language: Language,
): Promise<FirstData['list'] | null> {
  const category = decode(categoryParam) ?? ALL_CATEGORIES;
  const search = (firstQueryValue(query.search) ?? '').trim();
  const page = Math.max(1, Number(firstQueryValue(query.page)) || 1);
  const limit = STOREFRONT_LIST_PAGE_SIZE;
  return unlessRefused(async () => {
    const paging = parse(pagingQuerySchema, { page, limit });
    // As the screen asks: the search text when there is one, otherwise the category.
    const filter = search
      ? { search: parse(productListPathSchema.search, { text: search }).text }
      : { category: parse(productListPathSchema.category, { category }).category };
    const view = readListView((name) => firstQueryValue(query[name]));
    const found = await products.list({ ...paging, ...view, ...filter });
    return {
      category,
      search,
      page,
      view,
      result: {
        items: inLanguage(found.items, language),
        total: found.total,
        ...(found.totalExact === false && { totalExact: false }),
        page: paging.page,
        limit,
      },
    };
  });
}

async function productData(
  products: ProductsService,
  param: string | undefined,
  language: Language,
): Promise<FirstData['product'] | null> {
  const raw = decode(param);
  if (raw === undefined) return null;
  return unlessRefused(async () => {
    const { productId } = parse(productListPathSchema.productId, { productId: raw });
    const { limit } = recommendedQuerySchema.parse({});
    const product = await products.get(productId);
    const recommended = await products.recommended(productId, limit);
    // The screen asks with the id as written in the URL; the cache is keyed by that.
    return {
      productId: raw,
      product: productInLanguage(product, language),
      recommended: inLanguage(recommended, language),
    };
  });
}

const firstImage = (product: Product | undefined) => product?.images[0];

/** The screen's own first data at this URL; null for a page the server does not draw. */
async function screenFirstPage(
  sources: FirstPageSources,
  pathname: string,
  query: Record<string, unknown>,
  language: Language = 'en',
): Promise<FirstPage | null> {
  const { products } = sources;
  // The storefront's own route table says which screen the URL opens.
  const matched = matchFirstPage(pathname);
  if (!matched) return null;
  if (matched.screen === 'home') {
    return { route: 'home', data: await homeData(sources, language), images: [HOME_HERO_IMAGE] };
  }
  if (matched.screen === 'content') {
    const key = Object.entries(CONTENT_OF_PATH).find(([path]) =>
      matchStorefrontPath(path, pathname),
    )?.[1];
    if (!key) return null;
    const content = await contentData(sources.content, [key], language);
    return { route: 'content', data: { content }, images: [] };
  }
  if (matched.screen === 'list') {
    const list = await listData(products, matched.params.categoryName, query, language);
    const images = (list?.result.items ?? [])
      .slice(0, LIST_PRELOADED_IMAGES)
      .map(firstImage)
      .filter((url): url is string => Boolean(url))
      .map(gridImageUrl);
    return { route: 'list', data: list ? { list } : null, images };
  }
  const product = await productData(products, matched.params.productId, language);
  const main = firstImage(product?.product);
  return {
    route: 'product',
    data: product ? { product } : null,
    images: main ? [main] : [],
  };
}

/**
 * What the storefront screen at this URL shows first, read through the same service calls
 * (and defaults) as its API requests, with the shop's config: the footer's contact and the
 * policy lines quote it (PRODUCT §16). Null for any other page.
 */
export async function loadFirstPage(
  sources: FirstPageSources,
  pathname: string,
  query: Record<string, unknown>,
  language: Language = 'en',
): Promise<FirstPage | null> {
  const [page, config] = await Promise.all([
    screenFirstPage(sources, pathname, query, language),
    sources.config(),
  ]);
  return page && { ...page, data: page.data && { ...page.data, config } };
}
