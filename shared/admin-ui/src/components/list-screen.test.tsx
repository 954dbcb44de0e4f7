import { useState } from 'react';
import { IconTrash } from '@tabler/icons-react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Page } from '@wallart/domain';
import { aPage } from '../test/fixtures';
import { renderAdmin } from '../test/render';
import type { Column } from './data-table';
import { ListScreen, type ListScreenProps } from './list-screen';
import { useListPage } from './use-list-page';

interface Print {
  id: string;
  name: string;
}
const prints: Print[] = [
  { id: 'p1', name: 'Golden Hour' },
  { id: 'p2', name: 'Lotus Pond' },
];
const columns: Column<Print>[] = [{ key: 'name', header: 'Name', cell: (p) => p.name }];

function Screen(props: Partial<ListScreenProps<Print>>) {
  return (
    <ListScreen
      title="Prints"
      label="Prints"
      columns={columns}
      rowKey={(p) => p.id}
      loadingLabel="Loading prints"
      query={{ data: prints, isPending: false }}
      {...props}
    />
  );
}

const headers = () =>
  within(screen.getByRole('table', { name: 'Prints' }))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

describe('ListScreen', () => {
  it('shows a spinner while the first load runs', () => {
    renderAdmin(<Screen query={{ isPending: true }} />);
    expect(screen.getByRole('heading', { name: 'Prints' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading prints' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists a whole list without page numbers, with each row’s actions under "Actions"', async () => {
    const remove = vi.fn();
    const { user } = renderAdmin(
      <Screen
        rowActions={(p) => [
          {
            label: `Delete ${p.name}`,
            icon: <IconTrash />,
            color: 'red',
            onClick: () => remove(p),
          },
        ]}
      />,
    );
    expect(headers()).toEqual(['Name', 'Actions']);
    const row = screen.getByRole('cell', { name: 'Lotus Pond' }).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Delete Lotus Pond' }));
    expect(remove).toHaveBeenCalledWith(prints[1]);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says the empty text when there is nothing', () => {
    renderAdmin(<Screen query={{ data: [], isPending: false }} empty="No prints yet." />);
    expect(screen.getByText('No prints yet.')).toBeInTheDocument();
  });

  it('pages a paged list, with named arrows, only when it holds more than one page', async () => {
    const onChange = vi.fn();
    const { user } = renderAdmin(
      <Screen
        query={{ data: aPage(prints, 45, 1, 2), isPending: false }}
        paging={{ page: 1, onChange }}
      />,
    );
    await screen.findByRole('cell', { name: 'Golden Hour' });
    expect(screen.getByRole('button', { name: 'next page' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('hides the page numbers of a one-page list, unless it says which rows it shows', () => {
    const onePage: Page<Print> = aPage(prints, 2, 1, 20);
    const { unmount } = renderAdmin(
      <Screen
        query={{ data: onePage, isPending: false }}
        paging={{ page: 1, onChange: vi.fn() }}
      />,
    );
    expect(screen.queryByRole('button', { name: '1' })).not.toBeInTheDocument();
    unmount();
    renderAdmin(
      <Screen
        query={{ data: aPage(prints, 42, 3, 20), isPending: false }}
        paging={{ page: 3, onChange: vi.fn(), showRange: true }}
      />,
    );
    expect(screen.getByText('Showing 41–42 of 42')).toBeInTheDocument();
  });

  it('renders its one filter as a segmented control and hands on the choice', async () => {
    const onChange = vi.fn();
    const { user } = renderAdmin(
      <Screen filter={{ label: 'Show prints', data: ['All', 'Framed'], value: 'All', onChange }} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Show prints' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Framed' }));
    expect(onChange).toHaveBeenCalledWith('Framed');
  });

  it('offers a round add button that leads to its page', async () => {
    const { user, location } = renderAdmin(
      <Screen addLink={{ label: 'Add print', to: '/admin/addprint' }} />,
    );
    await user.click(screen.getByRole('link', { name: 'Add print' }));
    expect(location()).toBe('/admin/addprint');
  });
});

function Paged() {
  const [filter, setFilter] = useState('all');
  const [pageNo, setPage] = useListPage({ filter });
  return (
    <>
      <output aria-label="page">{pageNo}</output>
      <button onClick={() => setPage(pageNo + 1)}>Next</button>
      <button onClick={() => setFilter('framed')}>Framed</button>
    </>
  );
}

describe('useListPage', () => {
  it('moves between pages and starts again at page 1 when the filters change', async () => {
    const { user } = renderAdmin(<Paged />);
    const shown = () => screen.getByRole('status', { name: 'page' }).textContent;
    expect(shown()).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(shown()).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Framed' }));
    await waitFor(() => expect(shown()).toBe('1'));
  });
});
