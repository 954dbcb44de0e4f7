import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Download, Order } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { followDownload } from '../../lib/download-file';
import { toast } from '../../lib/toast';
import { useOrderKey } from './order-key';
import { keyArgs, orderKeys } from './orders.queries';

const PAID_ONCE = ['paid', 'partially-refunded', 'refunded'];

/**
 * A paid order's digital artwork (PRODUCT §13): each file with the downloads it has left and
 * until when, and a button that asks for a signed link and hands it to the browser to save.
 */
export function OrderDownloads({ order }: { order: Order }) {
  const t = useT();
  const key = useOrderKey();
  const shown =
    order.billItems.some((item) => item.digital) && PAID_ONCE.includes(order.paymentStatus);
  const downloads = useQuery({
    queryKey: orderKeys.downloads(order.orderID, key),
    queryFn: () => api.downloads.forOrder(order.orderID, ...keyArgs(key)),
    enabled: shown,
    retry: false,
  });
  const fetchFile = useMutation({
    mutationFn: async (download: Download) => {
      const { url } = await api.downloads.link(download.id, ...keyArgs(key));
      followDownload(url);
    },
    onSuccess: () => void downloads.refetch(),
    onError: () => toast.error(t('orders.downloadFailed')),
  });
  if (!shown || !downloads.data || downloads.data.length === 0) return null;
  const nameOf = (download: Download) =>
    order.billItems.find((item) => item.productId === download.productId)?.name ??
    download.productId;
  return (
    <Stack gap={6} aria-label={t('orders.downloads')} role="group">
      <Title order={3} fz="md">
        {t('orders.downloads')}
      </Title>
      {downloads.data.map((download) => (
        <Group key={download.id} justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text fz="sm" fw={500}>
              {nameOf(download)} · {download.size}
            </Text>
            <Text fz="xs" c="ink.6">
              {download.remaining > 0 && download.expiresAt
                ? t('orders.downloadsLeft', {
                    count: download.remaining,
                    date: download.expiresAt.slice(0, 10),
                  })
                : t('orders.downloadsEnded')}
            </Text>
          </Stack>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            disabled={download.remaining === 0}
            loading={fetchFile.isPending && fetchFile.variables.id === download.id}
            onClick={() => fetchFile.mutate(download)}
            aria-label={`${t('orders.download')}: ${nameOf(download)} ${download.size}`}
          >
            {t('orders.download')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
