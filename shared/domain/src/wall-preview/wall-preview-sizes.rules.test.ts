import { describe, expect, it } from 'vitest';
import {
  offersWallPreview,
  wallPreviewDimensions,
  wallPreviewSizes,
} from './wall-preview-sizes.rules';

describe('which sizes can be shown', () => {
  it('uses a size’s own width, height and unit before its label', () => {
    expect(wallPreviewDimensions({ size: 'Large', width: 40, height: 60, unit: 'cm' })).toEqual({
      width: 40,
      height: 60,
      unit: 'cm',
    });
  });

  it('reads the label when the size carries no usable dimensions', () => {
    expect(wallPreviewDimensions({ size: '12x18 in', width: 0, height: 0, unit: 'in' })).toEqual({
      width: 12,
      height: 18,
      unit: 'in',
    });
  });

  it('offers no preview for a label that states nothing and no dimensions', () => {
    expect(wallPreviewDimensions({ size: 'Large' })).toBeNull();
    expect(offersWallPreview([{ size: 'Large' }, { size: 'Small' }])).toBe(false);
    expect(offersWallPreview([{ size: 'Large' }, { size: 'A4' }])).toBe(true);
    expect(wallPreviewSizes([{ size: 'Large' }, { size: 'A4' }]).map((s) => s.size.size)).toEqual([
      'A4',
    ]);
  });
});
