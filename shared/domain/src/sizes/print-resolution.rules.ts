/**
 * How sharp a print comes out (PRODUCT §13): the dots per inch a product's image gives at a
 * size, and the pixel size that size needs to print at the shop's minimum.
 */
import type { SizeDimensions } from './size-dimensions.rules';

/** Below this a print looks soft on the wall; the API refuses it unless staff insist. */
export const MIN_PRINT_DPI = 150;

const CM_PER_INCH = 2.54;

export interface ImagePixels {
  width: number;
  height: number;
}

/** An uploaded image as the API answers it: where it is and its pixel size. */
export interface StoredImage extends ImagePixels {
  url: string;
}

export interface PrintResolution {
  /** Whole dots per inch along the image's weaker side. */
  dpi: number;
  low: boolean;
  /** The pixels this size needs at MIN_PRINT_DPI, width by height as the size reads. */
  needed: ImagePixels;
}

const inches = (value: number, unit: SizeDimensions['unit']) =>
  unit === 'cm' ? value / CM_PER_INCH : value;

/**
 * The resolution an image prints at in one size. A print may hang either way up, so the image's
 * long side goes along the size's long side.
 */
export function printResolution(pixels: ImagePixels, size: SizeDimensions): PrintResolution {
  const printLong = inches(Math.max(size.width, size.height), size.unit);
  const printShort = inches(Math.min(size.width, size.height), size.unit);
  const imageLong = Math.max(pixels.width, pixels.height);
  const imageShort = Math.min(pixels.width, pixels.height);
  const dpi = Math.floor(Math.min(imageLong / printLong, imageShort / printShort));
  const needed = {
    width: Math.ceil(inches(size.width, size.unit) * MIN_PRINT_DPI),
    height: Math.ceil(inches(size.height, size.unit) * MIN_PRINT_DPI),
  };
  return { dpi, low: dpi < MIN_PRINT_DPI, needed };
}

/** "24x36 in at 100 DPI: needs 3600x5400 px", PRODUCT §13's words. */
export function lowResolutionMessage(label: string, resolution: PrintResolution): string {
  const { dpi, needed } = resolution;
  return `${label} at ${dpi} DPI: needs ${needed.width}x${needed.height} px`;
}

export interface LowResolutionSize {
  index: number;
  size: string;
  message: string;
}

/**
 * The sizes (by position) an image prints below MIN_PRINT_DPI, each with its message. A
 * digital tier (in pixels) is not printed, so never low.
 */
export function lowResolutionSizes(
  pixels: ImagePixels,
  sizes: readonly (Omit<SizeDimensions, 'unit'> & {
    size: string;
    unit: SizeDimensions['unit'] | 'px';
  })[],
): LowResolutionSize[] {
  return sizes.flatMap((size, index) => {
    const unit = size.unit;
    if (unit === 'px') return [];
    const resolution = printResolution(pixels, { ...size, unit });
    return resolution.low
      ? [{ index, size: size.size, message: lowResolutionMessage(size.size, resolution) }]
      : [];
  });
}
