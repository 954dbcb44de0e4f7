import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import {
  FIRST_PAGE_MODULES,
  STOREFRONT_PATHS,
  storefrontPathKind,
  type FirstData,
  type RenderedPage,
} from '@wallart/domain';
import { pageStructuredData } from '../modules/seo/structured-data';
import { AppError } from '../lib/app-error';
import { catalogueCacheKey, type CatalogueCache } from './catalogue-cache';
import { sendError } from './errors';
import { loadFirstPage, pageCurrencies, type FirstPage, type FirstPageSources } from './first-page';
import { GUEST_ORDER_PAGE, guestOrderPage, type GuestOrderSources } from './guest-order-page';
import {
  pageLanguage,
  rememberedHome,
  withPageLanguage,
  type PageLanguageHead,
} from './page-language';
import { storefrontRenderer, type Loaded, type RenderPage } from './page-render';
import type { SearchLimit } from './search-limit';
import { buildFiles, pageStylesheets, renderIndex } from './storefront-html';

export const UPLOAD_CACHE_SECONDS = 3600;
const notFound = new AppError('not_found', 'Not found');
const IMAGE_FILE = /^\/[^/]+\.(jpe?g|png|webp|gif|avif)$/i;

/**
 * Uploaded images: cached for an hour, never sniffed or run as a page, and a missing file is
 * a plain 404 (never the storefront's HTML). Only image files are served, whatever else might
 * end up in the folder.
 */
export function serveUploads(dir: string): Router {
  const router = Router();
  router.use((req, res, next) => {
    if (IMAGE_FILE.test(req.path)) return next();
    sendError(res, notFound);
  });
  router.use(
    express.static(dir, {
      index: false,
      dotfiles: 'deny',
      redirect: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', `public, max-age=${UPLOAD_CACHE_SECONDS}`);
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    }),
  );
  router.use((_req, res) => {
    sendError(res, notFound);
  });
  return router;
}

export interface StorefrontOptions {
  /**
   * With them, the home page, product lists, product pages and the owner's static pages are
   * drawn with their data.
   */
  pages?: FirstPageSources;
  searchLimit?: Pick<SearchLimit, 'allowsPage'>;
  /** Where drawn pages are kept; without it every page is drawn anew. */
  cache?: CatalogueCache['pages'];
  /** The shop's public address, for the absolute links in a page's structured data. */
  publicUrl?: string;
  /** With it, a guest order's page is drawn on the server with its order (PRODUCT §11). */
  guestOrders?: GuestOrderSources;
}

export interface Storefront {
  /** Files and pages, for `app.use`. */
  handle: RequestHandler;
  /**
   * Loads the page renderer and draws a home, a list and a product page once, throwing them
   * away: the module's import, its first drawings and the pages' first statements then cost
   * no shopper anything (decision 0106). A failure is logged; the pages are then plain.
   */
  warmUp(log: Logger): Promise<void>;
  /** Whether pages are drawn on the server: there are first pages and a renderer is loaded. */
  drawsPages(): boolean;
}

/** A first page: its HTML, and the data and drawing it holds. */
interface FirstPageHtml {
  html: string;
  data: FirstData | null;
  rendered: RenderedPage | null | undefined;
}

/** A shopper page drawn with no catalogue data: its texts only (or the 404). */
const WITHOUT_DATA: { route: null; data: FirstData; images: string[] } = {
  route: null,
  data: {},
  images: [],
};

/** Where a page is drawn: its address, and the display currencies it carries. */
interface PageAt {
  url: string;
  path: string;
  query: Record<string, unknown>;
  language?: PageLanguageHead;
  currencies: NonNullable<FirstData['currencies']>;
}

/**
 * The built storefront: hashed assets cached for a year, everything else revalidated, and
 * every other GET for a page answered with index.html so client routes (and /admin) work.
 * With the products service, the home page, the product list and a product page are drawn on
 * the server with their first catalogue data, and preload their code and first picture
 * (decision 0055; see first-page.ts and page-render.ts).
 */
