import { gridImageUrl } from '@wallart/domain';

const MAX_STEM = 80;

/**
 * The stored name: the upload time, then the original name made safe (no folders, no `..`,
 * only letters, digits, `-` and `_`), then the extension of the image's real type.
 */
export function storedImageName(timestampMs: number, originalName: string, ext: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const withoutExt = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  let stem = withoutExt
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .toLowerCase()
    .slice(0, MAX_STEM)
    .replace(/[-_]+$/, '');
  if (!stem) stem = 'image';
  // A name ending in -grid would read as another image's grid copy.
  if (stem.endsWith('-grid')) stem = `${stem}-image`;
  return `${timestampMs}-${stem}.${ext}`;
}

/** The grid copy's name beside a stored image, by the shop's one naming rule. */
export function gridNameOf(name: string): string {
  return gridImageUrl(`/uploads/${name}`).slice('/uploads/'.length);
}
