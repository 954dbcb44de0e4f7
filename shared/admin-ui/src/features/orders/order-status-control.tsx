import { useState } from 'react';
import { Select, type MantineSize } from '@mantine/core';
import { isOrderStatus, ORDER_STATUSES, statusDisplay, type Order } from '@wallart/domain';
import { toast } from '../../lib/toast';
import { useSetOrderStatus, type ShipmentInput } from './orders.queries';
import { ShipOrderDialog } from './ship-order-dialog';

/**
 * The order's status dropdown (SPEC §4: any of the five). Choosing Shipped first asks for the
 * carrier and tracking number in a small dialog; Cancel there leaves the status as it was.
 */
export function OrderStatusControl({
  order,
  label,
  size = 'xs',
}: {
  order: Order;
  /** Its accessible name, unique on the screen. */
  label: string;
  size?: MantineSize;
}) {
  const setStatus = useSetOrderStatus();
  const [shipping, setShipping] = useState(false);
  const shown = statusDisplay(order.status).label;

  const apply = (status: (typeof ORDER_STATUSES)[number], shipment?: ShipmentInput) =>
    setStatus.mutate(
      { orderID: order.orderID, status, ...(shipment && { shipment }) },
      {
        onSuccess: () => {
          setShipping(false);
          toast.success('Order status updated');
        },
      },
    );

  const choose = (next: string | null) => {
    if (!next || !isOrderStatus(next) || next === order.status) return;
    if (next === 'Shipped') setShipping(true);
    else apply(next);
  };

  return (
    <>
      <Select
        aria-label={label}
        data={[...ORDER_STATUSES]}
        value={isOrderStatus(shown) ? shown : null}
        placeholder={order.status || 'Pending'}
        onChange={choose}
        allowDeselect={false}
        size={size}
        disabled={setStatus.isPending}
        comboboxProps={{ withinPortal: true }}
      />
      <ShipOrderDialog
        orderID={shipping ? order.orderID : null}
        busy={setStatus.isPending}
        onShip={(shipment) => apply('Shipped', shipment)}
        onCancel={() => setShipping(false)}
      />
    </>
  );
}
