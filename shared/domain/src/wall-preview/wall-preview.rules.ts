/**
 * "View on a wall" (PRODUCT §9): a print drawn to true scale in a room scene whose furniture
 * has known real dimensions. Pure maths: where a print hangs in a scene, how many drawn pixels
 * an inch is, and the caption under the drawing (which sizes can be shown: wall-preview-sizes).
 */
import type { SizeDimensions, SizeUnit } from '../sizes/size-dimensions.rules';

export const CM_PER_INCH = 2.54;
/** The height of a hung print's centre, in inches from the floor: the usual gallery rule. */
export const EYE_LEVEL_IN = 57;
/** The least space between a piece of furniture's top and the print above it, in inches. */
export const GAP_ABOVE_FURNITURE_IN = 8;
/** The space kept free on each side of the furniture (or the print) in a narrow view. */
export const NARROW_VIEW_MARGIN_IN = 4;

/** A length in inches. */
export const toInches = (value: number, unit: SizeUnit) =>
  unit === 'in' ? value : value / CM_PER_INCH;

/** A length in inches, in the given unit. */
export const fromInches = (inches: number, unit: SizeUnit) =>
  unit === 'in' ? inches : inches * CM_PER_INCH;

/** A room scene's real measurements, in inches. */
export interface WallScene {
  id: string;
  /** What stands under the print, as the caption names it ("sofa", "dining table"). */
  furniture: string;
  /** The furniture's real width. */
  furnitureWidthIn: number;
  /** The height of the furniture's top (a sofa's back, a headboard) from the floor. */
  furnitureTopIn: number;
  /**
   * The width of the furniture with what stands beside it (side table, chairs, nightstands):
   * what a narrow view keeps in sight.
   */
  groupWidthIn: number;
  /** The furniture's centre, from the wall's left edge: the print hangs centred over it. */
  furnitureCentreIn: number;
  /** The width of wall the whole drawing shows. */
  wallWidthIn: number;
  /** The height of wall the drawing shows, from the floor up. */
  wallHeightIn: number;
}

/** A print's place on a scene's wall, in inches: x from the wall's left edge, y from its top. */
export interface PrintPlacement {
  x: number;
  y: number;
  width: number;
  height: number;
  /** False when the print is larger than the wall the scene shows. */
  fits: boolean;
}

/**
 * Where a print hangs: centred over the furniture, its centre at eye level unless that would
 * bring it closer than the gap to the furniture's top, in which case it sits that gap above.
 */
export function placePrint(dimensions: SizeDimensions, scene: WallScene): PrintPlacement {
  const width = toInches(dimensions.width, dimensions.unit);
  const height = toInches(dimensions.height, dimensions.unit);
  const bottom = Math.max(EYE_LEVEL_IN - height / 2, scene.furnitureTopIn + GAP_ABOVE_FURNITURE_IN);
  const x = scene.furnitureCentreIn - width / 2;
  return {
    x,
    y: scene.wallHeightIn - bottom - height,
    width,
    height,
    fits: bottom + height <= scene.wallHeightIn && x >= 0 && x + width <= scene.wallWidthIn,
  };
}

/** The part of a scene's wall a drawing shows, in inches from the wall's left edge. */
export interface WallView {
  leftIn: number;
  widthIn: number;
}

/**
 * The whole wall, or on a narrow screen a crop around the furniture group (and the print, when
 * it is wider), so both are drawn as large as the screen allows. The crop never leaves the wall.
 */
export function wallView(scene: WallScene, printWidthIn: number, narrow: boolean): WallView {
  if (!narrow) return { leftIn: 0, widthIn: scene.wallWidthIn };
  const wanted = Math.max(scene.groupWidthIn, printWidthIn) + 2 * NARROW_VIEW_MARGIN_IN;
  const widthIn = Math.min(scene.wallWidthIn, wanted);
  const leftIn = Math.min(
    Math.max(scene.furnitureCentreIn - widthIn / 2, 0),
    scene.wallWidthIn - widthIn,
  );
  return { leftIn, widthIn };
}

/** Drawn pixels per real inch when a view's width is drawn `drawingWidthPx` wide. */
export const pixelsPerInch = (view: WallView, drawingWidthPx: number) =>
  drawingWidthPx / view.widthIn;

/** A print's rectangle in drawn pixels, inside a drawing `drawingWidthPx` wide of this view. */
export function drawnPrintRect(
  dimensions: SizeDimensions,
  scene: WallScene,
  view: WallView,
  drawingWidthPx: number,
): { x: number; y: number; width: number; height: number } {
  const scale = pixelsPerInch(view, drawingWidthPx);
  const place = placePrint(dimensions, scene);
  return {
    x: (place.x - view.leftIn) * scale,
    y: place.y * scale,
    width: place.width * scale,
    height: place.height * scale,
  };
}

/** "a" or "an" before a number as it is read aloud ("an 84", "a 72", "an 18"). */
function articleFor(figure: number): string {
  const digits = String(figure);
  return /^8/.test(digits) || /^1[18](\d{3})*$/.test(digits) ? 'an' : 'a';
}

/** "24 × 36 in on a wall above an 84 in sofa": the furniture in the size's own unit. */
export function wallPreviewCaption(dimensions: SizeDimensions, scene: WallScene): string {
  const { size, article, length, unit } = wallPreviewCaptionParts(dimensions, scene);
  return `${size} on a wall above ${article} ${length} ${unit} ${scene.furniture}`;
}

/** The caption's figures, for a language that words it its own way. */
export function wallPreviewCaptionParts(dimensions: SizeDimensions, scene: WallScene) {
  const length = Math.round(fromInches(scene.furnitureWidthIn, dimensions.unit));
  const size = `${dimensions.width} × ${dimensions.height} ${dimensions.unit}`;
  return { size, article: articleFor(length), length, unit: dimensions.unit };
}
