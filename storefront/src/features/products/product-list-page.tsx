import { lazy, Suspense, useEffect } from 'react';
import { Box, Center, Container, Group, Loader, Text } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  ALL_CATEGORIES,
  CATEGORY_FILTERS,
  activeFilterCount,
  isCategory,
  listViewParams,
  pageCount,
  withThousands,
  type ListView,
} from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { PagePicker } from '../../components/page-picker';
import { useT, type Translate } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { ActiveFilterChips } from './active-filter-chips';
import { ListSearchBar } from './list-search-bar';
import { ListFilters, SortSelect } from './list-toolbar';
import { useListView } from './list-view';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useProductList } from './products.queries';
import { loadSections } from '../../i18n/catalogues';

// What an empty list offers arrives only when a list is empty, with its texts.
const NoResults = lazy(() =>
  Promise.all([import('./no-results'), loadSections(['noMatch'])]).then(([m]) => ({
    default: m.NoResults,
  })),
);

const categoryPath = (category: string) =>
  category === ALL_CATEGORIES ? '/products' : `/products/${encodeURIComponent(category)}`;

const listViewSearch = (view: ListView) => new URLSearchParams(listViewParams(view)).toString();

/**
 * "1 print", "1,234 prints", or "1,000+ prints" when the API counted only so far; a search's
 * are results ("10,000+ results", PRODUCT §10).
 */
function countLine(
  t: Translate,
  { total, totalExact }: { total: number; totalExact?: boolean },
  noun: 'print' | 'result',
): string {
  const shown = `${withThousands(total)}${totalExact === false ? '+' : ''}`;
  // "1+ prints": an estimate is never one.
  const count = totalExact === false ? total + 1 : total;
  return t(noun === 'print' ? 'list.prints' : 'list.resultCount', { count, shown });
}

function isFilter(value: string): boolean {
  return (CATEGORY_FILTERS as readonly string[]).includes(value);
}

export function ProductListPage() {
  const { categoryName } = useParams();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const category = categoryName ?? ALL_CATEGORIES;
  const search = (params.get('search') ?? '').trim();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [view, setView] = useListView();

  const t = useT();
  const shownName = isCategory(category) ? t(`category.${category}`) : category;
  const place = isCategory(category) ? t(`place.${category}`) : category.toLowerCase();
  const heading = search
    ? t('list.results', { search })
    : category === ALL_CATEGORIES
      ? t('list.all')
      : shownName;
  usePageMeta(
    search
      ? t('list.titleSearch', { search })
      : category === ALL_CATEGORIES
        ? t('list.titleAll')
        : t('list.titleCategory', { category: shownName }),
    category === ALL_CATEGORIES
      ? t('list.descriptionAll')
      : t('list.descriptionCategory', { place }),
  );

  const { data, isPending, isError, error, isPlaceholderData } = useProductList({
    category,
    search,
    page,
    view,
  });
  useEffect(() => {
    // SPEC §8: a failed category or search fetch is only logged; the list shows as empty.
    if (isError) console.error('Product list failed to load', error);
  }, [isError, error]);

  // The API searches the whole catalogue, never one category: a search leaves the category
  // page for /products, and the filter says "All" while search results are shown.
  const onSearch = (query: string) => {
    // The filters stay on; the order goes back to the best match.
    const { sort: _sort, ...filters } = view;
    navigate(
      `/products?${new URLSearchParams([['search', query], ...listViewParams(filters)]).toString()}`,
    );
  };
  // A category keeps the sort and filters (they are in the address, not the path).
  const onCategory = (next: string) =>
    navigate({ pathname: categoryPath(next), search: listViewSearch(view) });
  const shownCategory = search || !isFilter(category) ? ALL_CATEGORIES : category;

  const onReset = () => setParams({});
  const onClearFilters = () => setView(view.sort ? { sort: view.sort } : {});

  const items = isError ? [] : (data?.items ?? []);
  const pages = data ? pageCount(data.total, data.limit) : 1;

  return (
    <>
      <PageHeader title={heading} intro={t('list.intro')} />
      <Container>
        <ListSearchBar
          search={search}
          category={shownCategory}
          onSearch={onSearch}
          onCategory={onCategory}
          onReset={onReset}
          sort={<SortSelect view={view} onChange={setView} searching={Boolean(search)} />}
        />
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <ListFilters view={view} onChange={setView} />
          <Text fz="sm" c="ink.6" aria-live="polite">
            {!isPending && data && items.length > 0
              ? countLine(t, data, search ? 'result' : 'print')
              : ''}
          </Text>
        </Group>
        <ActiveFilterChips view={view} onChange={setView} />

        <Box aria-live="polite" aria-busy={isPending || isPlaceholderData}>
          {isPending ? (
            <>
              <Center mb="md">
                <Loader size="sm" aria-hidden="true" />
              </Center>
              <ProductGridSkeleton count={8} label={t('list.loading')} />
            </>
          ) : items.length === 0 ? (
            <Suspense
              fallback={
                <Text ta="center" py={48} fz="lg" fw={500}>
                  {t('list.none')}
                </Text>
              }
            >
              <NoResults
                search={search}
                filtered={activeFilterCount(view) > 0}
                onClearFilters={onClearFilters}
              />
            </Suspense>
          ) : (
            <Box style={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
              <ProductGrid products={items} eager={4} />
            </Box>
          )}
        </Box>

        {!isError && pages > 1 && (
          <Center mt={48}>
            <PagePicker pages={pages} page={page} size="lg" />
          </Center>
        )}
      </Container>
    </>
  );
}
