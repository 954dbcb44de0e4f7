import { lazy, Suspense, useState } from 'react';
import { Badge, Box, Button, Group } from '@mantine/core';
import { ShopSelect } from '../../components/shop-select';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { activeFilterCount, type ListView, type ProductSort } from '@wallart/domain/rules';
import { useT, type MessageKey } from '../../i18n/i18n';
import { usePageRender } from '../../lib/page-render';
import { FilterForm } from './filter-form';
import classes from './product-list.module.css';

// The drawer's code (Mantine's modal, focus trap and transitions) loads on the first tap.
const FilterDrawer = lazy(() =>
  import('./filter-drawer').then((m) => ({ default: m.FilterDrawer })),
);

const SORT_LABELS: Record<ProductSort, MessageKey> = {
  newest: 'list.sortNewest',
  'price-asc': 'list.sortPriceAsc',
  'price-desc': 'list.sortPriceDesc',
  name: 'list.sortName',
};
const BEST_MATCH = '';

/** Mantine's `sm` breakpoint: from here the filters sit above the grid. */
const WIDE = '(min-width: 48em)';

interface SortSelectProps {
  view: ListView;
  onChange: (next: ListView) => void;
  /** A search is ranked by best match unless sorted. */
  searching: boolean;
}

export function SortSelect({ view, onChange, searching }: SortSelectProps) {
  const t = useT();
  const options = [
    ...(searching ? [{ value: BEST_MATCH, label: t('list.sortBest') }] : []),
    ...Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label: t(label) })),
  ];
  return (
    <ShopSelect
      label={t('list.sortBy')}
      data={options}
      value={view.sort ?? (searching ? BEST_MATCH : 'newest')}
      onChange={(event) => {
        const { sort: _old, ...rest } = view;
        const value = event.currentTarget.value;
        onChange(value ? { ...rest, sort: value as ProductSort } : rest);
      }}
      className={classes.sortSelect}
    />
  );
}

interface ListFiltersProps {
  view: ListView;
  onChange: (next: ListView) => void;
}

/**
 * The filters: a row above the grid on a wider screen; on a phone a "Filters" button, showing
 * how many are on, that opens them in a drawer.
 */
export function ListFilters({ view, onChange }: ListFiltersProps) {
  // A page drawn on the server cannot know the screen's width: until the browser has taken
  // it over, both forms are drawn and the stylesheet shows the one that fits.
  const { fromServer } = usePageRender();
  const wide = useMediaQuery(WIDE, undefined, { getInitialValueInEffect: fromServer });
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const count = activeFilterCount(view);
  const t = useT();
  // A new form whenever the address changes the filters (back button, a shared link).
  const key = JSON.stringify(view);

  const row = (
    <Box
      p="md"
      w="100%"
      bg="white"
      style={{ border: '1px solid var(--mantine-color-ink-1)', borderRadius: 4 }}
      visibleFrom={wide === undefined ? 'sm' : undefined}
    >
      <FilterForm key={key} layout="row" view={view} onApply={onChange} />
    </Box>
  );
  const button = (
    <Group gap="xs" hiddenFrom={wide === undefined ? 'sm' : undefined}>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
        aria-label={count > 0 ? t('list.filtersActive', { count }) : t('list.filters')}
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
      >
        {t('list.filters')}
      </Button>
      {/* Beside the button, not in it: the button's visible text stays within its name. */}
      {count > 0 && (
        <Badge size="md" circle aria-hidden="true">
          {count}
        </Badge>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <FilterDrawer
            key={key}
            opened={opened}
            onClose={() => setOpened(false)}
            view={view}
            onApply={onChange}
          />
        </Suspense>
      )}
    </Group>
  );
  return (
    <>
      {wide !== false && row}
      {wide !== true && button}
    </>
  );
}
