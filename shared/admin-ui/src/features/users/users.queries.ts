import { useQuery } from '@tanstack/react-query';
import type { Role } from '@wallart/domain';
import { useAdminHost, useApi } from '../../app/admin-context';
import { adminResource } from '../../lib/admin-resource';

const users = adminResource({
  name: 'users',
  list: (api, _all: void) => api.user.listAll(),
  listError: 'Failed to fetch users.',
});

export const useUserList = users.useList;

/** The server refuses to lock out the last admin; staff see its reason. */
export const useDeleteUser = users.write({
  write: (api, id: string) => api.user.remove(id),
  meta: { errorMessage: 'User delete failed', withRefusal: true },
});

export const useSetUserDisabled = users.write({
  write: (api, { id, isDisabled }: { id: string; isDisabled: boolean }) =>
    api.user.setDisabled(id, isDisabled),
  meta: { errorMessage: 'User update failed', withRefusal: true },
});

/** Make an account an admin or take it back; the server's refusal (last admin, …) is shown. */
export const useSetUserRole = users.write({
  write: (api, { id, role }: { id: string; role: Role }) => api.user.setRole(id, role),
  meta: { errorMessage: 'Role change failed', withRefusal: true },
});

/** The signed-in staff member, so the screen knows which row is their own (none without a token). */
export function useSignedInUser() {
  const api = useApi();
  const host = useAdminHost();
  return useQuery({
    queryKey: [...users.keys.all, 'me'] as const,
    queryFn: async () => ((await host.getToken()) ? api.user.current() : null),
  });
}
