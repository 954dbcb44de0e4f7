import { useState } from 'react';
import { Group, Stack, UnstyledButton } from '@mantine/core';
import { ArtImage } from '../../components/art-image';
import { useT } from '../../i18n/i18n';

/** The main picture and, when there are several, thumbnails to switch between them. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  const t = useT();
  const current = images[index] ?? images[0];
  return (
    <Stack gap="sm">
      <ArtImage
        src={current}
        alt={name}
        height="auto"
        maxHeight="min(70vh, 640px)"
        variant="full"
        width={900}
        intrinsicHeight={1200}
        eager
        fit="contain"
      />
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('product.images')} p={2}>
          {images.map((url, i) => (
            <UnstyledButton
              key={url}
              onClick={() => setIndex(i)}
              aria-label={t('product.showImage', { index: i + 1, count: images.length })}
              aria-pressed={i === index}
              style={{
                width: 72,
                outline: i === index ? '2px solid var(--mantine-color-accent-7)' : undefined,
                outlineOffset: 2,
              }}
            >
              <ArtImage src={url} alt="" height={72} width={72} intrinsicHeight={72} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
