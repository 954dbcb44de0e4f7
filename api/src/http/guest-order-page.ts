import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import {
  GUEST_ORDER_MODULE,
  SERVER_RENDERED_ATTRIBUTE,
  type FirstData,
  type Order,
  type RenderedPage,
} from '@wallart/domain';
import type { ShopConfig } from '@wallart/domain/api-client';
import { splitLanguagePath } from '@wallart/domain/rules';
import { AppError } from '../lib/app-error';
import { withPageLanguage } from './page-language';
import type { StorefrontRenderer } from './page-render';
import { pageStylesheets, renderIndex, type buildFiles } from './storefront-html';

/** A guest order's page, `/order/{key}`, in any language (PRODUCT §11). */
export const GUEST_ORDER_PAGE = /^(?:\/[a-z]{2})?\/order\/([^/]+)\/?$/;

/** What the page shows: the order its key opens and the shop's config (bank details). */
export interface GuestOrderSources {
  /** The order in its owner's shape; throws `not_found` for a key that opens none. */
  byKey(orderToken: string): Promise<Order>;
  config(): Promise<ShopConfig>;
}

const PRIVATE_HEAD =
  '<meta name="robots" content="noindex, nofollow">\n    <meta name="referrer" content="no-referrer">';

/**
 * The page carries its key in its address: kept by no cache (the catalogue's included),
 * indexed by no search engine, and its address handed to no other site as a referrer.
 */
function privateHeaders(res: Response) {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

interface PageDeps {
  files: ReturnType<typeof buildFiles>;
  renderer: StorefrontRenderer;
  sources: GuestOrderSources | undefined;
  stylesheetTexts(hrefs: string[]): Promise<Map<string, string>>;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The order its key opens, or null when it opens none. */
async function orderOf(sources: GuestOrderSources, key: string | null): Promise<Order | null> {
  if (!key) return null;
  try {
    return await sources.byKey(key);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * Draws a guest order's page on the server with its order, as My Orders shows it, so it reads
 * without waiting for its first calls. An unknown key answers 404 with the plain page (which
 * says the link opens no order); without a renderer the browser draws the page alone.
 */
export function guestOrderPage({ files, renderer, sources, stylesheetTexts }: PageDeps) {
  async function drawn(log: Logger, url: string, data: FirstData): Promise<RenderedPage | null> {
    try {
      const bundle = await renderer.load();
      return bundle ? await bundle.render({ url, data }) : null;
    } catch (error) {
      log.error(
        { err: error },
        'drawing the order page on the server failed; the browser draws it',
      );
      return null;
    }
  }

  return async function send(req: Request, res: Response): Promise<void> {
    privateHeaders(res);
    // Its language, and no alternates: they would repeat the key, for no search engine.
    const { lang } = splitLanguagePath(req.path);
    const finished = (html: string) =>
      withPageLanguage(
        html.replace('</head>', () => `  ${PRIVATE_HEAD}\n  </head>`),
        {
          lang,
          alternates: [],
        },
      );
    const template = await files.template();
    if (template === null) {
      res.status(404).end();
      return;
    }
    const segment = GUEST_ORDER_PAGE.exec(req.path)?.[1];
    const order = sources ? await orderOf(sources, decoded(segment ?? '')) : null;
    if (!sources || !order) {
      res.status(sources ? 404 : 200);
      res.type('html').send(finished(template));
      return;
    }
    const data: FirstData = { guestOrder: { order, config: await sources.config() } };
    // The path alone: nothing else of the address reaches the drawing.
    const rendered = await drawn(req.log, req.path, data);
    const manifest = await files.manifest();
    const html = renderIndex(template, manifest, {
      data,
      images: [],
      module: GUEST_ORDER_MODULE,
      rendered,
      inlineStyles: rendered
        ? await stylesheetTexts(pageStylesheets(template, manifest, GUEST_ORDER_MODULE))
        : undefined,
    });
    // Drawn for its first paint; the browser then draws it anew rather than taking the drawing
    // over, so a difference between the two drawings never shows as an error.
    res
      .type('html')
      .send(
        finished(html.replace(`<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>`, '<div id="root">')),
      );
  };
}
