import type { ReactNode } from 'react';
import { ActionIcon, Affix, Group, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Page } from '@wallart/domain';
import { DataTable, type Column, type DataTableProps } from './data-table';
import { FilterSwitch, type FilterSwitchProps } from './filter-switch';
import { IconAction } from './icon-action';
import { ListPages } from './list-pages';
import { PageHeader } from './page-header';

/** An icon button at the end of a row; its label is its tooltip and its accessible name. */
export interface RowAction {
  label: string;
  icon: ReactNode;
  color?: string;
  onClick: () => void;
  /** Why the action cannot be used on this row; it is then shown disabled, with the reason. */
  disabledReason?: string | undefined;
}

export interface ListScreenProps<T> extends Omit<DataTableProps<T>, 'rows' | 'loading'> {
  title: string;
  description?: ReactNode;
  /** Buttons beside the title (Export CSV). */
  actions?: ReactNode;
  /** The list's filter, or filters side by side: segmented controls (selects on phones). */
  filter?: FilterSwitchProps | FilterSwitchProps[];
  /** Other controls above the table (search, sort). */
  toolbar?: ReactNode;
  /** The buttons of each row, in an "Actions" column at the end. */
  rowActions?: (row: T) => RowAction[];
  /** The list's query: the whole list, or one page of it as the server sent it. */
  query: { data?: T[] | Page<T>; isPending: boolean };
  /** A paged list: the page asked for and the way to another. */
  paging?: { page: number; onChange: (page: number) => void; showRange?: boolean };
  /** A round button at the bottom right that adds one (Add Product). */
  addLink?: { label: string; to: string };
  /** The screen's dialogs and drawers. */
  children?: ReactNode;
}

const ADD_BUTTON_ROOM = 80;

/**
 * A screen that lists things, as configuration: header, filter, the table with its row
 * actions, the page numbers, and the screen's own dialogs after them.
 */
export function ListScreen<T>({
  title,
  description,
  actions,
  filter,
  toolbar,
  rowActions,
  query,
  paging,
  addLink,
  children,
  columns,
  ...table
}: ListScreenProps<T>) {
  const { data } = query;
  const page = Array.isArray(data) ? undefined : data;
  const rows = Array.isArray(data) ? data : (data?.items ?? []);
  const allColumns = rowActions ? [...columns, actionsColumn(rowActions)] : columns;
  return (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {Array.isArray(filter) ? (
        <Group gap="lg" align="flex-end" wrap="wrap">
          {filter.map((f) => (
            <FilterSwitch key={f.label} {...f} showLabel />
          ))}
        </Group>
      ) : (
        filter && <FilterSwitch {...filter} />
      )}
      {toolbar}
      <DataTable {...table} columns={allColumns} rows={rows} loading={query.isPending} />
      {page && paging && (
        <ListPages
          data={page}
          page={paging.page}
          onChange={paging.onChange}
          showRange={paging.showRange}
          endSpace={addLink ? ADD_BUTTON_ROOM : undefined}
        />
      )}
      {addLink && (
        <Affix position={{ bottom: 28, right: 28 }}>
          <Tooltip label={addLink.label} position="left">
            <ActionIcon
              component={Link}
              to={addLink.to}
              size={56}
              radius="xl"
              variant="filled"
              aria-label={addLink.label}
              style={{ boxShadow: 'var(--mantine-shadow-md)' }}
            >
              <IconPlus size={26} />
            </ActionIcon>
          </Tooltip>
        </Affix>
      )}
      {children}
    </>
  );
}

function actionsColumn<T>(rowActions: (row: T) => RowAction[]): Column<T> {
  return {
    key: 'actions',
    header: 'Actions',
    width: 96,
    cell: (row) => (
      <Group gap={4} wrap="nowrap">
        {rowActions(row).map((action) => (
          <IconAction
            key={action.label}
            label={action.label}
            color={action.color}
            onClick={action.onClick}
            disabledReason={action.disabledReason}
          >
            {action.icon}
          </IconAction>
        ))}
      </Group>
    ),
  };
}
