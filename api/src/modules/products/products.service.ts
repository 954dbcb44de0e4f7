import {
  Op,
  QueryTypes,
  UniqueConstraintError,
  type Order,
  type Sequelize,
  type WhereOptions,
} from 'sequelize';
import {
  ALL_CATEGORIES,
  toCents,
  type Product,
  type ProductCreateParsed,
  type ProductSort,
  type ProductUpdateParsed,
} from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { conflict, notFound } from '../../lib/app-error';
import type { AuditActor, AuditRecorder } from '../audit/audit.service';
import { countProducts, findPage } from './product-listing';
import { searchProducts } from './product-search';
import { presentProduct, PRODUCT_COLUMNS, type ProductRow } from './products.presenter';
import { NEWEST_FIRST, pageWindow } from '../../lib/paging';

export interface ProductPage {
  items: Product[];
  total: number;
}

export interface ListOptions {
  page: number;
  limit: number;
  sort: ProductSort;
  category?: string | undefined;
  search?: string | undefined;
}

const SORTS: Record<ProductSort, Order> = {
  newest: NEWEST_FIRST,
  'price-asc': [
    ['priceCents', 'ASC'],
    ['id', 'ASC'],
  ],
  'price-desc': [
    ['priceCents', 'DESC'],
    ['id', 'DESC'],
  ],
  name: [
    ['name', 'ASC'],
    ['id', 'ASC'],
  ],
};

const TRENDING_WINDOW_DAYS = 30;

function toRow(input: ProductCreateParsed | ProductUpdateParsed) {
  return {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.altNames !== undefined && { altNames: JSON.stringify(input.altNames) }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.price !== undefined && { priceCents: toCents(input.price) }),
    ...(input.labeledPrice !== undefined && { labeledPriceCents: toCents(input.labeledPrice) }),
    ...(input.category !== undefined && { category: input.category }),
    ...(input.stock !== undefined && { stock: input.stock }),
    ...(input.images !== undefined && { images: JSON.stringify(input.images) }),
  };
}

export function createProductsService(sequelize: Sequelize, audit: AuditRecorder) {
  async function newest(limit: number, excludeIds: number[] = [], where: WhereOptions = {}) {
    return findPage(
      excludeIds.length ? { ...where, id: { [Op.notIn]: excludeIds } } : where,
      SORTS.newest,
      limit,
      0,
    );
  }

  /** Best sellers (optionally since a date), topped up with the newest prints. */
  async function bestSellers(limit: number, since: Date | null): Promise<Product[]> {
    const sold = await sequelize.query<{ id: number }>(
      `SELECT oi."productRefId" AS id, SUM(oi.quantity) AS sold
       FROM order_items oi JOIN orders o ON o.id = oi."orderId"
       WHERE oi."productRefId" IS NOT NULL AND o.status <> 'Cancelled'
       ${since ? 'AND o."createdAt" >= :since' : ''}
       GROUP BY oi."productRefId" ORDER BY sold DESC, oi."productRefId" DESC LIMIT :limit`,
      { replacements: { since, limit }, type: QueryTypes.SELECT },
    );
    const ids = sold.map((s) => Number(s.id));
    const found = ids.length ? await findPage({ id: ids }, [], ids.length, 0) : [];
    const byId = new Map(found.map((r) => [r.id, r]));
    const ranked = ids.map((id) => byId.get(id)).filter((r): r is ProductRow => Boolean(r));
    const topUp = ranked.length < limit ? await newest(limit - ranked.length, ids) : [];
    return [...ranked, ...topUp].map(presentProduct);
  }

  return {
    async list(options: ListOptions): Promise<ProductPage> {
      const { offset } = pageWindow(options);
      if (options.search) {
        const { rows, total } = await searchProducts(
          sequelize,
          options.search,
          options.limit,
          offset,
        );
        return { items: rows.map(presentProduct), total };
      }
      const category =
        options.category && options.category !== ALL_CATEGORIES ? options.category : undefined;
      const [rows, total] = await Promise.all([
        findPage(category ? { category } : {}, SORTS[options.sort], options.limit, offset),
        countProducts(sequelize, category),
      ]);
      return { items: rows.map(presentProduct), total };
    },

    async get(productId: string): Promise<Product> {
      const row = (await ProductModel.findOne({
        attributes: [...PRODUCT_COLUMNS],
        where: { productId },
        raw: true,
      })) as ProductRow | null;
      if (!row) throw notFound('Product');
      return presentProduct(row);
    },

    async newArrivals(limit: number): Promise<Product[]> {
      return (await newest(limit)).map(presentProduct);
    },

    async trending(limit: number): Promise<Product[]> {
      const since = new Date(Date.now() - TRENDING_WINDOW_DAYS * 24 * 60 * 60 * 1000);
      return bestSellers(limit, since);
    },

    /** Same category as the given product, without it; without one, the best sellers. */
    async recommended(productId: string | undefined, limit: number): Promise<Product[]> {
      if (!productId) return bestSellers(limit, null);
      const product = await ProductModel.findOne({ where: { productId }, raw: true });
      if (!product) throw notFound('Product');
      const rows = await newest(limit, [product.id], { category: product.category });
      return rows.map(presentProduct);
    },

    async create(actor: AuditActor, input: ProductCreateParsed): Promise<Product> {
      try {
        return await sequelize.transaction(async (transaction) => {
          const row = { productId: input.productId, altNames: '[]', images: '[]', ...toRow(input) };
          const created = await ProductModel.create(row as ProductModel, { transaction });
          const after = presentProduct(created.get({ plain: true }) as unknown as ProductRow);
          await audit.record(
            actor,
            { action: 'product.create', entityType: 'product', entityId: after.productId, after },
            transaction,
          );
          return after;
        });
      } catch (error) {
        if (error instanceof UniqueConstraintError) {
          throw conflict(`A product with the ID ${input.productId} already exists`, 'duplicate');
        }
        throw error;
      }
    },

    /** An edit that changes nothing writes nothing, so it leaves no audit entry either. */
    async update(
      actor: AuditActor,
      productId: string,
      input: ProductUpdateParsed,
    ): Promise<{ before: Product; after: Product }> {
      return sequelize.transaction(async (transaction) => {
        const product = await ProductModel.findOne({
          where: { productId },
          transaction,
          lock: transaction.LOCK.UPDATE,
        });
        if (!product) throw notFound('Product');
        const before = presentProduct(product.get({ plain: true }) as unknown as ProductRow);
        product.set(toRow(input));
        if (!product.changed()) return { before, after: before };
        await product.save({ transaction });
        const after = presentProduct(product.get({ plain: true }) as unknown as ProductRow);
        await audit.record(
          actor,
          { action: 'product.update', entityType: 'product', entityId: productId, before, after },
          transaction,
        );
        return { before, after };
      });
    },

    async remove(actor: AuditActor, productId: string): Promise<Product> {
      return sequelize.transaction(async (transaction) => {
        const product = await ProductModel.findOne({
          where: { productId },
          transaction,
          lock: transaction.LOCK.UPDATE,
        });
        if (!product) throw notFound('Product');
        const before = presentProduct(product.get({ plain: true }) as unknown as ProductRow);
        await product.destroy({ transaction });
        await audit.record(
          actor,
          { action: 'product.delete', entityType: 'product', entityId: productId, before },
          transaction,
        );
        return before;
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
