import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatLKR, type Order } from '@wallart/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toast } from '../../lib/toast';
import { useDeleteOrder } from './orders.queries';

/**
 * Staff's outright delete of an order (SPEC §1), asked once more in a dialog that names it.
 * Once it is gone the drawer closes (`onDeleted`) and the list refreshes.
 */
export function DeleteOrderButton({ order, onDeleted }: { order: Order; onDeleted: () => void }) {
  const remove = useDeleteOrder();
  const [asking, setAsking] = useState(false);
  const stock =
    order.status === 'Cancelled'
      ? 'Its prints are already back in stock.'
      : 'Its prints go back in stock.';

  const confirm = () =>
    remove.mutate(order.orderID, {
      onSuccess: () => {
        toast.success('Order deleted successfully');
        onDeleted();
      },
      onSettled: () => setAsking(false),
    });

  return (
    <Group justify="flex-end" mt="lg">
      <Button
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={() => setAsking(true)}
      >
        Delete order
      </Button>
      <ConfirmDialog
        opened={asking}
        title="Delete order"
        confirmLabel="Delete order"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        Delete order {order.orderID} from {order.name} ({formatLKR(order.total)})? It is removed for
        good with its lines and status history. {stock}
      </ConfirmDialog>
    </Group>
  );
}
