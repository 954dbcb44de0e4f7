import { useEffect, useState } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import type { User } from '@wallart/domain';
import { useAdminHost } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { IconAction } from '../../components/icon-action';
import { PageHeader } from '../../components/page-header';
import { refusalOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useDeleteUser, useSetUserDisabled, useUserList } from './users.queries';

const joined = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** Every account, with delete and disable/enable; the server refuses to lock out the last admin. */
export function UsersPage() {
  const host = useAdminHost();
  const users = useUserList();
  const remove = useDeleteUser();
  const setDisabled = useSetUserDisabled();
  const [pending, setPending] = useState<User | null>(null);

  useEffect(() => {
    if (users.isError) toast.error('Failed to fetch users.');
  }, [users.isError, users.errorUpdatedAt]);

  const askDelete = async (user: User) => {
    if (!(await host.getToken())) {
      toast.error('Please login first to delete User');
      return;
    }
    setPending(user);
  };

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending._id, {
      onSuccess: () => toast.success('User deleted successfully'),
      onError: (error) => toast.error('User delete failed', refusalOf(error)),
      onSettled: () => setPending(null),
    });
  };

  const toggle = (user: User) =>
    setDisabled.mutate(
      { id: user._id, isDisabled: !user.isDisabled },
      {
        onSuccess: (after) => toast.success(after.isDisabled ? 'User disabled' : 'User enabled'),
        onError: (error) => toast.error('User update failed', refusalOf(error)),
      },
    );

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (u) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {u.name}
          </Text>
          <Text size="xs" c="dimmed">
            {u.email}
          </Text>
        </Stack>
      ),
    },
    { key: 'phone', header: 'Phone', nowrap: true, cell: (u) => u.phone || '—' },
    {
      key: 'role',
      header: 'Role',
      cell: (u) => (
        <Badge
          variant={u.role === 'admin' ? 'filled' : 'light'}
          color={u.role === 'admin' ? 'accent' : 'ink'}
        >
          {u.role}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (u) =>
        u.isDisabled ? (
          <Badge color="red" variant="light">
            Disabled
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            Active
          </Badge>
        ),
    },
    { key: 'verified', header: 'Email verified', cell: (u) => (u.isEmailVerified ? 'Yes' : 'No') },
    {
      key: 'joined',
      header: 'Joined',
      nowrap: true,
      cell: (u) => joined.format(new Date(u.createdAt)),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 96,
      cell: (u) => (
        <Group gap={4} wrap="nowrap">
          <IconAction
            label={u.isDisabled ? `Enable ${u.name}` : `Disable ${u.name}`}
            onClick={() => toggle(u)}
          >
            {u.isDisabled ? <IconLockOpen size={18} /> : <IconLock size={18} />}
          </IconAction>
          <IconAction label={`Delete ${u.name}`} color="red" onClick={() => void askDelete(u)}>
            <IconTrash size={18} />
          </IconAction>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Users"
        description={users.data ? `${users.data.length} accounts` : undefined}
      />
      <DataTable
        label="Users"
        columns={columns}
        rows={users.data ?? []}
        rowKey={(u) => u._id}
        loading={users.isPending}
        loadingLabel="Loading users"
        empty={users.isError ? 'The users could not be loaded.' : 'No users yet.'}
      />
      <ConfirmDialog
        opened={pending !== null}
        title="Delete user"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      >
        Delete {pending?.name} ({pending?.email})? Their orders stay; the account is gone for good.
      </ConfirmDialog>
    </>
  );
}
