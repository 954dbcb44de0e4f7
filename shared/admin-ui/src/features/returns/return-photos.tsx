import { useEffect, useMemo } from 'react';
import { Center, Image, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { OrderReturn } from '@wallart/domain';
import { useReturnPhoto } from './returns.queries';

/** The photos the shopper sent with a return, each fetched privately and shown inline. */
export function ReturnPhotos({ ret }: { ret: OrderReturn }) {
  if (ret.photos === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Photos
      </Text>
      <SimpleGrid cols={3} spacing="xs">
        {Array.from({ length: ret.photos }, (_, index) => (
          <ReturnPhoto key={index} id={Number(ret._id)} index={index} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function ReturnPhoto({ id, index }: { id: number; index: number }) {
  const photo = useReturnPhoto(id, index);
  const blob = photo.data;
  // One object URL per fetched photo, let go when the drawer closes.
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const label = `Photo ${index + 1} of return ${id}`;
  if (photo.isPending) {
    return (
      <Center py="md" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (!url) {
    return (
      <Text size="xs" c="red">
        {label} could not be loaded.
      </Text>
    );
  }
  return (
    <a href={url} target="_blank" rel="noreferrer" aria-label={`Open ${label.toLowerCase()}`}>
      <Image src={url} alt={label} radius="sm" h={120} fit="cover" />
    </a>
  );
}
