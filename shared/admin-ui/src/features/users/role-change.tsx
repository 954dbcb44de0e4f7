import { IconShieldMinus, IconShieldPlus } from '@tabler/icons-react';
import type { User } from '@wallart/domain';
import { ConfirmDialog } from '../../components/confirm-dialog';
import type { RowAction } from '../../components/list-screen';
import { toast } from '../../lib/toast';
import { useSetUserRole } from './users.queries';

const isAdmin = (user: User) => user.role === 'admin';

/** Why this row's role cannot be changed from here, if it cannot (the server says so too). */
function refusalFor(user: User, signedInId: string | undefined): string | undefined {
  if (user._id === signedInId) return 'You cannot change your own role';
  if (!isAdmin(user) && user.isDisabled) return 'Enable this account before making it an admin';
  return undefined;
}

/** "Make … an admin" or "Remove … as admin" for a row, asked in the RoleDialog. */
export function roleAction(
  user: User,
  signedInId: string | undefined,
  ask: (user: User) => void,
): RowAction {
  return isAdmin(user)
    ? {
        label: `Remove ${user.name} as admin`,
        icon: <IconShieldMinus size={18} />,
        onClick: () => ask(user),
        disabledReason: refusalFor(user, signedInId),
      }
    : {
        label: `Make ${user.name} an admin`,
        icon: <IconShieldPlus size={18} />,
        onClick: () => ask(user),
        disabledReason: refusalFor(user, signedInId),
      };
}

/** The question before a role changes (PRODUCT §8); null `user` keeps it closed. */
export function RoleDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const setRole = useSetUserRole();
  const promoting = user !== null && !isAdmin(user);
  const who = user ? `${user.name} (${user.email})` : '';

  const confirm = () => {
    if (!user) return;
    setRole.mutate(
      { id: user._id, role: promoting ? 'admin' : 'user' },
      {
        onSuccess: (after) =>
          toast.success(
            isAdmin(after)
              ? `${after.name} is now an admin`
              : `${after.name} is no longer an admin`,
          ),
        onSettled: onClose,
      },
    );
  };

  return (
    <ConfirmDialog
      opened={user !== null}
      title={promoting ? 'Make admin' : 'Remove admin'}
      confirmLabel={promoting ? 'Make admin' : 'Remove admin'}
      confirmColor={promoting ? 'accent' : 'red'}
      busy={setRole.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {promoting
        ? `Make ${who} an admin? They can then manage products, orders, users and the shop's settings, and are sent an e-mail saying so.`
        : `Remove ${who} as admin? They keep their account as a shopper and lose the admin area at once.`}
    </ConfirmDialog>
  );
}
