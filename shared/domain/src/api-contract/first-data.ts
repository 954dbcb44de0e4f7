import type { ListView } from '../catalog/list-view.rules';
import type { Order } from '../order/order.schemas';
import type { ShopConfig } from '../api-client/system.client';
import type { DisplayCurrency } from '../currency/currency.rules';
import type { ContentAnswer } from '../content/content.schemas';
import type { Language } from '../language/languages';
import type { Product } from '../product/product.schemas';
import type { Page } from './paging';

/**
 * The catalogue answers the server writes into a storefront page (home, product list, product
 * page), so the page can draw without waiting for its first API calls. Each part has exactly
 * the shape the typed client returns for the same call. Holds nothing about a shopper but the
 * display currency they chose (the drawn pages are kept per currency), except on a guest
 * order's own page (`guestOrder`), which no cache keeps.
 */
export interface FirstData {
  /** The home page's two grids: `trending()` and `newArrivals()`. */
  feeds?: { trending: Product[]; newArrivals: Product[] };
  /** One page of the product list, with the filters the list page derives from the URL. */
  list?: {
    category: string;
    search: string;
    page: number;
    /** The sort and filters read from the address (readListView). */
    view: ListView;
    result: Page<Product>;
  };
  /** A product page: `get(productId)` and `recommended(productId)`. */
  product?: { productId: string; product: Product; recommended: Product[] };
  /**
   * A guest order's page (PRODUCT §11): `byToken(key)` and `config()`. The key itself is
   * not written here: the page reads it from its own address.
   */
  guestOrder?: { order: Order; config: ShopConfig };
  /** The shop's config (`config()`): the footer's contact and the policy lines quote it. */
  config?: ShopConfig;
  /** The owner's texts the screen shows (`content.read(key, language)` for each). */
  content?: { language: Language; texts: ContentAnswer[] };
  /**
   * Every page the server draws: the display currencies (`currencies()`) and the code the page
   * is drawn in, the shopper's from their cookie (PRODUCT §12).
   */
  currencies?: { chosen: string; list: DisplayCurrency[] };
}

/** The id of the `<script type="application/json">` element that carries the data. */
export const FIRST_DATA_ELEMENT_ID = 'shop-first-data';

/**
 * What the storefront's server bundle (`storefront/src/entry-server.tsx`) answers the API for a
 * page it draws: the markup of `#root`, and the screen's own title and description.
 */
export interface RenderedPage {
  html: string;
  title: string;
  description: string;
}

/**
 * Set on the page's `#root` when the server drew the screen inside it: the browser then
 * hydrates that markup rather than drawing the page anew.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** How many product-list cards a page asks for (the storefront's page size). */
export const STOREFRONT_LIST_PAGE_SIZE = 12;

/** The home page's first hero picture: the largest thing its first screen paints. */
export const HOME_HERO_IMAGE = '/art/hero-1.svg';

/**
 * The web fonts a shopper page's first screen draws with (body text, headings), by the start
 * of their file names in the build: preloaded with a drawn page.
 */
export const FIRST_SCREEN_FONTS = ['inter-latin-400-normal', 'cormorant-garamond-latin-600-normal'];
