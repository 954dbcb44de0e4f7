import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatLKR, returnWindowClosedAt, type Order } from '@wallart/domain/rules';
import { formatDate } from '../../i18n/format-date';
import { useT } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { useShopConfig } from '../../lib/shared-queries';
import { useOrderKey } from './order-key';
import { keyArgs } from './orders.queries';
import { ReturnRequestDialog, returnsKey } from './return-request-dialog';

/**
 * A delivered order's returns (PRODUCT §13): the state of each, and "Return items" to ask
 * for one: the prints and how many, a reason, a note and photos. Once the window (the shop's
 * `returnDays` from delivery) has closed, the button gives way to when it closed; the server
 * still judges the window and the quantities, and its refusal is shown as it says it. On a
 * guest's order page every call carries the order's key.
 */
export function OrderReturns({ order }: { order: Order }) {
  const t = useT();
  const delivered = order.status === 'Delivered';
  const [asking, setAsking] = useState(false);
  const key = useOrderKey();
  const returns = useQuery({
    // A guest's key (as in the order's own query) under the key the dialog refreshes.
    queryKey: [...returnsKey(order.orderID), key ?? null],
    queryFn: () => api.returns.forOrder(order.orderID, ...keyArgs(key)),
    enabled: delivered,
    retry: false,
  });
  const config = useShopConfig();
  if (!delivered) return null;
  const closedAt = config.data
    ? returnWindowClosedAt(order.deliveredAt, config.data.returnDays)
    : null;
  return (
    <Stack gap={6}>
      {(returns.data ?? []).map((ret) => (
        <Group key={ret._id} gap="xs" aria-label={t('returns.return', { id: ret._id })}>
          <Badge variant="light" color={ret.status === 'rejected' ? 'red' : 'teal'}>
            {t('returns.status', { status: ret.status })}
          </Badge>
          <Text fz="sm">
            {ret.lines.map((l) => `${l.quantity} × ${l.productId} (${l.size})`).join(', ')}
            {ret.refund && ` · ${formatLKR(ret.refund.amount)}`}
          </Text>
          {ret.staffNote && (
            <Text fz="xs" c="ink.6" w="100%">
              {ret.staffNote}
            </Text>
          )}
        </Group>
      ))}
      {closedAt ? (
        <Text fz="sm" c="ink.6">
          {t('returns.closed', { date: formatDate(t, closedAt) })}
        </Text>
      ) : (
        <Group>
          <Button variant="default" onClick={() => setAsking(true)}>
            {t('returns.ask')}
          </Button>
        </Group>
      )}
      {asking && <ReturnRequestDialog order={order} onClose={() => setAsking(false)} />}
    </Stack>
  );
}
