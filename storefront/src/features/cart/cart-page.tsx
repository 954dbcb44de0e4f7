import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { cartTotals, formatLKR, type CartItem } from '@wallart/domain/rules';
import { ArtImage } from '../../components/art-image';
import { PageHeader } from '../../components/page-header';
import { Price } from '../../components/price';
import { cart, useCart } from '../../lib/cart-store';
import { usePageMeta } from '../../lib/page-meta';
import { toast } from '../../lib/toast';

export function CartPage() {
  usePageMeta('Your Cart', 'The prints in your cart, ready for checkout.');
  const items = useCart();
  const navigate = useNavigate();
  const totals = cartTotals(items);

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
              {items.map((item) => (
                <CartLine key={`${item.productId}|${item.selectedSize}`} item={item} />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder padding="xl" bg="white" style={{ position: 'sticky', top: 90 }}>
              <Stack gap="sm">
                <Title order={2} fz={26}>
                  Order Summary
                </Title>
                <SummaryRow label="Subtotal" value={formatLKR(totals.labeledTotal)} />
                <SummaryRow label="Discount" value={`- ${formatLKR(totals.discount)}`} accent />
                <Divider />
                <SummaryRow label="Total" value={formatLKR(totals.total)} strong />
                <Button
                  mt="sm"
                  size="lg"
                  fullWidth
                  onClick={() => navigate('/checkout', { state: { items } })}
                >
                  Proceed to Checkout
                </Button>
                <Anchor component={Link} to="/products" ta="center" fz="sm">
                  Continue shopping
                </Anchor>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

function SummaryRow(props: { label: string; value: string; strong?: boolean; accent?: boolean }) {
  return (
    <Group justify="space-between">
      <Text fw={props.strong ? 600 : 400} fz={props.strong ? 'lg' : 'md'}>
        {props.label}
      </Text>
      <Text
        className="shop-price"
        fw={props.strong ? 600 : 400}
        fz={props.strong ? 'lg' : 'md'}
        c={props.accent ? 'teal.9' : undefined}
      >
        {props.value}
      </Text>
    </Group>
  );
}

function CartLine({ item }: { item: CartItem }) {
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
          <Group justify="space-between" mt={4} wrap="nowrap">
            <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${item.name}`}>
              <ActionIcon
                variant="default"
                size={44}
                onClick={() => changeQuantity(item.quantity - 1)}
                disabled={item.quantity <= 1}
                aria-label={`Decrease quantity of ${item.name}`}
              >
                <IconMinus size={16} />
              </ActionIcon>
              <Text w={36} ta="center" fw={500} aria-live="polite">
                {item.quantity}
              </Text>
              <ActionIcon
                variant="default"
                size={44}
                onClick={() => changeQuantity(item.quantity + 1)}
                aria-label={`Increase quantity of ${item.name}`}
              >
                <IconPlus size={16} />
              </ActionIcon>
            </Group>
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
