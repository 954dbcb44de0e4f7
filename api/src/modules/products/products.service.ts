import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import {
  ALL_CATEGORIES,
  restockedSizes,
  sizesAfterWrite,
  type Product,
  type ProductSize,
  type ProductCreateParsed,
  type ProductSort,
  type ProductUpdateParsed,
} from '@wallart/domain';
import { ProductModel } from '../../db/models';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { AuditActor, AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import type { OrderStore } from '../orders/order-store';
import {
  findByIds,
  findCountedPage,
  findByProductId,
  findPage,
  type PageScope,
} from './product-listing';
import { searchProducts } from './search/search-products';
import type { SearchStrategy } from './search/search-strategy';
import { findFiltered, hasFilters, type ListFilters } from './product-filters';
import { createTypoMisses } from './typo-misses';
import { onProductWrites } from '../../db/product-writes';
import { sizeSummaryValues, toProductValues } from './product-row';
import {
  currentSizes,
  lockSizes,
  presentProducts,
  replaceSizes,
  sameSizes,
  syncSizes,
} from './product-sizes';
import { pageWindow } from '../../lib/paging';
import { parseJsonList } from '../../lib/rows';
import { refuseLowResolution } from './print-resolution';
import { keptSizes, refuseSizesOfOtherKind } from './product-kind';
import type { Restock } from '../wishlist/restock-alerts.service';

export interface ProductPage {
  items: Product[];
  total: number;
  /** False when more than `total` products match (a filtered list's capped count). */
  totalExact?: boolean;
}

export interface ListOptions extends ListFilters {
  page: number;
  limit: number;
  /** Newest first when not given; a search without one ranks by relevance. */
  sort?: ProductSort | undefined;
  category?: string | undefined;
  search?: string | undefined;
}

const TRENDING_WINDOW_DAYS = 30;

/**
 * The sizes a product has after a write (PRODUCT §7), or the 400 that tells staff to send
 * `sizes` when a product with several of them is given a top-level price or stock.
 */
function sizesFor(current: ProductSize[] | null, input: ProductUpdateParsed): ProductSize[] {
  const result = sizesAfterWrite(current, input);
  if (!result.ok) {
    const fields = (['price', 'labeledPrice', 'stock'] as const).filter(
      (field) => input[field] !== undefined,
    );
    throw new AppError(
      'invalid',
      result.message,
      fields.map((path) => ({ path, message: result.message })),
    );
  }
  return result.sizes;
}

/** Told, once a write has committed, which sizes it restocked (back-in-stock mail). */
export type OnRestock = (restocks: Restock[]) => void;

/** A page whose total is a lower bound when not `exact` (decisions 0047, 0052). */
function countedPage(items: Product[], total: number, exact: boolean): ProductPage {
  return exact ? { items, total } : { items, total, totalExact: false };
}

export function createProductsService(
  sequelize: Sequelize,
  /** The shop's one order store (app-context.ts), for the best sellers. */
  orders: OrderStore,
  audit: AuditRecorder,
  search: SearchStrategy,
  onRestock: OnRestock = () => {},
) {
  const audited = createAuditedWrites({ sequelize, audit });
  const typoMisses = createTypoMisses();
  // Stock moved by orders changes no word a search reads.
  onProductWrites(sequelize, (change) => {
    if (!change) typoMisses.clear();
  });

  /** Finds a product by its productId and locks its sizes, then its row, for the write. */
  async function lockProduct(productId: string, transaction: Transaction) {
    const found = await ProductModel.findOne({
      attributes: ['id'],
      where: { productId },
      raw: true,
      transaction,
    });
    if (found) await lockSizes([found.id], transaction);
    const product = await ProductModel.findOne({
      where: { productId },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!product) throw notFound('Product');
    return product;
  }

  const presentModel = async (product: ProductModel, transaction?: Transaction) =>
    (await presentProducts([product.get({ plain: true })], transaction))[0] as Product;

  async function newest(limit: number, scope: PageScope = {}) {
    return findPage(sequelize, scope, 'newest', limit, 0);
  }

  /**
   * Best sellers (optionally since a date), topped up with the newest prints; a sold-out
   * print is in neither (PRODUCT §16).
   */
  async function bestSellers(limit: number, since: Date | null): Promise<Product[]> {
    const ids = await orders.bestSellerIds(limit, since);
    const ranked = (await findByIds(sequelize, ids)).filter((row) => Number(row.stock) > 0);
    const topUp =
      ranked.length < limit
        ? await newest(limit - ranked.length, { excludeIds: ids, inStock: true })
        : [];
    return presentProducts([...ranked, ...topUp]);
  }

  return {
    async list(options: ListOptions): Promise<ProductPage> {
      const { offset } = pageWindow(options);
      const { minPrice, maxPrice, size, inStock } = options;
      const filters: ListFilters = { minPrice, maxPrice, size, inStock };
      if (options.search) {
        const { rows, total, exact } = await searchProducts(
          search,
          options.search,
          options.limit,
          offset,
          typoMisses,
          { filters, sort: options.sort },
        );
        return countedPage(await presentProducts(rows), total, exact);
      }
      const category =
        options.category && options.category !== ALL_CATEGORIES ? options.category : undefined;
      const sort = options.sort ?? 'newest';
      if (hasFilters(filters)) {
        const found = await findFiltered(sequelize, {
          filters,
          sort,
          category,
          limit: options.limit,
          offset,
        });
        return countedPage(await presentProducts(found.rows), found.total, found.exact);
      }
      const { rows, total } = await findCountedPage(
        sequelize,
        category,
        sort,
        options.limit,
        offset,
      );
      return { items: await presentProducts(rows), total };
    },

    async get(productId: string): Promise<Product> {
      const row = await findByProductId(sequelize, productId);
      if (!row) throw notFound('Product');
      return (await presentProducts([row]))[0] as Product;
    },

    async newArrivals(limit: number): Promise<Product[]> {
      return presentProducts(await newest(limit));
    },

    async trending(limit: number): Promise<Product[]> {
      const since = new Date(Date.now() - TRENDING_WINDOW_DAYS * 24 * 60 * 60 * 1000);
      return bestSellers(limit, since);
    },

    /** In-stock prints of the product's category, without it; without one, the best sellers. */
    async recommended(productId: string | undefined, limit: number): Promise<Product[]> {
      if (!productId) return bestSellers(limit, null);
      const product = await findByProductId(sequelize, productId);
      if (!product) throw notFound('Product');
      const rows = await newest(limit, {
        category: product.category,
        excludeIds: [product.id],
        inStock: true,
      });
      return presentProducts(rows);
    },

    async create(actor: AuditActor, input: ProductCreateParsed): Promise<Product> {
      try {
        return await audited.create(actor, {
          action: 'product.create',
          entityType: 'product',
          entityId: input.productId,
          create: async (transaction) => {
            const sizes = keptSizes(sizesFor(null, input));
            refuseSizesOfOtherKind(input.kind, sizes);
            if (!input.allowLowResolution) {
              await refuseLowResolution(input.images, sizes, transaction);
            }
            const product = await ProductModel.create(
              {
                productId: input.productId,
                ...toProductValues(input),
                ...sizeSummaryValues(sizes),
              },
              { transaction },
            );
            await replaceSizes(new Map([[product.id, sizes]]), transaction);
            return product;
          },
          present: presentModel,
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
      const result = await audited.change(actor, {
        action: 'product.update',
        entityType: 'product',
        entityId: productId,
        find: (transaction) => lockProduct(productId, transaction),
        present: presentModel,
        change: async (product, transaction) => {
          const current = await currentSizes(product.id, transaction);
          const sizes = keptSizes(sizesFor(current, input));
          const sizesChanged = !sameSizes(current, sizes);
          refuseSizesOfOtherKind(input.kind ?? product.kind, sizes);
          // Judged when the artwork or the sizes are sent, so a stock edit never asks again.
          const judged = input.images !== undefined || input.sizes !== undefined;
          if (judged && !input.allowLowResolution) {
            const images = input.images ?? parseJsonList(product.images);
            await refuseLowResolution(images, sizes, transaction);
          }
          // Price and stock live in the sizes; the row keeps only their summary.
          const { price: _p, labeledPrice: _l, stock: _s, ...fields } = input;
          product.set({ ...toProductValues(fields), ...sizeSummaryValues(sizes) });
          if (!product.changed() && !sizesChanged) return false;
          if (sizesChanged) await syncSizes(product.id, sizes, transaction);
          // A change of sizes alone still marks the product as updated.
          if (sizesChanged && !product.changed()) product.changed('updatedAt', true);
          await product.save({ transaction });
          return true;
        },
      });
      const sizes = restockedSizes(result.before.sizes, result.after.sizes);
      if (sizes.length > 0) onRestock([{ productRefId: Number(result.after._id), sizes }]);
      return result;
    },

    async remove(actor: AuditActor, productId: string): Promise<Product> {
      return audited.remove(actor, {
        action: 'product.delete',
        entityType: 'product',
        entityId: productId,
        find: (transaction) => lockProduct(productId, transaction),
        present: presentModel,
        remove: (product, transaction) => product.destroy({ transaction }),
      });
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
