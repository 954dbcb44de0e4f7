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
import { cartTotals, loginPathFor } from '@wallart/domain/rules';
import { ArtImage } from '../../components/art-image';
import { CartLineNotice } from '../../components/cart-line-notice';
import { OrderSummary } from '../../components/order-summary';
import { PageHeader } from '../../components/page-header';
import { Price } from '../../components/price';
import { QuantityStepper } from '../../components/quantity-stepper';
import { lineKey, useCartCheck, type CheckedLine } from '../../lib/cart-check';
import { cart, useCart } from '../../lib/cart-store';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { toast } from '../../lib/toast';

export function CartPage() {
  usePageMeta('Your Cart', 'The prints in your cart, ready for checkout.');
  const items = useCart();
  const navigate = useNavigate();
  const check = useCartCheck(items);
  const priced = check.lines.map((line) => line.item);
  const totals = cartTotals(priced);
  // Signed out, proceeding offers sign-in or buying as a guest (PRODUCT §11).
  const signedIn = Boolean(useToken());
  const [choosing, setChoosing] = useState(false);

  if (items.length === 0) {
    return (
      <>
        <PageHeader title="Your Cart" />
        <Container size="sm" py={48}>
          <Stack align="center" gap="md" ta="center">
            <Text fz="xl" c="ink.7">
              Your cart is empty
            </Text>
            <Button component={Link} to="/products">
              Browse Products
            </Button>
          </Stack>
        </Container>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Your Cart"
        intro={`${totals.itemCount} ${totals.itemCount === 1 ? 'print' : 'prints'} in your cart.`}
      />
      <Container>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack
              gap="md"
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
              aria-label="Cart items"
            >
              {check.lines.map((line) => (
                <CartLine key={lineKey(line.item)} line={line} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="xl" bg="white" style={{ position: 'sticky', top: 90 }}>
              <OrderSummary title="Order Summary" items={priced} shippingFee={null}>
                {check.blocking.length > 0 && (
                  <Alert variant="light" color="red">
                    Some prints in your cart cannot be ordered as they are. Change or remove them to
                    continue.
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
                  Proceed to Checkout
                </Button>
                {choosing && !signedIn && (
                  <Group grow gap="sm" role="group" aria-label="How to check out">
                    <Button component={Link} to={loginPathFor('/checkout')} variant="light">
                      Sign in
                    </Button>
                    <Button
                      variant="outline"
                      onClick={() => navigate('/checkout', { state: { items, guest: true } })}
                    >
                      Continue as guest
                    </Button>
                  </Group>
                )}
                <Anchor component={Link} to="/products" ta="center" fz="sm">
                  Continue shopping
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
  const changeQuantity = (quantity: number) => {
    if (!cart.setQuantity(item.productId, item.selectedSize, quantity)) {
      toast.error('Failed to update quantity');
    }
  };
  const remove = () => {
    if (cart.remove(item.productId)) toast.success(`${item.name} removed from cart`);
    else toast.error('Failed to remove item');
  };
  return (
    <Card component="li" withBorder padding="md" bg="white">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Link
          to={`/overview/${encodeURIComponent(item.productId)}`}
          style={{ width: 96, flexShrink: 0 }}
          tabIndex={-1}
          aria-hidden="true"
        >
          <ArtImage src={item.image} alt="" height={96} width={96} intrinsicHeight={96} />
        </Link>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/overview/${encodeURIComponent(item.productId)}`}
            c="ink.9"
            fw={500}
            lineClamp={1}
          >
            {item.name}
          </Anchor>
          <Text fz="xs" c="dimmed">
            {item.productId} · {item.selectedSize}
          </Text>
          <Price price={item.price} labeledPrice={item.labeledPrice} size="sm" />
          <CartLineNotice line={line} onRemove={() => changeQuantity(0)} />
          <Group justify="space-between" mt={4} wrap="nowrap">
            <QuantityStepper value={item.quantity} onChange={changeQuantity} itemName={item.name} />
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              onClick={remove}
              aria-label={`Remove ${item.name}`}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
