import type { KeyboardEvent, ReactNode } from 'react';
import { Center, Loader, Table, Text } from '@mantine/core';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Figures: right-aligned, tabular digits. */
  numeric?: boolean;
  /** Keep the cell on one line (IDs, dates); figures never wrap. */
  nowrap?: boolean;
  /** Codes people read out or copy (a product or order ID): a monospace face. */
  monospace?: boolean;
  width?: number | string;
}

/** The column of a row's ID (an order's, a product's): one line, in the monospace face. */
export function idColumn<T>(key: string, header: string, idOf: (row: T) => string): Column<T> {
  return { key, header, nowrap: true, monospace: true, cell: idOf };
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Shows a spinner instead of the table (the first load). */
  loading?: boolean;
  loadingLabel?: string;
  empty?: ReactNode;
  /** Opening a row by click, Enter or Space; rows become focusable. */
  onRowOpen?: (row: T) => void;
  minWidth?: number;
  maxHeight?: string;
}

/**
 * The admin's one table: sticky header inside its own scroll box, figures right-aligned,
 * rows reachable with Tab when they open something.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel = 'Loading',
  empty = 'Nothing here yet.',
  onRowOpen,
  minWidth = 720,
  maxHeight = 'calc(100vh - 230px)',
}: DataTableProps<T>) {
  if (loading) {
    return (
      <Center py="xl" role="status" aria-label={loadingLabel}>
        <Loader />
      </Center>
    );
  }
  const onKeyDown = (row: T) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowOpen?.(row);
    }
  };
  return (
    <Table.ScrollContainer minWidth={minWidth} maxHeight={maxHeight} type="native">
      <Table
        stickyHeader
        striped
        highlightOnHover
        tabularNums
        aria-label={label}
        bg="var(--mantine-color-white)"
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} w={c.width} ta={c.numeric ? 'right' : undefined} scope="col">
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" ta="center" py="lg">
                  {empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                {...(onRowOpen && {
                  tabIndex: 0,
                  style: { cursor: 'pointer' },
                  onClick: (event) => {
                    const target = event.target as HTMLElement;
                    // A click in a portal (a status select's options) reaches the row through
                    // React alone: it is not on the row, so it opens nothing.
                    if (!event.currentTarget.contains(target)) return;
                    if (target.closest('button, a, input')) return;
                    onRowOpen(row);
                  },
                  onKeyDown: onKeyDown(row),
                })}
              >
                {columns.map((c) => (
                  <Table.Td
                    key={c.key}
                    ta={c.numeric ? 'right' : undefined}
                    style={c.numeric || c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {c.monospace ? (
                      <Text ff="monospace" size="sm">
                        {c.cell(row)}
                      </Text>
                    ) : (
                      c.cell(row)
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
