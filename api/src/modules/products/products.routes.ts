import { Router, type Response } from 'express';
import {
  productCategoryQuerySchema,
  productCreateSchema,
  productFeedQuerySchema,
  productListPathSchema,
  productListQuerySchema,
  productSearchQuerySchema,
  productUpdateSchema,
  recommendedQuerySchema,
  TOTAL_COUNT_EXACT_HEADER,
  TOTAL_COUNT_HEADER,
} from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
import type { ProductPage, ProductsService } from './products.service';

function sendPage(res: Response, page: ProductPage) {
  res.set(TOTAL_COUNT_HEADER, String(page.total));
  if (page.totalExact === false) res.set(TOTAL_COUNT_EXACT_HEADER, 'false');
  res.json(page.items);
}

export function productsRoutes(products: ProductsService, guard: Guards): Router {
  const router = Router();
  // Catalogue answers carry an ETag; browsers revalidate each time (a 304 when unchanged),
  // so an edit is seen at once while unchanged pages cost no body.
  router.use((req, res, next) => {
    if (req.method === 'GET') res.set('Cache-Control', 'no-cache');
    next();
  });

  router.get('/', async (req, res) => {
    sendPage(res, await products.list(parse(productListQuerySchema, req.query)));
  });

  router.get('/category/:category', async (req, res) => {
    const { category } = parse(productListPathSchema.category, req.params);
    const query = parse(productCategoryQuerySchema, req.query);
    sendPage(res, await products.list({ ...query, category }));
  });

  router.get('/search/:text', async (req, res) => {
    const { text } = parse(productListPathSchema.search, req.params);
    const query = parse(productSearchQuerySchema, req.query);
    sendPage(res, await products.list({ ...query, search: text }));
  });

  // The feeds are matched before `/:productId`; productCreateSchema refuses their names as
  // productIds (RESERVED_PRODUCT_IDS), so no product hides behind one.
  router.get('/recommended-products', async (req, res) => {
    const { productId, limit } = parse(recommendedQuerySchema, req.query);
    res.json(await products.recommended(productId, limit));
  });

  router.get('/new-arrivals', async (req, res) => {
    res.json(await products.newArrivals(parse(productFeedQuerySchema, req.query).limit));
  });

  router.get('/trending-products', async (req, res) => {
    res.json(await products.trending(parse(productFeedQuerySchema, req.query).limit));
  });

  router.get('/:productId', async (req, res) => {
    const { productId } = parse(productListPathSchema.productId, req.params);
    res.json(await products.get(productId));
  });

  router.post('/', guard.admin, async (req, res) => {
    const product = await products.create(actorOf(req), parse(productCreateSchema, req.body));
    res.status(201).json({ message: 'Product created', product });
  });

  router.put('/:productId', guard.admin, async (req, res) => {
    const { productId } = parse(productListPathSchema.productId, req.params);
    const input = parse(productUpdateSchema, req.body);
    const { after } = await products.update(actorOf(req), productId, input);
    res.json({ message: 'Product updated', product: after });
  });

  router.delete('/:productId', guard.admin, async (req, res) => {
    const { productId } = parse(productListPathSchema.productId, req.params);
    await products.remove(actorOf(req), productId);
    res.json({ message: 'Product deleted' });
  });

  return router;
}
