import { useState } from 'react';
import { Badge, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import type { User } from '@wallart/domain';
import { useAdminHost } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen';
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
      onSettled: () => setPending(null),
    });
  };

  const toggle = (user: User) =>
    setDisabled.mutate(
      { id: user._id, isDisabled: !user.isDisabled },
      { onSuccess: (after) => toast.success(after.isDisabled ? 'User disabled' : 'User enabled') },
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
  ];

  return (
    <ListScreen
      title="Users"
      description={users.data && `${users.data.length} accounts`}
      query={users}
      label="Users"
      columns={columns}
      rowKey={(u) => u._id}
      loadingLabel="Loading users"
      empty={users.isError ? 'The users could not be loaded.' : 'No users yet.'}
      rowActions={(u) => [
        {
          label: u.isDisabled ? `Enable ${u.name}` : `Disable ${u.name}`,
          icon: u.isDisabled ? <IconLockOpen size={18} /> : <IconLock size={18} />,
          onClick: () => toggle(u),
        },
        {
          label: `Delete ${u.name}`,
          icon: <IconTrash size={18} />,
          color: 'red',
          onClick: () => void askDelete(u),
        },
      ]}
    >
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
    </ListScreen>
  );
}
