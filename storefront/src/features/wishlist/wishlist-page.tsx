import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useInBrowser } from '../../lib/in-browser';
import { RedirectToLogin } from '../../components/redirect-to-login';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { ProductGrid, ProductGridSkeleton } from '../products';
import { useWishlist } from './wishlist.queries';

/** `/wishlist`: the signed-in shopper's saved prints, as cards. */
export function WishlistPage() {
  usePageMeta('Wishlist', 'The prints you saved for later.');
  const token = useToken();
  // The server draws this page with no session: the browser's first drawing matches it.
  const inBrowser = useInBrowser();
  const { data, isPending, isError, error } = useWishlist(Boolean(token));
  if (!token || !inBrowser) return <RedirectToLogin />;

  const count = data?.items.length ?? 0;
  return (
    <>
      <PageHeader
        title="Wishlist"
        intro={
          data && count > 0
            ? `${count} saved ${count === 1 ? 'print' : 'prints'}`
            : 'The prints you saved for later.'
        }
      />
      <Container pb={96}>
        {isPending ? (
          <ProductGridSkeleton count={4} label="Loading your wishlist" />
        ) : isError ? (
          <Text c="red.9" role="alert">
            {messageOf(error, 'Your wishlist could not be loaded. Please try again.')}
          </Text>
        ) : count === 0 ? (
          <Stack align="center" gap="md" py={48} ta="center">
            <IconHeart size={40} stroke={1.4} aria-hidden="true" />
            <Title order={2} fz="xl">
              Your wishlist is empty
            </Title>
            <Text c="ink.6" maw={420}>
              Tap the heart on a print to save it here for later.
            </Text>
            <Button component={Link} to="/products" h={44}>
              Browse Products
            </Button>
          </Stack>
        ) : (
          <ProductGrid products={data.items} eager={4} />
        )}
      </Container>
    </>
  );
}
