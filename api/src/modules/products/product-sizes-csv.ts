/**
 * The `sizes` cell of the product CSV (decision 0018): entries separated by "; ", each
 * `label|price|labeledPrice|stock` with an optional `|width|height|unit`, e.g.
 * `12x18 in|4500|5000|3; 18x24 in|6500|7000|2; Large|9000|9500|1|30|40|cm`. Dimensions are
 * written only where the label does not state them as stored, so a file exported and imported
 * again gives the same sizes. A digital product's file tier has no stock and its label states
 * its pixels: `4000x6000 px|4500|5000`.
 */
import { readPixelSize, readSizeDimensions, type ProductSize } from '@wallart/domain';

export const SIZE_ENTRY_SEPARATOR = ';';
export const SIZE_FIELD_SEPARATOR = '|';
const SHAPE =
  'label|price|labeledPrice|stock, optionally followed by |width|height|unit (a file tier: 4000x6000 px|price|labeledPrice)';

/** A file tier whose label states its pixels as stored: written without stock or dimensions. */
function isStatedTier(s: ProductSize): boolean {
  const pixels = readPixelSize(s.size);
  return s.unit === 'px' && pixels?.width === s.width && pixels.height === s.height;
}

/** A number cell: empty is no number at all, so the schema says "must be a number". */
const toNumber = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : Number(text.trim());

export function formatSizesCell(sizes: readonly ProductSize[]): string {
  return sizes
    .map((s) => {
      if (isStatedTier(s)) return [s.size, s.price, s.labeledPrice].join(SIZE_FIELD_SEPARATOR);
      const fields = [s.size, String(s.price), String(s.labeledPrice), String(s.stock ?? 0)];
      const read = readSizeDimensions(s.size);
      const stated =
        read !== null && read.width === s.width && read.height === s.height && read.unit === s.unit;
      if (!stated) fields.push(String(s.width), String(s.height), s.unit);
      return fields.join(SIZE_FIELD_SEPARATOR);
    })
    .join(`${SIZE_ENTRY_SEPARATOR} `);
}

/** How a row's error about one entry reads: "sizes entry 2 ("18x24 in"): …". */
export const sizeEntryLabel = (index: number, label: string | undefined) =>
  `sizes entry ${index + 1}${label ? ` ("${label}")` : ''}`;

export type SizesCell =
  | { ok: true; entries: Record<string, unknown>[] | undefined; labels: string[] }
  | { ok: false; message: string };

/**
 * The entries of a `sizes` cell as the product schema takes them (it checks the values), or
 * a message naming the entry whose shape is wrong. An empty cell is no sizes at all.
 */
export function parseSizesCell(cell: string | undefined): SizesCell {
  const text = (cell ?? '').trim();
  if (text === '') return { ok: true, entries: undefined, labels: [] };
  const entries: Record<string, unknown>[] = [];
  const labels: string[] = [];
  for (const [index, raw] of text.split(SIZE_ENTRY_SEPARATOR).entries()) {
    const fields = raw.split(SIZE_FIELD_SEPARATOR).map((f) => f.trim());
    const [size = '', price, labeledPrice, stock, width, height, unit] = fields;
    const tier = fields.length === 3 && readPixelSize(size) !== null;
    if (!tier && fields.length !== 4 && fields.length !== 7) {
      return {
        ok: false,
        message: `${sizeEntryLabel(index, size || raw.trim())}: expected ${SHAPE}`,
      };
    }
    labels.push(size);
    entries.push({
      size,
      price: toNumber(price),
      labeledPrice: toNumber(labeledPrice),
      // A tier's stock is the shop's own (no limit), whatever a file says.
      stock: tier ? 0 : toNumber(stock),
      ...(fields.length === 7 && {
        width: toNumber(width),
        height: toNumber(height),
        unit: unit ?? '',
      }),
    });
  }
  return { ok: true, entries, labels };
}
