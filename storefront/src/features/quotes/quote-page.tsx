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
import { formatLKR, loginPathFor, type QuoteView, type User } from '@wallart/domain/rules';
import { NotFound } from '../../components/not-found';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { BoldMarks, markedParts } from '../../i18n/bold-marks';
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
  const t = useT();
  usePageMeta(t('quote.title'), t('quote.description'));
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
          <Loader aria-label={t('quote.loading')} />
        </Group>
      </Container>
    );
  }
  if (quote.isError) {
    if (isApiError(quote.error) && quote.error.status === 404) return <NotFound />;
    return (
      <Container py="xl">
        <Alert color="red" role="alert" title={t('quote.failed')}>
          {messageOf(quote.error, t('quote.tryAgain'))}
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
        toast.success(t('quote.accepted'));
        navigate('/checkout');
      },
      onError: (error) => toast.error(messageOf(error, t('quote.acceptFailed'))),
    });

  return (
    <>
      <PageHeader title={t('quote.title')} intro={t('quote.hello', { name: view.name })} />
      <Container pb={64}>
        <Stack gap="lg" maw={720}>
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <Stack gap={2}>
                  <Text size="sm" c="ink.6">
                    {t('quote.price')}
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
                  {t('quote.status', { status: view.status })}
                </Badge>
              </Group>
              <ShopGrid cols={{ base: 1, xs: 2 }}>
                <Detail label={t('quote.size')} value={view.size} />
                <Detail
                  label={t('quote.delivery')}
                  value={t('quote.days', { days: view.deliveryDays })}
                />
              </ShopGrid>
              <Stack gap={2}>
                <Text size="sm" c="ink.6">
                  {t('quote.make')}
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
  const t = useT();
  if (view.status === 'paid' || view.ordered) {
    const [before, link, after] = markedParts(
      t(view.status === 'paid' ? 'quote.paidText' : 'quote.orderedText'),
    );
    return (
      <Alert
        color={view.status === 'paid' ? 'green' : 'accent'}
        title={view.status === 'paid' ? t('quote.paid') : t('quote.ordered')}
      >
        {before}
        <Anchor component={Link} to="/orders">
          {link}
        </Anchor>
        {after}
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
            <BoldMarks text={t('quote.signInText', { email: view.email })} />
          </Text>
          {/* Side by side from small screens up; on a phone, two full-width buttons. */}
          <ShopGrid cols={{ base: 1, xs: 2 }} maw={440}>
            <Button component={Link} to={login} state={email}>
              {t('quote.signIn')}
            </Button>
            <Button component={Link} to={register} state={email} variant="default">
              {t('quote.register')}
            </Button>
          </ShopGrid>
        </Stack>
      </Card>
    );
  }
  if (userLoading || !user) return <Loader aria-label={t('quote.checking')} />;
  if (!sameAddress(user.email, view.email)) {
    return (
      <Alert color="accent" title={t('quote.otherAddress')}>
        <Stack gap="xs">
          <Text size="sm">{t('quote.otherText', { user: user.email, email: view.email })}</Text>
          <Anchor component={Link} to={login} state={email} size="sm">
            {t('quote.signInWith', { email: view.email })}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (!user.isEmailVerified) {
    return (
      <Stack gap="sm">
        <Alert color="accent" title={t('quote.confirm')}>
          {t('quote.confirmText')}
        </Alert>
        <EmailVerifySection user={user} />
      </Stack>
    );
  }
  return (
    <Group>
      <Button size="md" loading={accepting} onClick={onAccept}>
        {view.status === 'accepted' ? t('quote.toCheckout') : t('quote.accept')}
      </Button>
      <Text size="sm" c="ink.6">
        {t('quote.atCheckout')}
      </Text>
    </Group>
  );
}
