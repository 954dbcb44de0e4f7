import { Group, Pagination } from '@mantine/core';
import { pageCount } from '@wallart/domain';

/** Page numbers under a list, shown only when it holds more than one page. */
export function ListPages({
  total,
  limit,
  page,
  onChange,
}: {
  total: number;
  limit: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (total <= limit) return null;
  return (
    <Group justify="flex-end" mt="sm">
      <Pagination total={pageCount(total, limit)} value={page} onChange={onChange} size="sm" />
    </Group>
  );
}
