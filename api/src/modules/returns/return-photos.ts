import { fileTypeFromBuffer } from 'file-type';
import type { Sequelize, Transaction } from 'sequelize';
import { MAX_RETURN_PHOTOS, type OrderReturn } from '@wallart/domain';
import { OrderModel, OrderReturnModel } from '../../db/models';
import { isAdmin, type Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import { isOwnShownOrder } from '../orders/order-visibility';
import type { SlipStore } from '../payments/slip-store';
import { linesOfReturns, photoKeysOf, presentReturn } from './return-rows';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
type PhotoType = (typeof PHOTO_TYPES)[number];
const isPhotoType = (mime: string): mime is PhotoType =>
  (PHOTO_TYPES as readonly string[]).includes(mime);

/**
 * A return's photos (PRODUCT §13): up to 5 images, judged by their content, kept privately
 * (DATA_DIR/return-photos, never under /uploads) and read only by the shopper and staff.
 */
export function createReturnPhotos(sequelize: Sequelize, files: SlipStore) {
  /** The return and its order, when the caller may see it (the owner, or staff to read). */
  async function visible(actor: Actor, id: number, staffToo: boolean, t?: Transaction) {
    const row = await OrderReturnModel.findByPk(id, {
      transaction: t,
      ...(t && { lock: t.LOCK.UPDATE }),
    });
    const order = row ? await OrderModel.findByPk(row.orderRefId, { transaction: t }) : null;
    const allowed = order && (isOwnShownOrder(actor, order) || (staffToo && isAdmin(actor)));
    if (!row || !order || !allowed) throw notFound('Return');
    return { row, order };
  }

  return {
    async add(actor: Actor, id: number, bytes: Buffer): Promise<OrderReturn> {
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !isPhotoType(type.mime)) {
        throw new AppError('unsupported_media_type', 'A photo is a JPEG, PNG or WebP image');
      }
      const mime = type.mime;
      const first = await visible(actor, id, false);
      const key = await files.put(`return-${first.row.id}`, bytes, mime);
      try {
        return await sequelize.transaction(async (t) => {
          const { row, order } = await visible(actor, id, false, t);
          if (row.status !== 'requested' && row.status !== 'approved') {
            throw conflict('Photos can be added while the return is requested or approved');
          }
          const keys = photoKeysOf(row);
          if (keys.length >= MAX_RETURN_PHOTOS) {
            throw conflict(`A return holds at most ${MAX_RETURN_PHOTOS} photos`);
          }
          await row.update({ photos: JSON.stringify([...keys, key]) }, { transaction: t });
          const lines = (await linesOfReturns([row.id], t)).get(row.id) ?? [];
          return presentReturn(row, order.orderID, lines);
        });
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },

    /** One photo by its place, for the shopper or staff. */
    async open(actor: Actor, id: number, index: number) {
      const { row } = await visible(actor, id, true);
      const key = photoKeysOf(row)[index];
      const file = key ? await files.open(key) : null;
      if (!key || !file) throw notFound('Photo');
      const ext = key.slice(key.lastIndexOf('.') + 1);
      return { ...file, type: ext === 'jpg' ? 'image/jpeg' : `image/${ext}` };
    },
  };
}

export type ReturnPhotos = ReturnType<typeof createReturnPhotos>;
