import { useMutation } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeHost, renderAdmin } from '../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirmedDelete } from './use-confirmed-delete';

interface Print {
  id: string;
  name: string;
}
const lotus: Print = { id: 'p2', name: 'Lotus Pond' };

function Prints({ remove }: { remove: (id: string) => Promise<unknown> }) {
  const deletion = useConfirmedDelete({
    remove: useMutation({ mutationFn: remove }),
    idOf: (print: Print) => print.id,
    deleted: 'Print deleted',
    signInFirst: 'Please login first to delete print',
  });
  return (
    <>
      <button onClick={() => void deletion.ask(lotus)}>Delete Lotus Pond</button>
      <ConfirmDialog {...deletion.dialog} title="Delete print">
        Delete {deletion.pending?.name}?
      </ConfirmDialog>
    </>
  );
}

describe('useConfirmedDelete', () => {
  it('asks first, then deletes by id, says so and closes the question', async () => {
    const remove = vi.fn(async (_id: string) => ({}));
    const { user } = renderAdmin(<Prints remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete Lotus Pond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete print' });
    expect(within(dialog).getByText('Delete Lotus Pond?')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Print deleted')).toBeInTheDocument();
    expect(remove.mock.calls[0]?.[0]).toBe('p2');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes nothing when the question is cancelled', async () => {
    const remove = vi.fn(async (_id: string) => ({}));
    const { user } = renderAdmin(<Prints remove={remove} />);
    await user.click(screen.getByRole('button', { name: 'Delete Lotus Pond' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();
  });

  it('without a token does not even ask, and says to sign in', async () => {
    const remove = vi.fn(async (_id: string) => ({}));
    const { user } = renderAdmin(<Prints remove={remove} />, { host: createFakeHost(null) });
    await user.click(screen.getByRole('button', { name: 'Delete Lotus Pond' }));
    expect(await screen.findByText('Please login first to delete print')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });
});
