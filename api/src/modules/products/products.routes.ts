import type { RequestHandler, Response, Router } from 'express';
import {
  productInLanguage,
  TOTAL_COUNT_EXACT_HEADER,
  TOTAL_COUNT_HEADER,
  type Language,
  type Product,
} from '@wallart/domain';
import { productsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { ProductPage, ProductsService } from './products.service';

/** The catalogue's texts in the asked language, each English where it has no translation. */
const inLanguage = (items: Product[], lang: Language) =>
  items.map((product) => productInLanguage(product, lang));

function sendPage(res: Response, page: ProductPage, lang: Language) {
  res.set(TOTAL_COUNT_HEADER, String(page.total));
  if (page.totalExact === false) res.set(TOTAL_COUNT_EXACT_HEADER, 'false');
  res.json(inLanguage(page.items, lang));
}

// Catalogue answers carry an ETag; browsers revalidate each time (a 304 when unchanged),
// so an edit is seen at once while unchanged pages cost no body.
const revalidate: RequestHandler = (req, res, next) => {
  if (req.method === 'GET') res.set('Cache-Control', 'no-cache');
  next();
};

export function productsRoutes(products: ProductsService, guard: Guards): Router {
  const endpoints = productsEndpoints;
  return endpointRoutes({ mount: '/api/product', guard, use: [revalidate] }, [
    on(endpoints.list, async (_req, res, { query }) => {
      sendPage(res, await products.list(query), query.lang);
    }),
    on(endpoints.category, async (_req, res, { params, query }) => {
      sendPage(res, await products.list({ ...query, category: params.category }), query.lang);
    }),
    on(endpoints.search, async (_req, res, { params, query }) => {
      sendPage(res, await products.list({ ...query, search: params.text }), query.lang);
    }),
    // The feeds are matched before `/:productId`; productCreateSchema refuses their names as
    // productIds (RESERVED_PRODUCT_IDS), so no product hides behind one.
    on(endpoints.recommended, async (_req, res, { query }) => {
      res.json(inLanguage(await products.recommended(query.productId, query.limit), query.lang));
    }),
    on(endpoints.newArrivals, async (_req, res, { query }) => {
      res.json(inLanguage(await products.newArrivals(query.limit), query.lang));
    }),
    on(endpoints.trending, async (_req, res, { query }) => {
      res.json(inLanguage(await products.trending(query.limit), query.lang));
    }),
    on(endpoints.get, async (_req, res, { params, query }) => {
      res.json(productInLanguage(await products.get(params.productId), query.lang));
    }),
    on(endpoints.create, async (req, res, { body }) => {
      const product = await products.create(actorOf(req), body);
      res.status(201).json({ message: 'Product created', product });
    }),
    on(endpoints.update, async (req, res, { params, body }) => {
      const { after } = await products.update(actorOf(req), params.productId, body);
      res.json({ message: 'Product updated', product: after });
    }),
    on(endpoints.remove, async (req, res, { params }) => {
      await products.remove(actorOf(req), params.productId);
      res.json({ message: 'Product deleted' });
    }),
  ]);
}
