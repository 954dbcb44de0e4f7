import { describe, expect, it } from 'vitest';
import { readSizeDimensions } from '../sizes/size-dimensions.rules';
import {
  drawnPrintRect,
  placePrint,
  toInches,
  wallPreviewCaption,
  wallView,
  type WallScene,
} from './wall-preview.rules';

const SOFA: WallScene = {
  id: 'sofa',
  furniture: 'sofa',
  furnitureWidthIn: 84,
  furnitureTopIn: 34,
  groupWidthIn: 100,
  furnitureCentreIn: 80,
  wallWidthIn: 160,
  wallHeightIn: 100,
};
const dims = (label: string) => {
  const read = readSizeDimensions(label);
  if (!read) throw new Error(`${label} states no dimensions`);
  return read;
};
const FULL = wallView(SOFA, 0, false);

describe('drawn size of a print', () => {
  it('draws 24x36 in exactly twice as wide and as tall as 12x18 in', () => {
    const large = drawnPrintRect(dims('24x36 in'), SOFA, FULL, 1000);
    const small = drawnPrintRect(dims('12x18 in'), SOFA, FULL, 1000);
    expect(large.width / small.width).toBe(2);
    expect(large.height / small.height).toBe(2);
  });

  it('draws an inch as the drawing width over the wall width', () => {
    // 160 in of wall drawn 1000 px wide: 6.25 px an inch, so 24 in is 150 px.
    expect(drawnPrintRect(dims('24x36 in'), SOFA, FULL, 1000)).toMatchObject({
      width: 150,
      height: 225,
    });
  });

  it('draws centimetres as inches: 76.2 x 101.6 cm is 30x40 in', () => {
    const cm = drawnPrintRect(dims('76.2 x 101.6 cm'), SOFA, FULL, 1000);
    const inches = drawnPrintRect(dims('30x40 in'), SOFA, FULL, 1000);
    expect(cm.width).toBeCloseTo(inches.width, 9);
    expect(cm.height).toBeCloseTo(inches.height, 9);
    expect(toInches(2.54, 'cm')).toBeCloseTo(1, 12);
  });

  it('reads an A size in centimetres', () => {
    const a3 = drawnPrintRect(dims('A3'), SOFA, FULL, 1000);
    expect(a3.width).toBeCloseTo((29.7 / 2.54) * 6.25, 9);
  });

  it('keeps the ratio in a narrow view, only larger', () => {
    const narrow = wallView(SOFA, 12, true);
    expect(narrow).toEqual({ leftIn: 26, widthIn: 108 });
    const large = drawnPrintRect(dims('24x36 in'), SOFA, narrow, 390);
    const small = drawnPrintRect(dims('12x18 in'), SOFA, narrow, 390);
    expect(large.width / small.width).toBe(2);
    expect(small.width).toBeCloseTo((12 * 390) / 108, 9);
  });

  it('widens a narrow view for a print wider than the furniture, within the wall', () => {
    expect(wallView(SOFA, 120, true)).toEqual({ leftIn: 16, widthIn: 128 });
    expect(wallView({ ...SOFA, furnitureCentreIn: 30 }, 12, true)).toEqual({
      leftIn: 0,
      widthIn: 108,
    });
  });
});

describe('where a print hangs', () => {
  it('centres a small print at eye level, above the furniture', () => {
    // 57 in centre: bottom 48 in from the floor, top 66 in; the wall shows 100 in.
    expect(placePrint(dims('12x18 in'), SOFA)).toEqual({
      x: 74,
      y: 34,
      width: 12,
      height: 18,
      fits: true,
    });
  });

  it('lifts a tall print to hang a gap above the sofa back', () => {
    // Eye level would put its bottom at 39 in, under 34 + 8: it starts at 42 in.
    const place = placePrint(dims('24x36 in'), SOFA);
    expect(100 - place.y - place.height).toBe(42);
  });

  it('says when a print is larger than the wall shown', () => {
    expect(placePrint({ width: 200, height: 300, unit: 'cm' }, SOFA).fits).toBe(false);
  });
});

describe('the caption', () => {
  it('names the furniture in the size’s unit', () => {
    expect(wallPreviewCaption(dims('24x36 in'), SOFA)).toBe(
      '24 × 36 in on a wall above an 84 in sofa',
    );
    expect(wallPreviewCaption(dims('30x40 cm'), SOFA)).toBe(
      '30 × 40 cm on a wall above a 213 cm sofa',
    );
    expect(
      wallPreviewCaption(dims('12x18 in'), { ...SOFA, furniture: 'bed', furnitureWidthIn: 60 }),
    ).toBe('12 × 18 in on a wall above a 60 in bed');
  });
});
