import { Pagination, type PaginationProps } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../i18n/i18n';

export interface PagePickerProps {
  /** How many pages there are. */
  pages: number;
  /** The page shown now, from the address's `?page=`. */
  page: number;
  size?: PaginationProps['size'];
}

/** Mantine's pagination over the address's `?page=` (see page-picker.tsx). */
export function PagePickerControl({ pages, page, size }: PagePickerProps) {
  const [params, setParams] = useSearchParams();
  const t = useT();
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={(next) => {
        const nextParams = new URLSearchParams(params);
        nextParams.set('page', String(next));
        setParams(nextParams);
      }}
      getItemProps={(n) => ({ 'aria-label': t('pages.page', { n }) })}
      getControlProps={(control) => ({
        'aria-label': t('pages.control', { control }),
      })}
      {...(size && { size })}
    />
  );
}
