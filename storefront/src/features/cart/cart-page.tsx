import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Stack,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { cartTotals, hasFixedQuantity, loginPathFor } from '@wallart/domain/rules';
import { CartLineNotice } from '../../components/cart-line-notice';
import { LineThumbnail } from '../../components/line-thumbnail';
import { OrderSummary } from '../../components/order-summary';
import { PageHeader } from '../../components/page-header';
import { Price } from '../../components/price';
import { QuantityStepper } from '../../components/quantity-stepper';
import { useT } from '../../i18n/i18n';
import { lineKey, useCartCheck, type CheckedLine } from '../../lib/cart-check';
import { cart, useCart } from '../../lib/cart-store';
import { PageLoader } from '../../components/page-loader';
import { useInBrowser } from '../../lib/in-browser';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { toast } from '../../lib/toast';

export function CartPage() {
  const t = useT();
  usePageMeta(t('cart.title'), t('cart.description'));
  const items = useCart();
  const navigate = useNavigate();
  const check = useCartCheck(items);
  const priced = check.lines.map((line) => line.item);
  const totals = cartTotals(priced);
  // Signed out, proceeding offers sign-in or buying as a guest (PRODUCT §11).
  const signedIn = Boolean(useToken());
  const [choosing, setChoosing] = useState(false);
  // The cart is the browser's: the server draws the page's frame and the browser its lines.
  const inBrowser = useInBrowser();

  if (!inBrowser) {
    return (
      <>
        <PageHeader title={t('cart.title')} />
        <PageLoader label={t('cart.loading')} />
      </>
    );
  }

  if (items.length === 0) {
    return (
      <>
        <PageHeader title={t('cart.title')} />
        <Container size="sm" py={48}>
          <Stack align="center" gap="md" ta="center">
            <Text fz="xl" c="ink.7">
              {t('cart.empty')}
            </Text>
            <Button component={Link} to="/products">
              {t('cart.browse')}
            </Button>
          </Stack>
        </Container>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('cart.title')} intro={t('cart.count', { count: totals.itemCount })} />
      <Container>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack
              gap="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label={t('cart.items')}
            >
              {check.lines.map((line) => (
                <CartLine key={lineKey(line.item)} line={line} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="xl" bg="white" style={{ position: 'sticky', top: 90 }}>
              <OrderSummary title={t('cart.summary')} items={priced} shippingFee={null}>
                {check.blocking.length > 0 && (
                  <Alert variant="light" color="red">
                    {t('cart.blocked')}
                  </Alert>
                )}
                <Button
                  mt="sm"
                  size="lg"
                  fullWidth
                  disabled={check.blocking.length > 0}
                  onClick={() =>
                    signedIn ? navigate('/checkout', { state: { items } }) : setChoosing(true)
                  }
                >
                  {t('cart.proceed')}
                </Button>
                {choosing && !signedIn && (
                  <Group grow gap="sm" role="group" aria-label={t('cart.howToCheckOut')}>
                    <Button component={Link} to={loginPathFor('/checkout')} variant="light">
                      {t('cart.signIn')}
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => navigate('/checkout', { state: { items, guest: true } })}
                    >
                      {t('cart.asGuest')}
                    </Button>
                  </Group>
                )}
                <Anchor component={Link} to="/products" ta="center" fz="sm">
                  {t('cart.keepShopping')}
                </Anchor>
              </OrderSummary>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

function CartLine({ line }: { line: CheckedLine }) {
  const { item } = line;
  const t = useT();
  const changeQuantity = (quantity: number) => {
    if (!cart.setQuantity(item.productId, item.selectedSize, quantity)) {
      toast.error(t('toast.updateFailed'));
    }
  };
  const remove = () => {
    if (cart.remove(item.productId)) toast.success(t('cart.removed', { name: item.name }));
    else toast.error(t('cart.removeFailed'));
  };
  // A quoted one-off artwork has no page in the catalogue and is ordered once.
  const oneOff = hasFixedQuantity(item.productId);
  const page = `/overview/${encodeURIComponent(item.productId)}`;
  const thumbnail = <LineThumbnail productId={item.productId} image={item.image} size={96} />;
  return (
    <Card component="li" withBorder padding="md" bg="white">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {oneOff ? (
          <div style={{ width: 96, flexShrink: 0 }}>{thumbnail}</div>
        ) : (
          <Link to={page} style={{ width: 96, flexShrink: 0 }} tabIndex={-1} aria-hidden="true">
            {thumbnail}
          </Link>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {oneOff ? (
            <Text c="ink.9" fw={500} lineClamp={1}>
              {item.name}
            </Text>
          ) : (
            <Anchor component={Link} to={page} c="ink.9" fw={500} lineClamp={1}>
              {item.name}
            </Anchor>
          )}
          <Text fz="xs" c="dimmed">
            {item.productId} · {item.selectedSize}
          </Text>
          <Price price={item.price} labeledPrice={item.labeledPrice} size="sm" />
          <CartLineNotice line={line} onRemove={() => changeQuantity(0)} />
          <Group justify="space-between" mt={4} wrap="nowrap">
            {oneOff ? (
              <Text fz="sm" c="ink.7">
                {t('cart.oneOfAKind')}
              </Text>
            ) : (
              <QuantityStepper
                value={item.quantity}
                onChange={changeQuantity}
                itemName={item.name}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              onClick={remove}
              aria-label={t('cart.remove', { name: item.name })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
