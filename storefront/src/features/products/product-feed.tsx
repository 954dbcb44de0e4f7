import { Alert, Text } from '@mantine/core';
import { useT } from '../../i18n/i18n';
import { errorText } from '../../lib/errors';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { useProductFeed, type ProductFeed as Feed } from './products.queries';

/** Trending or New Arrivals: skeletons, then the grid, or the error in red in its place. */
export function ProductFeed({ feed, label }: { feed: Feed; label: string }) {
  const t = useT();
  const { data, isPending, isError, error } = useProductFeed(feed);
  if (isPending) return <ProductGridSkeleton count={4} label={t('home.loadingFeed', { label })} />;
  if (isError) {
    return (
      <Text c="red.9" role="alert" py="xl" ta="center">
        {errorText(error, t('toast.failed'))}
      </Text>
    );
  }
  if (data.length === 0) return <Alert variant="light">{t('home.noneFeed')}</Alert>;
  return <ProductGrid products={data.slice(0, 8)} />;
}
