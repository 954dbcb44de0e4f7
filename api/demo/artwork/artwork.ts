import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { Canvas, H, Rng, W, type ArtSpec, type ArtStyle } from './artwork-kit';
import { paintStillLife } from './artwork-dining';
import { paintCafe, paintPoster } from './artwork-posters';
import { closeUp, roomMockup, type Layer } from './artwork-room';
import {
  paintBuddha,
  paintGeometric,
  paintLotus,
  paintStainedGlass,
  paintStupa,
} from './artwork-sacred';
import {
  paintAbstract,
  paintBotanical,
  paintCoast,
  paintLandscape,
  paintMandala,
  paintWaves,
} from './artwork-styles';

export { ART_STYLES } from './artwork-kit';
export type { ArtMotif, ArtSpec, ArtStyle } from './artwork-kit';

export const ARTWORK_WIDTH = W;
export const ARTWORK_HEIGHT = H;
export const GRID_WIDTH = 480;

const PAINTERS: Record<ArtStyle, (c: Canvas, spec: ArtSpec) => void> = {
  landscape: paintLandscape,
  coast: paintCoast,
  abstract: paintAbstract,
  waves: paintWaves,
  botanical: paintBotanical,
  mandala: paintMandala,
  geometric: paintGeometric,
  lotus: paintLotus,
  stupa: paintStupa,
  buddha: paintBuddha,
  stainedGlass: paintStainedGlass,
  stillLife: paintStillLife,
  cafe: paintCafe,
  poster: paintPoster,
};

function paintArt(spec: ArtSpec, seed: number, prefix: string): Layer {
  const canvas = new Canvas(
    new Rng(seed),
    spec.palette.length ? spec.palette : ['#888888'],
    prefix,
  );
  PAINTERS[spec.style](canvas, spec);
  return { defs: canvas.defs.join(''), body: canvas.body.join('') };
}

/**
 * Builds the SVG of one view of an artwork. Variant 0 is the artwork itself; then, in turn,
 * a room mock-up, a close-up crop and a new composition from a shifted seed.
 */
export function buildArtworkSvg(spec: ArtSpec, variant = 0): string {
  const v = Math.max(0, Math.floor(variant));
  const round = Math.floor(v / 3);
  const seed = (spec.seed + round * 7919) >>> 0;
  let layer: Layer;
  if (v % 3 === 0) layer = paintArt(spec, seed, 'a');
  else if (v % 3 === 1) layer = roomMockup(spec, paintArt(spec, spec.seed, 'a'), seed);
  else layer = closeUp(spec, paintArt(spec, spec.seed, 'a'), seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${layer.defs}</defs>${layer.body}</svg>`
  );
}

/**
 * Renders one view of an artwork to `<outDir>/<stem>.jpg` (900×1200) and a grid copy
 * `<outDir>/<stem>-grid.webp` (480 px wide), and answers both file names.
 */
export async function renderArtwork(
  spec: ArtSpec,
  variant: number,
  outDir: string,
  stem: string,
): Promise<{ file: string; gridFile: string }> {
  await mkdir(outDir, { recursive: true });
  const svg = buildArtworkSvg(spec, variant);
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const file = `${stem}.jpg`;
  const gridFile = `${stem}-grid.webp`;
  await Promise.all([
    sharp(data, raw).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(outDir, file)),
    sharp(data, raw)
      .resize({ width: GRID_WIDTH })
      .webp({ quality: 72 })
      .toFile(path.join(outDir, gridFile)),
  ]);
  return { file, gridFile };
}
