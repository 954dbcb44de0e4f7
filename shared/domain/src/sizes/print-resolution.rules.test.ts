import { describe, expect, it } from 'vitest';
import {
  lowResolutionMessage,
  lowResolutionSizes,
  MIN_PRINT_DPI,
  printResolution,
} from './print-resolution.rules';

describe('print resolution', () => {
  it('says what a 24x36 in print needs, in PRODUCT §13 words', () => {
    const resolution = printResolution(
      { width: 2400, height: 3600 },
      { width: 24, height: 36, unit: 'in' },
    );
    expect(resolution).toEqual({ dpi: 100, low: true, needed: { width: 3600, height: 5400 } });
    expect(lowResolutionMessage('24x36 in', resolution)).toBe(
      '24x36 in at 100 DPI: needs 3600x5400 px',
    );
  });

  it('is not low at exactly the minimum', () => {
    const resolution = printResolution(
      { width: 1800, height: 2700 },
      { width: 12, height: 18, unit: 'in' },
    );
    expect(resolution.dpi).toBe(MIN_PRINT_DPI);
    expect(resolution.low).toBe(false);
  });

  it('turns a landscape image to hang along a portrait size', () => {
    const resolution = printResolution(
      { width: 2700, height: 1800 },
      { width: 12, height: 18, unit: 'in' },
    );
    expect(resolution.dpi).toBe(150);
  });

  it('reads centimetres as inches of 2.54 cm', () => {
    const resolution = printResolution(
      { width: 1181, height: 1575 },
      { width: 20, height: 30, unit: 'cm' },
    );
    expect(resolution.dpi).toBe(133);
    expect(resolution.needed).toEqual({ width: 1182, height: 1772 });
  });

  it('takes the weaker side when the image is not the print shape', () => {
    const resolution = printResolution(
      { width: 3000, height: 3000 },
      { width: 10, height: 30, unit: 'in' },
    );
    expect(resolution.dpi).toBe(100);
  });

  it('lists only the sizes that print low, with their position', () => {
    const sizes = [
      { size: '8x12 in', width: 8, height: 12, unit: 'in' as const },
      { size: '24x36 in', width: 24, height: 36, unit: 'in' as const },
    ];
    expect(lowResolutionSizes({ width: 2400, height: 3600 }, sizes)).toEqual([
      { index: 1, size: '24x36 in', message: '24x36 in at 100 DPI: needs 3600x5400 px' },
    ]);
  });
});
