import type { Transaction } from 'sequelize';
import {
  lowResolutionSizes,
  type ImagePixels,
  type LowResolutionSize,
  type ProductSize,
} from '@wallart/domain';
import { ImagePixelsModel } from '../../db/models';
import { AppError } from '../../lib/app-error';

/** The pixel sizes the shop kept for these image URLs on upload (PRODUCT §13). */
export async function pixelsOfImages(
  urls: readonly string[],
  transaction?: Transaction,
): Promise<Map<string, ImagePixels>> {
  if (urls.length === 0) return new Map();
  const rows = await ImagePixelsModel.findAll({
    where: { url: [...new Set(urls)] },
    raw: true,
    transaction,
  });
  return new Map(rows.map((row) => [row.url, { width: row.width, height: row.height }]));
}

/**
 * The sizes a print's first image (the artwork it is printed from, decision 0120) would print
 * below 150 DPI at. An image the shop did not upload has no known size and is not judged.
 */
export function lowSizesOf(
  images: readonly string[],
  sizes: readonly ProductSize[],
  pixels: Map<string, ImagePixels>,
): LowResolutionSize[] {
  const artwork = images[0] === undefined ? undefined : pixels.get(images[0]);
  return artwork ? lowResolutionSizes(artwork, sizes) : [];
}

/** The 400 for a write that would print a size too soft, unless staff said they know. */
export async function refuseLowResolution(
  images: readonly string[],
  sizes: readonly ProductSize[],
  transaction: Transaction,
): Promise<void> {
  const low = lowSizesOf(images, sizes, await pixelsOfImages(images.slice(0, 1), transaction));
  if (low.length === 0) return;
  throw new AppError(
    'invalid',
    `The image is too small to print well: ${low.map((size) => size.message).join('; ')}. ` +
      'Send allowLowResolution: true to keep these sizes anyway',
    low.map((size) => ({ path: `sizes.${size.index}.size`, message: size.message })),
  );
}
