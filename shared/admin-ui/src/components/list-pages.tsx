import { Group, Pagination, Text } from '@mantine/core';
import { pageCount, type Page } from '@wallart/domain';

export interface ListPagesProps {
  /** The page the server sent: its number, size, how many rows it holds and the total. */
  data: Pick<Page<unknown>, 'items' | 'total' | 'page' | 'limit'>;
  page: number;
  onChange: (page: number) => void;
  /**
   * Say which rows are shown ("Showing 21–40 of 45"); the line and the pages then stay for a
   * list of one page too. Without it, the page numbers appear only when there are several.
   */
  showRange?: boolean;
  /** Room on the right for a floating button. */
  endSpace?: number;
}

/** Page numbers under a list; the arrows are named ("next page") for assistive technology. */
export function ListPages({ data, page, onChange, showRange = false, endSpace }: ListPagesProps) {
  const { total, limit } = data;
  if (showRange ? total === 0 : total <= limit) return null;
  // The rows on screen are the page the server sent (the last one, while the next loads).
  const skipped = (data.page - 1) * limit;
  const first = skipped + 1;
  const last = Math.min(total, skipped + data.items.length);
  return (
    <Group justify={showRange ? 'space-between' : 'flex-end'} mt="sm" pr={endSpace}>
      {showRange && (
        <Text size="sm" c="dimmed">
          Showing {first}–{last} of {total}
        </Text>
      )}
      <Pagination
        total={pageCount(total, limit)}
        value={page}
        onChange={onChange}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}
