import type { ReturnActionInput, ReturnStatus } from '@wallart/domain';
import { adminResource } from '../../lib/admin-resource';

const returns = adminResource({
  name: 'returns',
  list: (api, status: ReturnStatus | 'all') =>
    api.returns.list(status === 'all' ? undefined : status),
  listError: 'Failed to load returns',
});

export const useReturnList = returns.useList;

/** One step on a return; the drawer shows the server's refusal itself. */
export const useReturnStep = returns.write({
  write: (api, { id, input }: { id: number; input: ReturnActionInput }) =>
    api.returns.act(id, input),
});
