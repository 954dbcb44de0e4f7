import { useState } from 'react';
import { Select, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import {
  formatLKR,
  isOrderStatus,
  ORDER_STATUSES,
  statusDisplay,
  type Order,
} from '@wallart/domain';
import type { Column } from '../../components/data-table';
import { IconAction } from '../../components/icon-action';
import { ListScreen } from '../../components/list-screen';
import { PersonCell } from '../../components/person-cell';
import { StatusBadge } from '../../components/status-badge';
import { useListPage } from '../../components/use-list-page';
import { toast } from '../../lib/toast';
import { OrderDrawer } from './order-drawer';
import { useOrderList, useSetOrderStatus } from './orders.queries';

export const ORDERS_PAGE_SIZE = 50;
const ALL = 'All';
const placed = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Every order, filtered by status, each with a status dropdown and a detail drawer. */
export function OrdersPage() {
  const [filter, setFilter] = useState<string>(ALL);
  const [page, setPage] = useListPage(filter);
  const [openId, setOpenId] = useState<string | null>(null);
  const status = isOrderStatus(filter) ? filter : null;
  const orders = useOrderList({ status, page, limit: ORDERS_PAGE_SIZE });
  const setStatus = useSetOrderStatus();

  const change = (order: Order, next: string | null) => {
    if (!next || !isOrderStatus(next) || next === order.status) return;
    setStatus.mutate(
      { orderID: order.orderID, status: next },
      { onSuccess: () => toast.success('Order status updated') },
    );
  };

  const columns: Column<Order>[] = [
    {
      key: 'orderID',
      header: 'Order ID',
      nowrap: true,
      monospace: true,
      cell: (o) => o.orderID,
    },
    { key: 'date', header: 'Placed', nowrap: true, cell: (o) => placed.format(new Date(o.date)) },
    {
      key: 'customer',
      header: 'Customer',
      cell: (o) => <PersonCell name={o.name} email={o.email} />,
    },
    {
      key: 'items',
      header: 'Items',
      numeric: true,
      cell: (o) => o.billItems.reduce((sum, i) => sum + i.quantity, 0),
    },
    { key: 'total', header: 'Total', numeric: true, cell: (o) => formatLKR(o.total) },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (o) => <StatusBadge status={o.status} />,
    },
    {
      key: 'change',
      header: 'Change status',
      width: 170,
      cell: (o) => (
        <Select
          aria-label={`Status of order ${o.orderID}`}
          data={[...ORDER_STATUSES]}
          value={
            isOrderStatus(statusDisplay(o.status).label) ? statusDisplay(o.status).label : null
          }
          placeholder={o.status || 'Pending'}
          onChange={(next) => change(o, next)}
          allowDeselect={false}
          size="xs"
          disabled={setStatus.isPending && setStatus.variables.orderID === o.orderID}
          comboboxProps={{ withinPortal: true }}
        />
      ),
    },
    {
      key: 'view',
      header: <VisuallyHidden>Details</VisuallyHidden>,
      width: 56,
      cell: (o) => (
        <IconAction label={`View order ${o.orderID}`} onClick={() => setOpenId(o.orderID)}>
          <IconEye size={18} />
        </IconAction>
      ),
    },
  ];

  return (
    <ListScreen
      title="Orders"
      description={orders.data && `${orders.data.total} orders`}
      filter={{
        label: 'Filter by status',
        data: [ALL, ...ORDER_STATUSES],
        value: filter,
        onChange: setFilter,
      }}
      query={orders}
      paging={{ page, onChange: setPage }}
      label="Orders"
      columns={columns}
      rowKey={(o) => o.orderID}
      loadingLabel="Loading orders"
      empty={status ? `No ${status} orders.` : 'No orders yet.'}
      onRowOpen={(o) => setOpenId(o.orderID)}
      minWidth={900}
    >
      <OrderDrawer orderID={openId} onClose={() => setOpenId(null)} />
    </ListScreen>
  );
}
