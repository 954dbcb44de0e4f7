import { useState } from 'react';
import { Badge, Button, Text } from '@mantine/core';
import { IconBan, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { discountValueLabel, formatLKR, type Discount } from '@wallart/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen';
import { toast } from '../../lib/toast';
import { DiscountFormDialog } from './discount-form';
import { useDiscountList, useRemoveDiscount } from './discounts.queries';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** What a shopper would meet today: Active, Inactive, Scheduled, Expired or Used up. */
function stateOf(d: Discount, now = Date.now()): { label: string; color: string } {
  if (!d.active) return { label: 'Inactive', color: 'gray' };
  if (d.endsAt && Date.parse(d.endsAt) < now) return { label: 'Expired', color: 'orange' };
  if (d.startsAt && Date.parse(d.startsAt) > now) return { label: 'Scheduled', color: 'blue' };
  if (d.totalLimit !== null && d.usedCount >= d.totalLimit) {
    return { label: 'Used up', color: 'orange' };
  }
  return { label: 'Active', color: 'green' };
}

function validity(d: Discount): string {
  if (!d.startsAt && !d.endsAt) return 'Always';
  if (!d.endsAt) return `From ${day.format(new Date(d.startsAt as string))}`;
  if (!d.startsAt) return `Until ${day.format(new Date(d.endsAt))}`;
  return `${day.format(new Date(d.startsAt))} – ${day.format(new Date(d.endsAt))}`;
}

/**
 * Discount codes (PRODUCT §9): each with its terms, what it is today and how often it is used;
 * staff create and edit them, delete an unused one and deactivate a used one.
 */
export function DiscountsPage() {
  const list = useDiscountList();
  const remove = useRemoveDiscount();
  const [editing, setEditing] = useState<Discount | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Discount | null>(null);
  const used = (removing?.usedCount ?? 0) > 0;

  const columns: Column<Discount>[] = [
    {
      key: 'code',
      header: 'Code',
      monospace: true,
      cell: (d) => (
        <Text fw={600} ff="monospace" size="sm">
          {d.code}
        </Text>
      ),
    },
    { key: 'value', header: 'Discount', nowrap: true, cell: (d) => `${discountValueLabel(d)} off` },
    {
      key: 'minimum',
      header: 'Minimum subtotal',
      numeric: true,
      cell: (d) => (d.minSubtotal === null ? '—' : formatLKR(d.minSubtotal)),
    },
    { key: 'valid', header: 'Valid', nowrap: true, cell: validity },
    {
      key: 'uses',
      header: 'Uses',
      numeric: true,
      cell: (d) =>
        `${d.usedCount}${d.totalLimit === null ? '' : ` / ${d.totalLimit}`}` +
        (d.perCustomerLimit === null ? '' : ` (${d.perCustomerLimit} each)`),
    },
    {
      key: 'state',
      header: 'Status',
      cell: (d) => {
        const state = stateOf(d);
        return (
          <Badge variant="light" color={state.color}>
            {state.label}
          </Badge>
        );
      },
    },
  ];

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(used ? 'Discount code deactivated' : 'Discount code deleted'),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <ListScreen
      title="Discounts"
      description={list.data && `${list.data.length} codes`}
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
          New code
        </Button>
      }
      query={list}
      label="Discount codes"
      columns={columns}
      rowKey={(d) => String(d.id)}
      loadingLabel="Loading discount codes"
      empty={list.isError ? 'The discount codes could not be loaded.' : 'No discount codes yet.'}
      rowActions={(d) => [
        { label: `Edit ${d.code}`, icon: <IconPencil size={18} />, onClick: () => setEditing(d) },
        d.usedCount > 0
          ? {
              label: `Deactivate ${d.code}`,
              icon: <IconBan size={18} />,
              color: 'red',
              onClick: () => setRemoving(d),
              disabledReason: d.active ? undefined : 'Already inactive',
            }
          : {
              label: `Delete ${d.code}`,
              icon: <IconTrash size={18} />,
              color: 'red',
              onClick: () => setRemoving(d),
            },
      ]}
    >
      <DiscountFormDialog
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={(saved, created) => {
          toast.success(created ? `Discount code ${saved.code} created` : 'Discount code saved');
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={used ? 'Deactivate discount code' : 'Delete discount code'}
        confirmLabel={used ? 'Deactivate' : 'Delete'}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {used
          ? `${removing?.code} has been used, so it stays for the orders that carry it; shoppers can no longer use it.`
          : `Delete ${removing?.code}? It has never been used.`}
      </ConfirmDialog>
    </ListScreen>
  );
}
