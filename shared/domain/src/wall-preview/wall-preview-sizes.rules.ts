/**
 * Which of a product's sizes "View on a wall" can draw (PRODUCT §9): those whose real
 * dimensions are known. Kept apart from the scene maths, so the product page can decide
 * whether to offer the preview without loading it.
 */
import {
  readSizeDimensions,
  type SizeDimensions,
  type SizeUnit,
} from '../sizes/size-dimensions.rules';

/** A size as a product answers it, or as far as a caller knows it. */
export interface SizeWithDimensions {
  size: string;
  width?: number | null;
  height?: number | null;
  /** `px`: a digital tier, which is never drawn on a wall. */
  unit?: SizeUnit | 'px' | null;
}

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The real dimensions a size is drawn at: its own width, height and unit when it carries them,
 * else what its label states ("12x18 in", "A3"), else null: that size gets no preview.
 */
export function wallPreviewDimensions(size: SizeWithDimensions): SizeDimensions | null {
  const { width, height, unit } = size;
  if (unit === 'px') return null;
  if (usable(width) && usable(height) && (unit === 'in' || unit === 'cm')) {
    return { width, height, unit };
  }
  return readSizeDimensions(size.size);
}

/** The sizes that can be drawn on a wall, in the product's order, with their dimensions. */
export function wallPreviewSizes<T extends SizeWithDimensions>(
  sizes: readonly T[],
): { size: T; dimensions: SizeDimensions }[] {
  return sizes.flatMap((size) => {
    const dimensions = wallPreviewDimensions(size);
    return dimensions ? [{ size, dimensions }] : [];
  });
}

/** True when at least one size can be drawn: otherwise the product page offers no preview. */
export const offersWallPreview = (sizes: readonly SizeWithDimensions[]) =>
  sizes.some((size) => wallPreviewDimensions(size) !== null);
