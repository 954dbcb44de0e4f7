import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DIGITAL_TIER_STOCK, productSizeInputSchema } from '@wallart/domain';
import { ProductModel, ProductSizeModel } from '../models';
import { createLocalPrivateFiles } from '../../modules/downloads/private-files';
import { sizeSummaryValues, toProductValues } from '../../modules/products/product-row';
import { replaceSizes } from '../../modules/products/product-sizes';
import { DEMO_DIGITAL_PRODUCTS, renderArtwork } from '../../../demo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo shop's digital artwork (PRODUCT §13): two products whose tiers each have a private
 * file, painted like the prints and sized to the tier, kept in DATA_DIR/private-files.
 */
export async function seedDigitalArtwork(
  dataDir: string,
  images: (
    productId: string,
    art: (typeof DEMO_DIGITAL_PRODUCTS)[number]['art'],
  ) => Promise<string[]>,
  started: number,
): Promise<void> {
  const files = createLocalPrivateFiles(path.join(dataDir, 'private-files'));
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'wallart-digital-'));
  try {
    for (const demo of DEMO_DIGITAL_PRODUCTS) {
      const createdAt = new Date(started - demo.createdDaysAgo * DAY_MS);
      // The label states the tier's pixels; the file's own width and height are for the file.
      const sizes = demo.tiers.map(({ size, price, labeledPrice }) =>
        productSizeInputSchema.parse({ size, price, labeledPrice, stock: DIGITAL_TIER_STOCK }),
      );
      const { tiers: _tiers, createdDaysAgo: _days, art, ...fields } = demo;
      const product = await ProductModel.create({
        productId: demo.productId,
        ...toProductValues({
          ...fields,
          kind: 'digital',
          stock: 0,
          images: await images(demo.productId, art),
        }),
        ...sizeSummaryValues(sizes),
        createdAt,
        updatedAt: createdAt,
      });
      await replaceSizes(new Map([[product.id, sizes]]));
      const stem = `digital-${demo.productId.toLowerCase()}`;
      const { file } = await renderArtwork(art, 0, scratch, stem);
      for (const tier of demo.tiers) {
        const key = `${stem}-${tier.width}x${tier.height}.jpg`;
        const tierFile = path.join(scratch, key);
        const { size } = await sharp(path.join(scratch, file))
          .resize(tier.width, tier.height)
          .jpeg({ quality: 90 })
          .toFile(tierFile);
        if ((await files.size(key)) === null) await files.put(key, { path: tierFile, size });
        await ProductSizeModel.update(
          { fileKey: key },
          { where: { productRefId: product.id, size: tier.size } },
        );
      }
    }
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
