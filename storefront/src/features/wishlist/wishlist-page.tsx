import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { useInBrowser } from '../../lib/in-browser';
import { RedirectToLogin } from '../../components/redirect-to-login';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { ProductGrid, ProductGridSkeleton } from '../products';
import { useWishlist } from './wishlist.queries';

/** `/wishlist`: the signed-in shopper's saved prints, as cards. */
export function WishlistPage() {
  const t = useT();
  usePageMeta(t('userMenu.wishlist'), t('wishlist.description'));
  const token = useToken();
  // The server draws this page with no session: the browser's first drawing matches it.
  const inBrowser = useInBrowser();
  const { data, isPending, isError, error } = useWishlist(Boolean(token));
  if (!token || !inBrowser) return <RedirectToLogin />;

  const count = data?.items.length ?? 0;
  return (
    <>
      <PageHeader
        title={t('userMenu.wishlist')}
        intro={data && count > 0 ? t('wishlist.count', { count }) : t('wishlist.description')}
      />
      <Container pb={96}>
        {isPending ? (
          <ProductGridSkeleton count={4} label={t('wishlist.loading')} />
        ) : isError ? (
          <Text c="red.9" role="alert">
            {messageOf(error, t('wishlist.failed'))}
          </Text>
        ) : count === 0 ? (
          <Stack align="center" gap="md" py={48} ta="center">
            <IconHeart size={40} stroke={1.4} aria-hidden="true" />
            <Title order={2} fz="xl">
              {t('wishlist.empty')}
            </Title>
            <Text c="ink.6" maw={420}>
              {t('wishlist.emptyText')}
            </Text>
            <Button component={Link} to="/products" h={44}>
              {t('wishlist.browse')}
            </Button>
          </Stack>
        ) : (
          <ProductGrid products={data.items} eager={4} />
        )}
      </Container>
    </>
  );
}
