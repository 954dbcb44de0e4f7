import { Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';

/** Digital artwork: no stock or delivery, the file's pixels instead (PRODUCT §13). */
export function DigitalNote({
  width,
  height,
}: {
  width: number | undefined;
  height: number | undefined;
}) {
  const t = useT();
  return (
    <Stack gap={4} role="status">
      <Group gap="sm" wrap="nowrap">
        <IconDownload size={20} aria-hidden="true" color="var(--mantine-color-accent-7)" />
        <Text fz="sm" c="teal.9">
          {t('product.instantDownload')}
        </Text>
      </Group>
      {width !== undefined && height !== undefined && (
        <Text fz="sm" c="ink.7">
          {t('product.pixels', { width, height })}
        </Text>
      )}
    </Stack>
  );
}
