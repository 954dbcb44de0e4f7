import { useState } from 'react';
import { Badge } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type OrderReturn,
  type ReturnStatus,
} from '@wallart/domain';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen';
import { ReturnDrawer } from './return-drawer';
import { useReturnList } from './returns.queries';

const FILTERS = [
  { value: 'all', label: 'All' },
  ...RETURN_STATUSES.map((value) => ({ value, label: RETURN_STATUS_LABELS[value] })),
];

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

const columns: Column<OrderReturn>[] = [
  { key: 'order', header: 'Order', monospace: true, cell: (r) => r.orderID },
  {
    key: 'prints',
    header: 'Prints',
    cell: (r) => r.lines.map((l) => `${l.quantity} × ${l.productId} (${l.size})`).join(', '),
  },
  { key: 'reason', header: 'Reason', cell: (r) => RETURN_REASON_LABELS[r.reason] },
  {
    key: 'status',
    header: 'Status',
    cell: (r) => <Badge variant="light">{RETURN_STATUS_LABELS[r.status]}</Badge>,
  },
  { key: 'asked', header: 'Asked', nowrap: true, cell: (r) => day.format(new Date(r.createdAt)) },
];

/**
 * Staff's returns (PRODUCT §13), by status; each opens a drawer with its next step. A step
 * moves the return out of the list's status, so the drawer keeps the step's answer and goes
 * on to the next step rather than closing.
 */
export function ReturnsPage() {
  const [status, setStatus] = useState<ReturnStatus | 'all'>('requested');
  const list = useReturnList(status);
  const [opened, setOpened] = useState<OrderReturn | null>(null);
  const listed = list.data?.find((r) => r._id === opened?._id);
  const open = listed && opened && listed.updatedAt > opened.updatedAt ? listed : opened;
  return (
    <ListScreen
      title="Returns"
      filter={{
        label: 'Show returns',
        data: FILTERS,
        value: status,
        onChange: (value) => setStatus(value as ReturnStatus | 'all'),
      }}
      query={list}
      label="Returns"
      columns={columns}
      rowKey={(r) => r._id}
      loadingLabel="Loading returns"
      empty={list.isError ? 'The returns could not be loaded.' : 'No returns here.'}
      onRowOpen={setOpened}
      rowActions={(r) => [
        {
          label: `Open return ${r._id} of order ${r.orderID}`,
          icon: <IconEye size={18} />,
          onClick: () => setOpened(r),
        },
      ]}
    >
      <ReturnDrawer ret={open} onStep={setOpened} onClose={() => setOpened(null)} />
    </ListScreen>
  );
}
