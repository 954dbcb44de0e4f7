import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, productCreateSchema, productIdSchema } from '@wallart/domain';
import { ART_STYLES, buildArtworkSvg, renderArtwork, type ArtSpec } from './artwork';
import { DEMO_PRODUCTS } from '../demo-catalogue';

const SPEC: ArtSpec = {
  style: 'landscape',
  palette: ['#a9bfd2', '#f3d3a8', '#8ea3a8', '#4d6470', '#22333d'],
  seed: 42,
  motif: 'tea',
};

describe('buildArtworkSvg', () => {
  it('is deterministic for the same spec and variant', () => {
    for (const variant of [0, 1, 2, 3]) {
      expect(buildArtworkSvg(SPEC, variant)).toBe(buildArtworkSvg({ ...SPEC }, variant));
    }
  });

  it('draws a different picture for each variant and each seed', () => {
    const views = [0, 1, 2, 3].map((variant) => buildArtworkSvg(SPEC, variant));
    expect(new Set(views).size).toBe(views.length);
    expect(buildArtworkSvg({ ...SPEC, seed: 43 })).not.toBe(views[0]);
  });

  it('draws every style and every catalogue product as a 900×1200 SVG', () => {
    const specs = [
      ...ART_STYLES.map((style) => ({ ...SPEC, style, motif: undefined })),
      ...DEMO_PRODUCTS.map((p) => p.art),
    ];
    for (const spec of specs) {
      for (const variant of [0, 1]) {
        const svg = buildArtworkSvg(spec, variant);
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="900" height="1200"/,
        );
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
  });
});

describe('renderArtwork', () => {
  let dir = '';

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'wallart-art-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a 900×1200 JPEG and a 480 px wide WebP grid copy', async () => {
    const result = await renderArtwork(SPEC, 0, dir, 'demo-a');
    expect(result).toEqual({ file: 'demo-a.jpg', gridFile: 'demo-a-grid.webp' });

    const jpeg = await sharp(path.join(dir, result.file)).metadata();
    expect(jpeg).toMatchObject({ format: 'jpeg', width: 900, height: 1200 });

    const grid = await sharp(path.join(dir, result.gridFile)).metadata();
    expect(grid).toMatchObject({ format: 'webp', width: 480, height: 640 });
  });

  it('renders the same bytes twice and other bytes for another variant', async () => {
    const first = await renderArtwork(SPEC, 1, dir, 'demo-b');
    const again = await renderArtwork(SPEC, 1, dir, 'demo-c');
    const other = await renderArtwork(SPEC, 0, dir, 'demo-d');
    const read = (file: string) => readFile(path.join(dir, file));
    expect((await read(first.file)).equals(await read(again.file))).toBe(true);
    expect((await read(first.gridFile)).equals(await read(again.gridFile))).toBe(true);
    expect((await read(first.file)).equals(await read(other.file))).toBe(false);
  });

  it('creates the output folder when it is missing', async () => {
    const nested = path.join(dir, 'a', 'b');
    const result = await renderArtwork({ ...SPEC, style: 'poster', title: 'CAFÉ' }, 0, nested, 'x');
    expect((await sharp(path.join(nested, result.file)).metadata()).width).toBe(900);
  });
});

describe('DEMO_PRODUCTS', () => {
  it('holds at least 40 products, at least 10 in every category', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(40);
    for (const category of CATEGORIES) {
      expect(DEMO_PRODUCTS.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(
        10,
      );
    }
  });

  it('has unique, valid product ids', () => {
    const ids = DEMO_PRODUCTS.map((p) => p.productId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(productIdSchema.safeParse(id).success).toBe(true);
      expect(id).toMatch(/^WA-(LR|RE|KI|RS)-\d{3}$/);
    }
  });

  it('passes the product create schema', () => {
    for (const { createdDaysAgo: _days, art: _art, ...product } of DEMO_PRODUCTS) {
      const parsed = productCreateSchema.safeParse(product);
      expect(parsed.success, `${product.productId}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('looks like a real shop: prices, stock, discounts and dates', () => {
    expect(DEMO_PRODUCTS.filter((p) => p.stock === 0)).toHaveLength(3);
    expect(DEMO_PRODUCTS.filter((p) => p.stock > 0 && p.stock <= 4).length).toBeGreaterThanOrEqual(
      3,
    );
    const discounted = DEMO_PRODUCTS.filter((p) => p.labeledPrice > p.price);
    expect(discounted.length).toBeGreaterThanOrEqual(10);
    for (const p of DEMO_PRODUCTS) {
      expect(p.labeledPrice).toBeGreaterThanOrEqual(p.price);
      expect(p.price).toBeGreaterThanOrEqual(3500);
      expect(p.labeledPrice).toBeLessThanOrEqual(48000);
      expect(Number.isInteger(p.price) && Number.isInteger(p.labeledPrice)).toBe(true);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(120);
      expect(p.altNames.length).toBeGreaterThanOrEqual(2);
      expect(p.art.palette.length).toBeGreaterThanOrEqual(3);
      expect(p.art.palette.every((c) => /^#[0-9a-f]{6}$/i.test(c))).toBe(true);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.createdDaysAgo)).size).toBeGreaterThan(30);
  });
});
