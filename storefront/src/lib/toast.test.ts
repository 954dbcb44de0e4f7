import { notifications, notificationsStore } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

// The notifications load with the first toast: each check waits for the toasts to be shown.
describe('toast helper', () => {
  it('keeps at most 20 toasts, top-right', async () => {
    toast.message('First');
    await vi.waitFor(() =>
      expect(notificationsStore.getState()).toMatchObject({
        limit: 20,
        defaultPosition: 'top-right',
      }),
    );
  });

  it('shows success for 2 s, errors and plain messages for 4 s, loading until settled', async () => {
    const show = vi.spyOn(notifications, 'show');
    const update = vi.spyOn(notifications, 'update');
    toast.success('Saved');
    toast.error('Broken');
    toast.message('Note');
    const id = toast.loading('Working');
    toast.settle(id, 'success', 'Done');
    await vi.waitFor(() => expect(update).toHaveBeenCalled());
    // In the order asked for: the loading toast before its outcome.
    expect(show.mock.calls.map(([n]) => [n.message, n.autoClose])).toEqual([
      ['Saved', 2000],
      ['Broken', 4000],
      ['Note', 4000],
      ['Working', false],
    ]);
    expect(show.mock.calls[3]?.[0].id).toBe(id);
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id, message: 'Done', loading: false, autoClose: 2000 }),
    );
  });

  it('keeps a confirmation for 10 s', async () => {
    const show = vi.spyOn(notifications, 'show');
    toast.confirm({
      message: 'Sure?',
      confirmLabel: 'Yes',
      cancelLabel: 'No',
      onConfirm: () => {},
    });
    await vi.waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]?.[0].autoClose).toBe(10000);
  });
});
