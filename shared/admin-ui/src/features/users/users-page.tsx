import { useState } from 'react';
import { Badge } from '@mantine/core';
import { IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import type { User } from '@wallart/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { Column } from '../../components/data-table';
import { ListScreen } from '../../components/list-screen';
import { PersonCell } from '../../components/person-cell';
import { useConfirmedDelete } from '../../components/use-confirmed-delete';
import { toast } from '../../lib/toast';
import { RoleDialog, roleAction } from './role-change';
import { useDeleteUser, useSetUserDisabled, useSignedInUser, useUserList } from './users.queries';

const joined = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/**
 * Every account, with its role (make or remove admin), disable/enable and delete; the server
 * refuses to lock out the last admin.
 */
export function UsersPage() {
  const users = useUserList();
  const me = useSignedInUser();
  const [roleFor, setRoleFor] = useState<User | null>(null);
  const deletion = useConfirmedDelete({
    remove: useDeleteUser(),
    idOf: (user: User) => user._id,
    deleted: 'User deleted successfully',
    signInFirst: 'Please login first to delete User',
  });
  const setDisabled = useSetUserDisabled();
  const toggle = (user: User) =>
    setDisabled.mutate(
      { id: user._id, isDisabled: !user.isDisabled },
      { onSuccess: (after) => toast.success(after.isDisabled ? 'User disabled' : 'User enabled') },
    );

  const columns: Column<User>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (u) => <PersonCell name={u.name} email={u.email} strong />,
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
        roleAction(u, me.data?._id, setRoleFor),
        {
          label: u.isDisabled ? `Enable ${u.name}` : `Disable ${u.name}`,
          icon: u.isDisabled ? <IconLockOpen size={18} /> : <IconLock size={18} />,
          onClick: () => toggle(u),
        },
        {
          label: `Delete ${u.name}`,
          icon: <IconTrash size={18} />,
          color: 'red',
          onClick: () => void deletion.ask(u),
        },
      ]}
    >
      <ConfirmDialog {...deletion.dialog} title="Delete user">
        Delete {deletion.pending?.name} ({deletion.pending?.email})? Their orders stay; the account
        is gone for good.
      </ConfirmDialog>
      <RoleDialog user={roleFor} onClose={() => setRoleFor(null)} />
    </ListScreen>
  );
}
