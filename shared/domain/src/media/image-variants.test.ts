import { describe, expect, it } from 'vitest';
import { GRID_IMAGE_WIDTH, gridImageUrl } from './image-variants';

describe('gridImageUrl', () => {
  it('points an uploaded image at its WebP grid copy beside it', () => {
    expect(gridImageUrl('/uploads/1731000000000-sunset.jpg')).toBe(
      '/uploads/1731000000000-sunset-grid.webp',
    );
  });

  it.each([
    ['/uploads/a.png', '/uploads/a-grid.webp'],
    ['/uploads/a.JPEG', '/uploads/a-grid.webp'],
    ['/uploads/a.webp', '/uploads/a-grid.webp'],
    ['/uploads/a.gif', '/uploads/a-grid.webp'],
  ])('replaces any extension: %s → %s', (url, grid) => {
    expect(gridImageUrl(url)).toBe(grid);
  });

  it('replaces only the last extension of a name with dots', () => {
    expect(gridImageUrl('/uploads/my.best.print.jpg')).toBe('/uploads/my.best.print-grid.webp');
  });

  it('keeps sub-folders under /uploads', () => {
    expect(gridImageUrl('/uploads/2026/11/a.jpg')).toBe('/uploads/2026/11/a-grid.webp');
  });

  it('leaves a grid copy as it is (never "-grid-grid")', () => {
    expect(gridImageUrl('/uploads/a-grid.webp')).toBe('/uploads/a-grid.webp');
  });

  it('still makes a grid copy of an original whose name ends in "-grid" with another extension', () => {
    expect(gridImageUrl('/uploads/a-grid.png')).toBe('/uploads/a-grid-grid.webp');
  });

  it('leaves images from elsewhere as they are', () => {
    expect(gridImageUrl('https://cdn.example.com/uploads/a.jpg')).toBe(
      'https://cdn.example.com/uploads/a.jpg',
    );
    expect(gridImageUrl('http://localhost:3000/uploads/a.jpg')).toBe(
      'http://localhost:3000/uploads/a.jpg',
    );
    expect(gridImageUrl('/images/a.jpg')).toBe('/images/a.jpg');
  });

  it('leaves an upload without an extension as it is', () => {
    expect(gridImageUrl('/uploads/a')).toBe('/uploads/a');
    expect(gridImageUrl('/uploads/')).toBe('/uploads/');
  });

  it('leaves an upload with a query string or fragment as it is', () => {
    expect(gridImageUrl('/uploads/a.jpg?v=2')).toBe('/uploads/a.jpg?v=2');
    expect(gridImageUrl('/uploads/a.jpg#x')).toBe('/uploads/a.jpg#x');
  });

  it('leaves an empty string as it is', () => {
    expect(gridImageUrl('')).toBe('');
  });
});

describe('GRID_IMAGE_WIDTH', () => {
  it('is 480 px', () => {
    expect(GRID_IMAGE_WIDTH).toBe(480);
  });
});