export function serveStorefront(dir: string, options: StorefrontOptions = {}): Storefront {
  const { pages: products, searchLimit, cache, publicUrl, guestOrders } = options;
  const indexFile = path.join(dir, 'index.html');
  const files = buildFiles(dir);
  const renderer = storefrontRenderer(dir);
  const assets = express.static(dir, {
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  async function stylesheetTexts(hrefs: string[]) {
    const texts = new Map<string, string>();
    for (const href of hrefs) {
      const css = await files.stylesheet(href);
      if (css !== null) texts.set(href, css);
    }
    return texts;
  }

  const failed = (log: Logger, error: unknown) => {
    log.error({ err: error }, 'drawing the page on the server failed; the browser draws it');
    return null;
  };

  /** The screen drawn to HTML, or null (logged) when drawing it failed: the browser draws it. */
  async function draw(
    log: Logger,
    render: RenderPage,
    url: string,
    data: FirstData,
  ): Promise<RenderedPage | null> {
    try {
      return await render({ url, data });
    } catch (error) {
      return failed(log, error);
    }
  }

  /**
   * The page at this address with its first data (none for a page that shows no catalogue
   * data), drawn when it can be; null for what the browser alone draws.
   */
  async function firstPageHtml(
    catalogue: FirstPageSources,
    log: Logger,
    bundle: Loaded | null,
    at: PageAt,
  ): Promise<FirstPageHtml | null> {
    const kind = storefrontPathKind(at.path);
    if (kind === 'browser') return null;
    // Catalogue pages and the owner's texts come with their data; any other page without.
    const loaded = await loadFirstPage(catalogue, at.path, at.query, at.language?.lang);
    const first: FirstPage | typeof WITHOUT_DATA | null =
      loaded ?? (kind === 'data' ? null : WITHOUT_DATA);
    if (!first) return null;
    const template = await files.template();
    if (template === null) return null;
    const data = first.data && { ...first.data, currencies: at.currencies };
    const rendered = bundle && data && (await draw(log, bundle.render, at.url, data));
    const manifest = await files.manifest();
    const module = first.route ? FIRST_PAGE_MODULES[first.route] : null;
    const drawn = renderIndex(template, manifest, {
      // A page without catalogue data that the browser draws alone has nothing to take over.
      data: first.route || rendered ? data : null,
      images: first.images,
      module,
      rendered,
      structuredData:
        publicUrl && first.route ? pageStructuredData(publicUrl, first.route, data) : [],
      // A drawn page paints from its own bytes: no stylesheet request stands before it.
      inlineStyles: rendered
        ? await stylesheetTexts(pageStylesheets(template, manifest, module))
        : undefined,
    });
    const html = at.language ? withPageLanguage(drawn, at.language) : drawn;
    return { html, data, rendered };
  }

  /** Sends the page with its first data, drawn when it can be; false to send the plain page. */
  async function sendFirstPage(
    req: Request,
    res: Response,
    language: ReturnType<typeof pageLanguage>,
  ): Promise<boolean> {
    if (!products || req.method !== 'GET') return false;
    // A search page over its IP's search limit is served plain; its own API call says why.
    if (searchLimit && !(await searchLimit.allowsPage(req))) return false;
    // Drawn for its catalogue address alone, so `?utm_source=…` is the same page.
    const url = catalogueCacheKey(req.originalUrl);
    const bundle = await renderer.load().catch((error: unknown) => failed(req.log, error));
    const currencies = await pageCurrencies(products, req.headers.cookie);
    // The build in the key: a page kept from an older build names assets that are gone; and the
    // currency, each its own drawing of the page (decision 0136).
    const key = bundle && `page ${bundle.mtimeMs} ${currencies.chosen} ${url}`;
    if (key && cache?.answer(req, res, key)) return true;
    const at = cache?.ticket();
    const page = await firstPageHtml(products, req.log, bundle, {
      url,
      path: language.path,
      query: req.query,
      language: language.head,
      currencies,
    });
    if (!page) return false;
    const { html, data, rendered } = page;
    if (unknownPage(language)) {
      // Any address may be asked for: a 404 is drawn each time, never kept.
      res.status(404).type('html').send(html);
      return true;
    }
    const kept = cache && key && at && rendered && data ? cache.keep(at, key, html, data) : null;
    if (cache && kept) cache.send(req, res, kept);
    else res.type('html').send(html);
    return true;
  }

  async function warmUp(log: Logger): Promise<void> {
    if (!products) return;
    const started = performance.now();
    try {
      const bundle = await renderer.load();
      if (!bundle) return;
      const currencies = await pageCurrencies(products, undefined);
      const drawn = (url: string) =>
        firstPageHtml(products, log, bundle, { url, path: url, query: {}, currencies });
      const { home, products: list, product } = STOREFRONT_PATHS;
      const [, listed] = await Promise.all([drawn(home), drawn(list)]);
      const print = listed?.data?.list?.result.items[0];
      if (print) await drawn(product.replace(':productId', encodeURIComponent(print.productId)));
      log.info({ ms: Math.round(performance.now() - started) }, 'page renderer warm');
    } catch (error) {
      log.error({ err: error }, 'warming the page renderer failed');
    }
  }

  /** An address that is no page of the shop: SPEC's "404 Not Found", with that status. */
  const unknownPage = (language: ReturnType<typeof pageLanguage>) =>
    storefrontPathKind(language.path) === 'unknown';

  const sendGuestOrderPage = guestOrderPage({
    files,
    renderer,
    sources: guestOrders,
    stylesheetTexts,
  });
  const handle: RequestHandler = (req, res, next) => {
    assets(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!req.accepts('html') || !fs.existsSync(indexFile)) return next();
      // Before any cache: the page carries its key (guest-order-page.ts).
      if (GUEST_ORDER_PAGE.test(req.path)) return void sendGuestOrderPage(req, res).catch(next);
      res.setHeader('Cache-Control', 'no-cache');
      const home = rememberedHome(req);
      if (home) return res.redirect(302, home);
      // The page's own address, as its drawing is kept: `?utm_source=…` names no other page.
      const search = new URL(catalogueCacheKey(req.originalUrl), 'http://shop.local').search;
      const language = pageLanguage(req.path, search, publicUrl);
      sendFirstPage(req, res, language)
        .catch((error: unknown) => {
          // The page still works without its first data: it fetches it as before.
          req.log.warn({ err: error }, 'first page data failed; serving the plain page');
          return res.headersSent;
        })
        .then(async (sent) => {
          if (sent) return;
          if (unknownPage(language)) res.status(404);
          const template = await files.template();
          if (template === null) return res.sendFile(indexFile);
          res.type('html').send(withPageLanguage(template, language.head));
        })
        .catch(next);
    });
  };

  return { handle, warmUp, drawsPages: () => Boolean(products) && renderer.loaded };
}
