import { Pagination, type PaginationProps } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';

interface PagePickerProps {
  /** How many pages there are. */
  pages: number;
  /** The page shown now, from the address's `?page=`. */
  page: number;
  size?: PaginationProps['size'];
}

/** Pages of a list, kept in the address's `?page=` so a page can be linked and reloaded. */
export function PagePicker({ pages, page, size }: PagePickerProps) {
  const [params, setParams] = useSearchParams();
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={(next) => {
        const nextParams = new URLSearchParams(params);
        nextParams.set('page', String(next));
        setParams(nextParams);
      }}
      getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
      getControlProps={(control) => ({
        'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
      })}
      {...(size && { size })}
    />
  );
}
