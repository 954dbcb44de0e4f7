import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useAdminHost } from '../app/admin-context';
import { toast } from '../lib/toast';

export interface ConfirmedDeleteOptions<T> {
  /** The delete; its failure is said by its own meta. */
  remove: Pick<UseMutationResult<unknown, Error, string>, 'mutate' | 'isPending'>;
  idOf: (row: T) => string;
  /** The toast once the row is gone. */
  deleted: string;
  /** Without a token the question is not asked: this toast instead, and no request. */
  signInFirst?: string;
}

/**
 * A delete that asks first: `ask(row)` opens the question, `dialog` is what a ConfirmDialog
 * needs, and `pending` is the row in question while it is open.
 */
export function useConfirmedDelete<T>({
  remove,
  idOf,
  deleted,
  signInFirst,
}: ConfirmedDeleteOptions<T>) {
  const host = useAdminHost();
  const [pending, setPending] = useState<T | null>(null);

  const ask = async (row: T) => {
    if (signInFirst && !(await host.getToken())) {
      toast.error(signInFirst);
      return;
    }
    setPending(row);
  };

  const dialog = {
    opened: pending !== null,
    confirmLabel: 'Delete',
    busy: remove.isPending,
    onConfirm: () => {
      if (pending === null) return;
      remove.mutate(idOf(pending), {
        onSuccess: () => toast.success(deleted),
        onSettled: () => setPending(null),
      });
    },
    onCancel: () => setPending(null),
  };

  return { pending, ask, dialog };
}
