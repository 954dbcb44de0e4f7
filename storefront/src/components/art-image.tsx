import { useState, type CSSProperties } from 'react';
import { Box } from '@mantine/core';
import { gridImageUrl } from '@wallart/domain/rules';

interface ArtImageProps {
  src: string | undefined;
  alt: string;
  height: number | string;
  /** Intrinsic size hints, so the browser reserves the space before the file arrives. */
  width?: number;
  intrinsicHeight?: number;
  /** Grid images use the small WebP copy; the detail page asks for the original. */
  variant?: 'grid' | 'full';
  eager?: boolean;
  radius?: number;
  fit?: CSSProperties['objectFit'];
  maxHeight?: CSSProperties['maxHeight'];
}

/** A product picture: the grid copy first, the original if that copy is missing. */
export function ArtImage({
  src,
  alt,
  height,
  width = 480,
  intrinsicHeight = 360,
  variant = 'grid',
  eager = false,
  radius = 0,
  fit = 'cover',
  maxHeight,
}: ArtImageProps) {
  const preferred = src && variant === 'grid' ? gridImageUrl(src) : src;
  const [current, setCurrent] = useState(preferred);
  const [failed, setFailed] = useState(false);
  if (!src || !current || failed) {
    return (
      <Box
        h={height}
        bg="ink.0"
        role="img"
        aria-label={alt}
        style={{ borderRadius: radius, width: '100%' }}
      />
    );
  }
  return (
    <img
      src={current}
      alt={alt}
      width={width}
      height={intrinsicHeight}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (current !== src) setCurrent(src);
        else setFailed(true);
      }}
      style={{
        display: 'block',
        width: '100%',
        height,
        maxHeight,
        objectFit: fit,
        borderRadius: radius,
        background: 'var(--mantine-color-ink-0)',
      }}
    />
  );
}
