import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatLKR, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '@wallart/domain';
import { useApi } from '../../app/admin-context';

/** An order's returns and refunds (PRODUCT §13), in the order drawer; nothing when it has none. */
export function OrderReturnsSection({ orderID }: { orderID: string }) {
  const api = useApi();
  // Under the returns lists' key, so a step taken on the Returns screen refreshes it too.
  const returns = useQuery({
    queryKey: ['admin', 'returns', 'list', 'order', orderID] as const,
    queryFn: () => api.returns.forOrder(orderID),
    meta: { errorMessage: "The order's returns could not be loaded" },
  });
  if (!returns.data || returns.data.length === 0) return null;
  return (
    <Stack gap={6} aria-label="Returns and refunds" role="region">
      <Title order={3} size="h6">
        Returns and refunds
      </Title>
      {returns.data.map((ret) => (
        <Group key={ret._id} gap="xs">
          <Badge variant="light">{RETURN_STATUS_LABELS[ret.status]}</Badge>
          <Text size="sm">
            Return {ret._id}:{' '}
            {ret.lines.map((l) => `${l.quantity} × ${l.productId} (${l.size})`).join(', ')} ·{' '}
            {RETURN_REASON_LABELS[ret.reason]}
          </Text>
          {ret.refund && (
            <Text size="sm" fw={600}>
              Refunded {formatLKR(ret.refund.amount)}
              {ret.refund.reference ? ` (${ret.refund.reference})` : ''}
            </Text>
          )}
        </Group>
      ))}
    </Stack>
  );
}
