import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@wallart/domain/api-client';
import { renderAdmin } from '../test/render';
import { adminResource } from './admin-resource';

interface Note {
  id: string;
  text: string;
}

/** A resource over a pretend store, so the test sees each request. */
function notesResource() {
  const store = { list: vi.fn(), detail: vi.fn(), save: vi.fn() };
  const notes = adminResource({
    name: 'notes',
    list: (_api, query: { tag: string }) => store.list(query) as Promise<Note[]>,
    listError: 'Failed to fetch notes',
    detail: (_api, id) => store.detail(id) as Promise<Note>,
  });
  const useSave = notes.write({
    write: (_api, note: Note) => store.save(note) as Promise<Note>,
    meta: { errorMessage: 'Note save failed' },
  });
  const useSaveOne = notes.write({
    write: (_api, note: Note) => store.save(note) as Promise<Note>,
    stale: (keys, note) => [keys.detail(note.id)],
  });
  return { notes, store, useSave, useSaveOne };
}

describe('adminResource', () => {
  it('builds keys from generic to specific under the admin', () => {
    const { keys } = notesResource().notes;
    expect(keys.all).toEqual(['admin', 'notes']);
    expect(keys.list({ tag: 'a' })).toEqual(['admin', 'notes', 'list', { tag: 'a' }]);
    expect(keys.detail('7')).toEqual(['admin', 'notes', 'detail', '7']);
    expect(keys.list({ tag: 'a' }).slice(0, 3)).toEqual(keys.lists());
  });

  it('loads a list, and says its message once when the list cannot be loaded', async () => {
    const { notes, store } = notesResource();
    store.list.mockRejectedValue(new ApiError(500, 'boom'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    function Notes() {
      const list = notes.useList({ tag: 'a' });
      return <p>{list.isError ? 'no notes' : 'loading'}</p>;
    }
    renderAdmin(<Notes />);
    expect(await screen.findByText('Failed to fetch notes')).toBeInTheDocument();
    expect(store.list).toHaveBeenCalledWith({ tag: 'a' });
  });

  it('asks for a detail only once there is an id', async () => {
    const { notes, store } = notesResource();
    store.detail.mockResolvedValue({ id: '7', text: 'Frame it' });
    function Detail() {
      const [id, setId] = useState<string | null>(null);
      const detail = notes.useDetail(id);
      return (
        <>
          <p>{detail.data?.text ?? 'closed'}</p>
          <button onClick={() => setId('7')}>Open</button>
        </>
      );
    }
    const { user } = renderAdmin(<Detail />);
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(store.detail).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Frame it')).toBeInTheDocument();
    expect(store.detail).toHaveBeenCalledWith('7');
  });

  it('refreshes every list after a write, and only what the write names when it names some', async () => {
    const { notes, store, useSave, useSaveOne } = notesResource();
    store.list.mockResolvedValue([{ id: '7', text: 'Frame it' }]);
    store.detail.mockResolvedValue({ id: '7', text: 'Frame it' });
    store.save.mockImplementation(async (note: Note) => note);
    function Notes() {
      const list = notes.useList({ tag: 'a' });
      const detail = notes.useDetail('7');
      const save = useSave();
      const saveOne = useSaveOne();
      const note = { id: '7', text: 'Hang it' };
      return (
        <>
          <p>{list.data?.length ?? 0} notes</p>
          <p>{detail.data?.text}</p>
          <button onClick={() => save.mutate(note)}>Save</button>
          <button onClick={() => saveOne.mutate(note)}>Save one</button>
        </>
      );
    }
    const { user } = renderAdmin(<Notes />);
    expect(await screen.findByText('1 notes')).toBeInTheDocument();
    await waitFor(() => expect(store.detail).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(store.list).toHaveBeenCalledTimes(2));
    expect(store.detail).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Save one' }));
    await waitFor(() => expect(store.detail).toHaveBeenCalledTimes(2));
    expect(store.list).toHaveBeenCalledTimes(2);
  });

  it("says a write's failure through its meta", async () => {
    const { store, useSave } = notesResource();
    store.save.mockRejectedValue(new ApiError(500, 'boom'));
    vi.spyOn(console, 'error').mockImplementationOnce(() => {});
    function Save() {
      const save = useSave();
      return <button onClick={() => save.mutate({ id: '7', text: 'x' })}>Save</button>;
    }
    const { user } = renderAdmin(<Save />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note save failed')).toBeInTheDocument();
  });
});
