import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@wallart/domain/api-client';
import {
  formatLKR,
  loginPathFor,
  QUOTE_STATUS_LABELS,
  type QuoteView,
  type User,
} from '@wallart/domain/rules';
import { NotFound } from '../../components/not-found';
import { PageHeader } from '../../components/page-header';
import { cart, readCart } from '../../lib/cart-store';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { useCurrentUser } from '../../lib/shared-queries';
import { toast } from '../../lib/toast';
import { EmailVerifySection } from '../account';
import { quoteQueries, useAcceptQuote } from './quotes.queries';
import { ShopGrid } from '../../components/shop-grid';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The accepted quote's one-off product, alone in its line, quantity 1. */
function putInCart(product: NonNullable<QuoteView['product']>) {
  if (readCart().some((line) => line.productId === product.productId))
    cart.remove(product.productId);
  cart.add({
    productId: product.productId,
    name: product.name,
    altNames: [],
    price: product.price,
    labeledPrice: product.price,
    image: '',
    selectedSize: product.size,
    quantity: 1,
  });
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="ink.6">
        {label}
      </Text>
      <Text fw={600} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}

/**
 * `/quote/:token`: the shop's quote on a custom-art request, from the private link in its
 * mail (PRODUCT §9, decision 0044). The requester accepts it signed in with the request's
 * address (signing in or registering first, then back here) and pays through the normal
 * checkout, the artwork in the cart.
 */
export function QuotePage() {
  usePageMeta('Your custom art quote', 'The shop’s quote on your custom art request.');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useToken() !== null;
  const quote = useQuery(quoteQueries.byToken(token));
  const user = useCurrentUser(signedIn);
  const accept = useAcceptQuote(token);

  if (quote.isPending) {
    return (
      <Container py="xl">
        <Group justify="center">
          <Loader aria-label="Loading the quote" />
        </Group>
      </Container>
    );
  }
  if (quote.isError) {
    if (isApiError(quote.error) && quote.error.status === 404) return <NotFound />;
    return (
      <Container py="xl">
        <Alert color="red" role="alert" title="The quote could not be loaded">
          {messageOf(quote.error, 'Please try again in a moment.')}
        </Alert>
      </Container>
    );
  }

  const view = quote.data;
  const here = `/quote/${token}`;
  const goToCheckout = () =>
    accept.mutate(undefined, {
      onSuccess: (accepted) => {
        if (!accepted.product) return;
        putInCart(accepted.product);
        toast.success('Quote accepted: your artwork is in the cart');
        navigate('/checkout');
      },
      onError: (error) => toast.error(messageOf(error, 'The quote could not be accepted')),
    });

  return (
    <>
      <PageHeader
        title="Your custom art quote"
        intro={`Hello ${view.name}, here is our quote for your custom artwork.`}
      />
      <Container pb={64}>
        <Stack gap="lg" maw={720}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <Stack gap={2}>
                  <Text size="sm" c="ink.6">
                    Price
                  </Text>
                  <Title order={2} fz={{ base: 30, md: 36 }}>
                    {formatLKR(view.price)}
                  </Title>
                </Stack>
                <Badge
                  size="lg"
                  variant="light"
                  color={view.status === 'paid' ? 'green' : 'accent'}
                >
                  {QUOTE_STATUS_LABELS[view.status]}
                </Badge>
              </Group>
              <ShopGrid cols={{ base: 1, xs: 2 }}>
                <Detail label="Size" value={view.size} />
                <Detail label="Delivery" value={`${days(view.deliveryDays)} after payment`} />
              </ShopGrid>
              <Stack gap={2}>
                <Text size="sm" c="ink.6">
                  What we will make
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{view.description}</Text>
              </Stack>
            </Stack>
          </Card>
          <QuoteNextStep
            view={view}
            here={here}
            signedIn={signedIn}
            user={user.data}
            userLoading={signedIn && user.isPending}
            accepting={accept.isPending}
            onAccept={goToCheckout}
          />
        </Stack>
      </Container>
    </>
  );
}

/** What the visitor can do next: sign in, confirm their address, accept, or nothing more. */
function QuoteNextStep({
  view,
  here,
  signedIn,
  user,
  userLoading,
  accepting,
  onAccept,
}: {
  view: QuoteView;
  here: string;
  signedIn: boolean;
  user: User | undefined;
  userLoading: boolean;
  accepting: boolean;
  onAccept: () => void;
}) {
  if (view.status === 'paid') {
    return (
      <Alert color="green" title="Paid: thank you!">
        We have your payment and are making your artwork. Follow it in{' '}
        <Anchor component={Link} to="/orders">
          My Orders
        </Anchor>
        .
      </Alert>
    );
  }
  if (view.ordered) {
    return (
      <Alert color="accent" title="You have ordered this artwork">
        Its payment and delivery are in{' '}
        <Anchor component={Link} to="/orders">
          My Orders
        </Anchor>
        .
      </Alert>
    );
  }
  const login = loginPathFor(here);
  const email = { email: view.email };
  if (!signedIn) {
    const register = `/register?next=${encodeURIComponent(here)}`;
    return (
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Text style={{ overflowWrap: 'anywhere' }}>
            To accept, sign in with <strong>{view.email}</strong>, the address this quote was sent
            to, or create an account with it. You come back here afterwards.
          </Text>
          {/* Side by side from small screens up; on a phone, two full-width buttons. */}
          <ShopGrid cols={{ base: 1, xs: 2 }} maw={440}>
            <Button component={Link} to={login} state={email}>
              Sign in to accept
            </Button>
            <Button component={Link} to={register} state={email} variant="default">
              Create an account
            </Button>
          </ShopGrid>
        </Stack>
      </Card>
    );
  }
  if (userLoading || !user) return <Loader aria-label="Checking your account" />;
  if (!sameAddress(user.email, view.email)) {
    return (
      <Alert color="accent" title="This quote is for another e-mail address">
        <Stack gap="xs">
          <Text size="sm">
            You are signed in as {user.email}, but the quote was sent to {view.email}. Sign in with
            that address to accept it.
          </Text>
          <Anchor component={Link} to={login} state={email} size="sm">
            Sign in with {view.email}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (!user.isEmailVerified) {
    return (
      <Stack gap="sm">
        <Alert color="accent" title="Confirm your e-mail to accept">
          To keep your quote yours, confirm your address with the code we mailed you, then accept.
        </Alert>
        <EmailVerifySection user={user} />
      </Stack>
    );
  }
  return (
    <Group>
      <Button size="md" loading={accepting} onClick={onAccept}>
        {view.status === 'accepted' ? 'Go to checkout' : 'Accept and pay'}
      </Button>
      <Text size="sm" c="ink.6">
        Shipping and payment are chosen at checkout, as for any order.
      </Text>
    </Group>
  );
}
