import { UniqueConstraintError } from 'sequelize';
import { WISHLIST_MAX_ITEMS, type WishlistEntry } from '@wallart/domain';
import { ProductModel, WishlistItemModel, type ProductRow, type RawRow } from '../../db/models';
import { conflict, notFound } from '../../lib/app-error';
import { pageWindow } from '../../lib/paging';
import { PRODUCT_COLUMNS } from '../products/product-row';
import { presentProducts } from '../products/product-sizes';
import type { ProductPage } from '../products/products.service';

/**
 * A signed-in shopper's saved prints (PRODUCT §9, decision 0043). Every call names its owner:
 * nothing here reads or changes another account's list. Saving and removing are idempotent.
 */
export function createWishlistService() {
  async function productRefOf(productId: string): Promise<number> {
    const found = await ProductModel.findOne({
      attributes: ['id'],
      where: { productId },
      raw: true,
    });
    if (!found) throw notFound('Product');
    return found.id;
  }

  return {
    /** The saved prints, the latest saved first, as a page of the catalogue. */
    async list(userId: number, paging: { page: number; limit: number }): Promise<ProductPage> {
      const { offset } = pageWindow(paging);
      const [saved, total] = await Promise.all([
        WishlistItemModel.findAll({
          attributes: ['productRefId'],
          where: { userId },
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          limit: paging.limit,
          offset,
          raw: true,
        }),
        WishlistItemModel.count({ where: { userId } }),
      ]);
      const ids = saved.map((s) => s.productRefId);
      const rows: RawRow<ProductRow>[] = ids.length
        ? await ProductModel.findAll({
            attributes: [...PRODUCT_COLUMNS],
            where: { id: ids },
            raw: true,
          })
        : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      return { items: await presentProducts(ordered), total };
    },

    async get(userId: number, productId: string): Promise<WishlistEntry> {
      const productRefId = await productRefOf(productId);
      const found = await WishlistItemModel.count({ where: { userId, productRefId } });
      return { productId, saved: found > 0 };
    },

    /** Saves the print; saving it again changes nothing. A full list refuses a new print. */
    async save(userId: number, productId: string): Promise<WishlistEntry> {
      const productRefId = await productRefOf(productId);
      if ((await WishlistItemModel.count({ where: { userId, productRefId } })) > 0) {
        return { productId, saved: true };
      }
      if ((await WishlistItemModel.count({ where: { userId } })) >= WISHLIST_MAX_ITEMS) {
        throw conflict(
          `Your wishlist is full (${WISHLIST_MAX_ITEMS} prints): remove one to save another`,
        );
      }
      try {
        await WishlistItemModel.create({ userId, productRefId });
      } catch (error) {
        // Saved by a second call at the same moment: it is on the list once.
        if (!(error instanceof UniqueConstraintError)) throw error;
      }
      return { productId, saved: true };
    },

    /** Takes the print off the list; taking it off again changes nothing. */
    async remove(userId: number, productId: string): Promise<WishlistEntry> {
      const productRefId = await productRefOf(productId);
      await WishlistItemModel.destroy({ where: { userId, productRefId } });
      return { productId, saved: false };
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
