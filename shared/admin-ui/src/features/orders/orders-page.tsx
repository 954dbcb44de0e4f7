import { useState } from 'react';
import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEye } from '@tabler/icons-react';
import {
  formatLKR,
  isOrderStatus,
  isPaymentStatus,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUSES,
  paymentStatusDisplay,
  type Order,
} from '@wallart/domain';
import { idColumn, type Column } from '../../components/data-table';
import { IconAction } from '../../components/icon-action';
import { ListScreen } from '../../components/list-screen';
import { PersonCell } from '../../components/person-cell';
import { PaymentStatusBadge, StatusBadge } from '../../components/status-badge';
import { useListPage } from '../../components/use-list-page';
import { useUrlFilter } from '../../components/use-url-filter';
import { CancelledByCustomerTag } from './cancelled-by-customer';
import { OrderDrawer } from './order-drawer';
import { OrderStatusControl } from './order-status-control';
import { GuestTag } from './guest-order';
import { OrderListToolbar, usePlacedFilters } from './order-list-filters';
import { OrdersExportButton } from './orders-export';
import { isPlacedBy, useOrderList } from './orders.queries';

export const ORDERS_PAGE_SIZE = 50;
const ALL = 'All';
const placedDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const placedTime = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** An order number as `?order=` may name it: the drawer that every staff mail links to. */
const isOrderID = (value: string): value is string => /^[A-Za-z0-9-]{1,40}$/.test(value);

const PAYMENT_FILTERS = [
  { value: ALL, label: ALL },
  ...PAYMENT_STATUSES.map((value) => ({ value, label: paymentStatusDisplay(value).label })),
];

const PLACED_BY_FILTERS = [
  { value: ALL, label: ALL },
  { value: 'guest', label: 'Guests' },
  { value: 'account', label: 'With an account' },
];

/**
 * Every order, filtered by status and by payment status (kept in the address), each with a
 * status dropdown, its payment, and a detail drawer, open while `?order={orderID}` names it.
 */
export function OrdersPage() {
  const [status, setStatusFilter] = useUrlFilter('status', isOrderStatus);
  const [paymentStatus, setPaymentFilter] = useUrlFilter('paymentStatus', isPaymentStatus);
  const [searchText, setSearchText] = useState('');
  const [typed] = useDebouncedValue(searchText.trim(), 300);
  const search = typed || undefined;
  const [placedBy, setPlacedBy] = useUrlFilter('placedBy', isPlacedBy);
  const placedFilters = usePlacedFilters();
  const { from, to, country } = placedFilters;
  const [page, setPage] = useListPage({
    status,
    paymentStatus,
    placedBy,
    search,
    from,
    to,
    country,
  });
  const [openId, setOpenId] = useUrlFilter('order', isOrderID);
  const filters = { status, paymentStatus, placedBy, search, from, to, country };
  const orders = useOrderList({ ...filters, page, limit: ORDERS_PAGE_SIZE });

  const columns: Column<Order>[] = [
    idColumn('orderID', 'Order ID', (o) => o.orderID),
    {
      key: 'date',
      header: 'Placed',
      nowrap: true,
      cell: (o) => (
        <Stack gap={0}>
          <Text size="sm">{placedDay.format(new Date(o.date))}</Text>
          <Text size="xs" c="dimmed">
            {placedTime.format(new Date(o.date))}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'customer',
      header: 'Customer',
      cell: (o) => (
        <Stack gap={2} align="flex-start">
          <PersonCell name={o.name} email={o.email} />
          <GuestTag order={o} />
        </Stack>
      ),
    },
    {
      key: 'total',
      header: 'Total',
      numeric: true,
      cell: (o) => {
        const prints = o.billItems.reduce((sum, i) => sum + i.quantity, 0);
        return (
          <Stack gap={0}>
            <Text size="sm">{formatLKR(o.total)}</Text>
            <Text size="xs" c="dimmed">
              {prints === 1 ? '1 print' : `${prints} prints`}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      cell: (o) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge status={o.status} />
          <CancelledByCustomerTag order={o} />
        </Stack>
      ),
    },
    {
      key: 'payment',
      header: 'Payment',
      nowrap: true,
      cell: (o) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{PAYMENT_METHOD_LABELS[o.paymentMethod] ?? o.paymentMethod}</Text>
          <PaymentStatusBadge status={o.paymentStatus} />
        </Stack>
      ),
    },
    {
      key: 'change',
      header: 'Change status',
      width: 150,
      cell: (o) => <OrderStatusControl order={o} label={`Status of order ${o.orderID}`} />,
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
      actions={<OrdersExportButton filters={filters} />}
      filter={[
        {
          label: 'Filter by status',
          data: [ALL, ...ORDER_STATUSES],
          value: status ?? ALL,
          onChange: (next) => setStatusFilter(isOrderStatus(next) ? next : null),
        },
        {
          label: 'Filter by payment',
          data: PAYMENT_FILTERS,
          value: paymentStatus ?? ALL,
          onChange: (next) => setPaymentFilter(isPaymentStatus(next) ? next : null),
        },
        {
          label: 'Filter by customer',
          data: PLACED_BY_FILTERS,
          value: placedBy ?? ALL,
          onChange: (next) => setPlacedBy(isPlacedBy(next) ? next : null),
        },
      ]}
      toolbar={
        <OrderListToolbar
          searchText={searchText}
          onSearch={setSearchText}
          filters={placedFilters}
        />
      }
      query={orders}
      paging={{ page, onChange: setPage }}
      label="Orders"
      columns={columns}
      rowKey={(o) => o.orderID}
      loadingLabel="Loading orders"
      empty={
        placedBy || from || to || country
          ? 'No orders match these filters.'
          : emptyText(status, paymentStatus)
      }
      onRowOpen={(o) => setOpenId(o.orderID)}
      // Fits a 1366 px laptop beside the menu; narrower screens scroll the table.
      minWidth={960}
    >
      <OrderDrawer orderID={openId} onClose={() => setOpenId(null)} />
    </ListScreen>
  );
}

function emptyText(status: string | null, paymentStatus: string | null): string {
  if (!status && !paymentStatus) return 'No orders yet.';
  const payment = paymentStatus ? paymentStatusDisplay(paymentStatus).label.toLowerCase() : null;
  if (status && payment) return `No ${status} orders that are ${payment}.`;
  return status ? `No ${status} orders.` : `No orders that are ${payment}.`;
}
