import { useState } from 'react';
import { Badge, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { Product } from '@wallart/domain';
import { toast } from '../../lib/toast';
import { useUploadDigitalFile } from './products.queries';

/**
 * A digital product's files (PRODUCT §13): one private image per tier, uploaded as soon as
 * staff choose it. Shoppers can order a tier once its file is there.
 */
export function DigitalFiles({ product }: { product: Product }) {
  const upload = useUploadDigitalFile();
  const [withFile, setWithFile] = useState(
    () => new Set(product.sizes.filter((s) => s.hasFile).map((s) => s.size)),
  );
  if (product.kind !== 'digital') return null;

  const send = (size: string, file: File | null) => {
    if (!file) return;
    upload.mutate(
      { productId: product.productId, size, file },
      {
        onSuccess: () => {
          setWithFile((current) => new Set(current).add(size));
          toast.success(`File for ${size} uploaded`);
        },
      },
    );
  };

  return (
    <Paper withBorder p="lg" radius="md" mt="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Files
        </Title>
        <Text size="sm" c="dimmed">
          Each tier&apos;s full-size image (up to 200 MB), kept private and sent only to buyers.
        </Text>
        {product.sizes.map((tier) => (
          <Group key={tier.size} justify="space-between" align="flex-end" wrap="wrap">
            <Group gap="xs">
              <Text fw={500}>{tier.size}</Text>
              <Badge color={withFile.has(tier.size) ? 'teal' : 'orange'} variant="light">
                {withFile.has(tier.size) ? 'File uploaded' : 'No file yet'}
              </Badge>
            </Group>
            <FileInput
              aria-label={`File for ${tier.size}`}
              placeholder={withFile.has(tier.size) ? 'Replace the file' : 'Choose the file'}
              accept="image/*"
              leftSection={<IconFileUpload size={16} />}
              disabled={upload.isPending}
              value={null}
              onChange={(file) => send(tier.size, file)}
              w={260}
            />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
