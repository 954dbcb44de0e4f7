import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Divider,
  Grid,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  PRINT_SIZES,
  cartTotals,
  formatLKR,
  parseStoredCart,
  type CartItem,
  type PrintSize,
} from '@wallart/domain/rules';
import { ArtImage } from '../../components/art-image';
import { PageHeader } from '../../components/page-header';
import { cart, readCart } from '../../lib/cart-store';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { usePlaceOrder } from './orders.queries';

/** Items handed over by the cart page, re-checked like a stored cart; else the stored cart. */
function initialItems(state: unknown): CartItem[] {
  const passed = (state as { items?: unknown } | null)?.items;
  if (Array.isArray(passed)) return parseStoredCart(JSON.stringify(passed));
  return readCart();
}

/** A size the shop does not offer is left out, so the server uses its first size. */
function asPrintSize(size: string): PrintSize | undefined {
  return PRINT_SIZES.find((known) => known === size);
}

export function CheckoutPage() {
  usePageMeta('Checkout', 'Enter your delivery details and place your order.');
  const location = useLocation();
  const navigate = useNavigate();
  const token = useToken();
  const [items, setItems] = useState(() => initialItems(location.state));
  const [details, setDetails] = useState({ name: '', address: '', phone: '' });
  const placeOrder = usePlaceOrder();

  if (items.length === 0) return <Navigate to="/products" replace />;

  const totals = cartTotals(items);
  const setQuantity = (index: number, quantity: number) =>
    setItems((current) =>
      current.map((line, i) => (i === index ? { ...line, quantity: Math.max(1, quantity) } : line)),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = details.name.trim();
    const address = details.address.trim();
    const phoneNumber = details.phone.trim();
    if (!name || !address || !phoneNumber) {
      toast.error('Please fill all details');
      return;
    }
    placeOrder.mutate(
      {
        name,
        address,
        phoneNumber,
        billItems: items.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          size: asPrintSize(line.selectedSize),
        })),
      },
      {
        onSuccess: () => {
          toast.success('Order placed successfully');
          cart.clear();
          navigate('/');
        },
        onError: (error) => toast.error(messageOf(error, 'Order place failed')),
      },
    );
  };

  return (
    <>
      <PageHeader title="Checkout" />
      <Container>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="xl" bg="white">
              <form onSubmit={onSubmit} aria-label="Delivery details" noValidate>
                <Stack gap="md">
                  <Title order={2} fz={26}>
                    Delivery details
                  </Title>
                  {!token && (
                    <Alert variant="light" color="accent">
                      Please{' '}
                      <Anchor component={Link} to="/login">
                        sign in
                      </Anchor>{' '}
                      to place your order.
                    </Alert>
                  )}
                  <TextInput
                    label="Name"
                    autoComplete="name"
                    value={details.name}
                    onChange={(e) => {
                      const name = e.currentTarget.value;
                      setDetails((d) => ({ ...d, name }));
                    }}
                  />
                  <Textarea
                    label="Address"
                    autoComplete="street-address"
                    autosize
                    minRows={3}
                    value={details.address}
                    onChange={(e) => {
                      const address = e.currentTarget.value;
                      setDetails((d) => ({ ...d, address }));
                    }}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    autoComplete="tel"
                    value={details.phone}
                    onChange={(e) => {
                      const phone = e.currentTarget.value;
                      setDetails((d) => ({ ...d, phone }));
                    }}
                  />
                  <Button type="submit" size="lg" loading={placeOrder.isPending}>
                    Place Order
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card withBorder padding="xl" bg="white">
              <Stack gap="md">
                <Title order={2} fz={26}>
                  Your order
                </Title>
                {items.map((line, index) => (
                  <Group
                    key={`${line.productId}|${line.selectedSize}`}
                    wrap="nowrap"
                    align="center"
                    gap="sm"
                  >
                    <div style={{ width: 64, flexShrink: 0 }}>
                      <ArtImage
                        src={line.image}
                        alt=""
                        height={64}
                        width={64}
                        intrinsicHeight={64}
                      />
                    </div>
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={500} lineClamp={1}>
                        {line.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {line.selectedSize} · {formatLKR(line.price)}
                      </Text>
                    </Stack>
                    <Group
                      gap={2}
                      wrap="nowrap"
                      role="group"
                      aria-label={`Quantity of ${line.name}`}
                    >
                      <ActionIcon
                        variant="default"
                        size={36}
                        disabled={line.quantity <= 1}
                        onClick={() => setQuantity(index, line.quantity - 1)}
                        aria-label={`Decrease quantity of ${line.name}`}
                      >
                        <IconMinus size={14} />
                      </ActionIcon>
                      <Text w={28} ta="center">
                        {line.quantity}
                      </Text>
                      <ActionIcon
                        variant="default"
                        size={36}
                        onClick={() => setQuantity(index, line.quantity + 1)}
                        aria-label={`Increase quantity of ${line.name}`}
                      >
                        <IconPlus size={14} />
                      </ActionIcon>
                    </Group>
                  </Group>
                ))}
                <Divider />
                <Group justify="space-between">
                  <Text>Discount</Text>
                  <Text c="teal.9" className="shop-price">
                    - {formatLKR(totals.discount)}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text fw={600} fz="lg">
                    Total
                  </Text>
                  <Text fw={600} fz="lg" className="shop-price">
                    {formatLKR(totals.total)}
                  </Text>
                </Group>
              </Stack>
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
