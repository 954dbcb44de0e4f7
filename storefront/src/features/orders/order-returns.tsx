import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  formatLKR,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  RETURN_STATUS_LABELS,
  type Order,
  type ReturnReason,
  type ReturnRequestInput,
} from '@wallart/domain/rules';
import { isApiError } from '@wallart/domain/api-client';
import { api } from '../../lib/api';
import { orderKeys } from './orders.queries';

const returnsKey = (orderID: string) => [...orderKeys.all, 'returns', orderID] as const;

const REASONS = RETURN_REASONS.map((value) => ({ value, label: RETURN_REASON_LABELS[value] }));

/**
 * A delivered order's returns (PRODUCT §13): the state of each, and "Return items" to ask
 * for one: the prints and how many, a reason and a note. The window and the quantities are
 * the server's to judge; its refusal is shown as it says it.
 */
export function OrderReturns({ order }: { order: Order }) {
  const delivered = order.status === 'Delivered';
  const [asking, setAsking] = useState(false);
  const returns = useQuery({
    queryKey: returnsKey(order.orderID),
    queryFn: () => api.returns.forOrder(order.orderID),
    enabled: delivered,
    retry: false,
  });
  if (!delivered) return null;
  return (
    <Stack gap={6}>
      {(returns.data ?? []).map((ret) => (
        <Group key={ret._id} gap="xs" aria-label={`Return ${ret._id}`}>
          <Badge variant="light" color={ret.status === 'rejected' ? 'red' : 'teal'}>
            {RETURN_STATUS_LABELS[ret.status]}
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
      <Group>
        <Button variant="default" onClick={() => setAsking(true)}>
          Return items
        </Button>
      </Group>
      {asking && <ReturnRequestDialog order={order} onClose={() => setAsking(false)} />}
    </Stack>
  );
}

function ReturnRequestDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState(order.billItems.map(() => 0));
  const [reason, setReason] = useState<ReturnReason | null>(null);
  const [note, setNote] = useState('');
  const request = useMutation({
    mutationFn: (input: ReturnRequestInput) => api.returns.request(order.orderID, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: returnsKey(order.orderID) });
      onClose();
    },
  });
  const lines = order.billItems
    .map((item, i) => ({
      productId: item.productId,
      size: item.size,
      quantity: quantities[i] ?? 0,
    }))
    .filter((line) => line.quantity > 0);
  const problem = request.error
    ? isApiError(request.error)
      ? request.error.message
      : 'The request could not be sent. Please try again.'
    : null;
  return (
    <Modal opened onClose={onClose} title={`Return items from ${order.orderID}`}>
      <Stack gap="sm">
        {order.billItems.map((item, i) => (
          <NumberInput
            key={`${item.productId}-${item.size}`}
            label={`${item.name} · ${item.size}`}
            description={`Bought ${item.quantity}`}
            min={0}
            max={item.quantity}
            value={quantities[i]}
            onChange={(v) =>
              setQuantities(quantities.map((q, j) => (j === i ? Number(v) || 0 : q)))
            }
          />
        ))}
        <Select
          label="Reason"
          data={REASONS}
          value={reason}
          onChange={(v) => setReason(v as ReturnReason | null)}
        />
        <Textarea
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {problem && (
          <Alert color="red" title="Not sent">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={lines.length === 0 || reason === null}
            loading={request.isPending}
            onClick={() =>
              reason && request.mutate({ lines, reason, ...(note.trim() && { note: note.trim() }) })
            }
          >
            Ask to return
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
