import { notifications, notificationsStore } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { toast } from './toast';

describe('toast helper', () => {
  it('keeps at most 20 toasts, top-right', () => {
    expect(notificationsStore.getState()).toMatchObject({
      limit: 20,
      defaultPosition: 'top-right',
    });
  });

  it('shows success for 2 s, errors and plain messages for 4 s, loading until settled', () => {
    const show = vi.spyOn(notifications, 'show');
    const update = vi.spyOn(notifications, 'update');
    toast.success('Saved');
    toast.error('Broken');
    toast.message('Note');
    const id = toast.loading('Working');
    expect(show.mock.calls.map(([n]) => [n.message, n.autoClose])).toEqual([
      ['Saved', 2000],
      ['Broken', 4000],
      ['Note', 4000],
      ['Working', false],
    ]);
    toast.settle(id, 'success', 'Done');
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ id, message: 'Done', loading: false, autoClose: 2000 }),
    );
  });

  it('keeps a confirmation for 10 s', () => {
    const show = vi.spyOn(notifications, 'show');
    toast.confirm({
      message: 'Sure?',
      confirmLabel: 'Yes',
      cancelLabel: 'No',
      onConfirm: () => {},
    });
    expect(show.mock.calls[0]?.[0].autoClose).toBe(10000);
  });
});
