import { Badge, Button, Group, Text } from '@mantine/core';
import type { Order } from '@wallart/domain';
import { toast } from '../../lib/toast';
import { useResendLink } from './orders.queries';

/** "Guest" on an order placed without an account (PRODUCT §11). */
export function GuestTag({ order }: { order: Order }) {
  if (!order.isGuest) return null;
  return (
    <Badge size="sm" variant="outline" color="gray">
      Guest
    </Badge>
  );
}

/** In the drawer of a guest's order: mail the guest a fresh link (the old one stops working). */
export function ResendLink({ order }: { order: Order }) {
  const resend = useResendLink();
  if (!order.isGuest) return null;
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <GuestTag order={order} />
        <Text size="sm" c="dimmed">
          Placed without an account
        </Text>
      </Group>
      <Button
        size="xs"
        variant="light"
        loading={resend.isPending}
        onClick={() =>
          resend.mutate(order.orderID, {
            onSuccess: () => toast.success(`A new link was mailed to ${order.email}`),
          })
        }
      >
        Resend link
      </Button>
    </Group>
  );
}
