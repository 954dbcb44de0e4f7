import { describe, expect, it } from 'vitest';
import { PRINT_SIZES } from '../catalog/print-sizes';
import { formatSizeDimensions, readSizeDimensions } from './size-dimensions.rules';

describe('readSizeDimensions', () => {
  it.each([
    ['12x18 in', { width: 12, height: 18, unit: 'in' }],
    ['30 x 40 cm', { width: 30, height: 40, unit: 'cm' }],
    ['24×36in', { width: 24, height: 36, unit: 'in' }],
    ['Framed 24x36 in', { width: 24, height: 36, unit: 'in' }],
    ['12X18 IN', { width: 12, height: 18, unit: 'in' }],
    ['16 x 20 inches', { width: 16, height: 20, unit: 'in' }],
    ['8x10"', { width: 8, height: 10, unit: 'in' }],
    ['20.5 x 30,5 cm', { width: 20.5, height: 30.5, unit: 'cm' }],
    ['300 x 400 mm', { width: 30, height: 40, unit: 'cm' }],
    ['24x36 in (framed)', { width: 24, height: 36, unit: 'in' }],
  ] as const)('reads "%s"', (label, expected) => {
    expect(readSizeDimensions(label)).toEqual(expected);
  });

  it.each([
    ['A0', 84.1, 118.9],
    ['A1', 59.4, 84.1],
    ['A2', 42, 59.4],
    ['A3', 29.7, 42],
    ['A4', 21, 29.7],
    ['A5', 14.8, 21],
  ] as const)('reads the ISO paper size %s in centimetres, portrait', (label, width, height) => {
    expect(readSizeDimensions(label)).toEqual({ width, height, unit: 'cm' });
    expect(readSizeDimensions(`Framed ${label.toLowerCase()}`)).toEqual({
      width,
      height,
      unit: 'cm',
    });
  });

  it('prefers figures the label states over an A size in it', () => {
    expect(readSizeDimensions('A3 (30x42 cm)')).toEqual({ width: 30, height: 42, unit: 'cm' });
  });

  it.each(['Large', 'Small framed', '12x18', 'A6', 'A33', 'AA3', '0x18 in', '12x18 inside', ''])(
    'returns null for "%s", which does not state dimensions',
    (label) => {
      expect(readSizeDimensions(label)).toBeNull();
    },
  );

  it('reads every default print size', () => {
    for (const size of PRINT_SIZES) expect(readSizeDimensions(size)).not.toBeNull();
  });
});

describe('formatSizeDimensions', () => {
  it('writes width × height and the unit', () => {
    expect(formatSizeDimensions({ width: 29.7, height: 42, unit: 'cm' })).toBe('29.7 × 42 cm');
  });
});
