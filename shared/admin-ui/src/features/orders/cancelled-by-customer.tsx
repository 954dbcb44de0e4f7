import { Alert, Text } from '@mantine/core';
import { shopperCancellation, type Order } from '@wallart/domain';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

type Cancellable = Pick<Order, 'status' | 'hiddenByShopperAt' | 'statusHistory'>;

/** Under the status in the orders list: the shopper deleted (cancelled) it from My Orders. */
export function CancelledByCustomerTag({ order }: { order: Cancellable }) {
  if (!shopperCancellation(order)) return null;
  return (
    <Text size="xs" c="dimmed">
      by customer
    </Text>
  );
}

/** In the drawer: who cancelled it from My Orders and when, from its status history. */
export function CancelledByCustomerNote({ order }: { order: Cancellable }) {
  const cancellation = shopperCancellation(order);
  if (!cancellation) return null;
  const who = cancellation.by ?? 'The customer';
  return (
    <Alert color="gray" title="Cancelled by customer">
      {who} deleted this order from My Orders on {when.format(new Date(cancellation.at))}. It no
      longer shows in their orders; its prints are back in stock.
    </Alert>
  );
}
