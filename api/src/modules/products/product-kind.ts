import { DIGITAL_TIER_STOCK, type ProductKind, type ProductSize } from '@wallart/domain';
import { AppError } from '../../lib/app-error';

/**
 * A digital product's sizes are file tiers in pixels ("4000x6000 px"), a print's are in
 * inches or centimetres (PRODUCT §13): a 400 naming each size that does not fit its kind.
 */
export function refuseSizesOfOtherKind(kind: ProductKind, sizes: readonly ProductSize[]): void {
  const errors = sizesOfOtherKind(kind, sizes);
  const [first] = errors;
  if (first) throw new AppError('invalid', first.message, errors);
}

/** Each size that does not fit the kind, with why. */
export function sizesOfOtherKind(kind: ProductKind, sizes: readonly ProductSize[]) {
  return sizes.flatMap((size, index) => {
    const tier = size.unit === 'px';
    if (tier === (kind === 'digital')) return [];
    const message = tier
      ? `"${size.size}" is a file tier: a print's size is in inches or centimetres`
      : `"${size.size}" is not a file tier: a digital size names its pixels, as "4000x6000 px"`;
    return [{ path: `sizes.${index}.size`, message }];
  });
}

/** The sizes as kept: a file tier's stock is DIGITAL_TIER_STOCK, whatever was sent. */
export const keptSizes = (sizes: readonly ProductSize[]): ProductSize[] =>
  sizes.map((size) => (size.unit === 'px' ? { ...size, stock: DIGITAL_TIER_STOCK } : size));
