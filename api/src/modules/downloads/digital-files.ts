import crypto from 'node:crypto';
import { fileTypeFromFile } from 'file-type';
import type { Transaction } from 'sequelize';
import { sameSizeLabel, type Product } from '@wallart/domain';
import { ProductModel, ProductSizeModel } from '../../db/models';
import { AppError, notFound } from '../../lib/app-error';
import type { AuditActor } from '../audit/audit.service';
import type { createAuditedWrites } from '../audit/audited-write';
import { presentProducts } from '../products/product-sizes';
import type { FileOnDisk, PrivateFiles } from './private-files';

/** The image types a digital tier's file may be, by content, with the extension kept. */
const FILE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  'image/avif': 'avif',
  'image/heic': 'heic',
};

/** The content type a stored file is sent with, by its extension. */
export function contentTypeOf(fileKey: string): string {
  const ext = fileKey.slice(fileKey.lastIndexOf('.') + 1);
  return Object.entries(FILE_TYPES).find(([, e]) => e === ext)?.[0] ?? 'application/octet-stream';
}

type AuditedWrites = ReturnType<typeof createAuditedWrites>;

/**
 * Staff's upload of a digital tier's file (PRODUCT §13): an image judged by its content,
 * stored privately under a new name, and named by the tier; recorded as a product update.
 * A file already bought stays with the orders that bought it (their lines keep its name).
 */
export function createDigitalFiles(audited: AuditedWrites, files: PrivateFiles) {
  return {
    async upload(actor: AuditActor, productId: string, size: string, file: FileOnDisk) {
      const type = await fileTypeFromFile(file.path);
      const ext = type && FILE_TYPES[type.mime];
      if (!ext) {
        throw new AppError(
          'unsupported_media_type',
          'A digital file is an image (JPEG, PNG, WebP, TIFF, AVIF or HEIC)',
        );
      }
      const product = await ProductModel.findOne({ where: { productId }, raw: true });
      if (!product) throw notFound('Product');
      if (product.kind !== 'digital') {
        const message = `${product.name} is a print: only digital artwork has files`;
        throw new AppError('invalid', message, [{ path: 'productId', message }]);
      }
      const tiers = await ProductSizeModel.findAll({ where: { productRefId: product.id } });
      const tier = tiers.find((t) => sameSizeLabel(t.size, size));
      if (!tier) {
        const message = `${product.name} has no tier "${size}"`;
        throw new AppError('invalid', message, [{ path: 'size', message }]);
      }
      const key = `digital-${product.id}-${tier.id}-${crypto.randomBytes(8).toString('hex')}.${ext}`;
      await files.put(key, file);
      const present = async (transaction: Transaction): Promise<Product> => {
        const row = await ProductModel.findByPk(product.id, { raw: true, transaction });
        const [shown] = row ? await presentProducts([row], transaction) : [];
        if (!shown) throw notFound('Product');
        return shown;
      };
      const { after } = await audited.change(actor, {
        action: 'product.update',
        entityType: 'product',
        entityId: productId,
        find: async (transaction) => {
          const row = await ProductSizeModel.findByPk(tier.id, {
            transaction,
            lock: transaction.LOCK.UPDATE,
          });
          if (!row) throw notFound('Tier');
          return row;
        },
        present: (_row, transaction) => present(transaction),
        change: async (row, transaction) => {
          await row.update({ fileKey: key }, { transaction });
          // The product's row marks the change, so the catalogue's kept answers are dropped.
          await ProductModel.update(
            { updatedAt: new Date() },
            { where: { id: product.id }, transaction },
          );
        },
      });
      return after;
    },
  };
}
