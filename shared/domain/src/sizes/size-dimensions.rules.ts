/**
 * Reading a print's dimensions from its size label ("12x18 in", "30 x 40 cm", "A3",
 * "Framed 24x36 in"), so staff only type width, height and unit for a label that does not
 * say them ("Large").
 */

export const SIZE_UNITS = ['in', 'cm'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

export interface SizeDimensions {
  width: number;
  height: number;
  unit: SizeUnit;
}

/** ISO 216 A sizes in centimetres, portrait (width × height). */
export const ISO_PAPER_SIZES_CM: Readonly<Record<string, { width: number; height: number }>> = {
  A0: { width: 84.1, height: 118.9 },
  A1: { width: 59.4, height: 84.1 },
  A2: { width: 42, height: 59.4 },
  A3: { width: 29.7, height: 42 },
  A4: { width: 21, height: 29.7 },
  A5: { width: 14.8, height: 21 },
};

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
/** `12x18 in`, `30 x 40 cm`, `24×36in`, `12*18"`, `300x400 mm`; the unit must be a whole word. */
const WIDTH_BY_HEIGHT = new RegExp(
  String.raw`${NUMBER}\s*[x×*]\s*${NUMBER}\s*(inches|inch|in|"|″|cm|mm)(?![a-z])`,
  'i',
);
const ISO_PAPER = /(?:^|[^a-z0-9])(A[0-5])(?![a-z0-9])/i;

const toNumber = (text: string) => Number(text.replace(',', '.'));

/**
 * The dimensions a size label states, or null when it states none ("Large", "12x18" with no
 * unit). Width is the first figure, height the second. Millimetres are given in centimetres;
 * an A size is ISO 216 portrait in centimetres. Explicit figures win over an A size.
 */
export function readSizeDimensions(label: string): SizeDimensions | null {
  const match = WIDTH_BY_HEIGHT.exec(label);
  if (match) {
    const [, w = '', h = '', rawUnit = ''] = match;
    const unitText = rawUnit.toLowerCase();
    const scale = unitText === 'mm' ? 0.1 : 1;
    const unit: SizeUnit = unitText === 'cm' || unitText === 'mm' ? 'cm' : 'in';
    const width = Math.round(toNumber(w) * scale * 100) / 100;
    const height = Math.round(toNumber(h) * scale * 100) / 100;
    if (width > 0 && height > 0) return { width, height, unit };
    return null;
  }
  const paper = ISO_PAPER.exec(label)?.[1]?.toUpperCase();
  const iso = paper ? ISO_PAPER_SIZES_CM[paper] : undefined;
  return iso ? { ...iso, unit: 'cm' } : null;
}

/** "12 × 18 in", "29.7 × 42 cm": how the dimensions read on a page. */
export function formatSizeDimensions({ width, height, unit }: SizeDimensions): string {
  return `${width} × ${height} ${unit}`;
}
