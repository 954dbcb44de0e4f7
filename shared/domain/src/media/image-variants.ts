/**
 * Every image stored under /uploads has a smaller WebP copy for grids beside it:
 * `/uploads/<stem>.<ext>` → `/uploads/<stem>-grid.webp`. Images from elsewhere have none.
 */
export const GRID_IMAGE_WIDTH = 480;

export function gridImageUrl(url: string): string {
  const match = /^(\/uploads\/[^?#]+?)\.[A-Za-z0-9]+$/.exec(url);
  if (!match || url.endsWith('-grid.webp')) return url;
  return `${match[1]}-grid.webp`;
}
