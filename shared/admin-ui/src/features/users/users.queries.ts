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
