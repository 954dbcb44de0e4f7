import { Center } from '@mantine/core';
import { IconBrush } from '@tabler/icons-react';
import { isQuoteProductId } from '@wallart/domain/rules';
import { ArtImage } from './art-image';

export interface LineThumbnailProps {
  productId: string;
  image: string;
  /** Width and height in pixels. */
  size: number;
  /** The picture's text; empty when the line's name beside it says it already. */
  alt?: string;
  radius?: number;
}

/**
 * A cart or order line's picture. A quoted one-off artwork has none until the artist makes
 * it, so its line shows a brush on the accent's paler tone instead of an empty grey square.
 */
export function LineThumbnail({
  productId,
  image,
  size,
  alt = '',
  radius = 0,
}: LineThumbnailProps) {
  if (!image && isQuoteProductId(productId)) {
    const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return (
      <Center
        w={size}
        h={size}
        bg="accent.0"
        c="accent.8"
        style={{ borderRadius: radius }}
        {...named}
      >
        <IconBrush size={Math.round(size * 0.45)} stroke={1.5} aria-hidden="true" />
      </Center>
    );
  }
  return (
    <ArtImage
      src={image}
      alt={alt}
      height={size}
      width={size}
      intrinsicHeight={size}
      radius={radius}
    />
  );
}
