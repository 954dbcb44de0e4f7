import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { knownPrintSize, parseStoredCart, type CartItem } from '@wallart/domain/rules';
import { OrderSummary } from '../../components/order-summary';
import { PageHeader } from '../../components/page-header';
import { cart, readCart } from '../../lib/cart-store';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { toast } from '../../lib/toast';
import { lazySchema, useSchemaForm } from '../../lib/use-schema-form';
import { usePlaceOrder } from './orders.queries';

/** Items handed over by the cart page, re-checked like a stored cart; else the stored cart. */
function initialItems(state: unknown): CartItem[] {
  const passed = (state as { items?: unknown } | null)?.items;
  if (Array.isArray(passed)) return parseStoredCart(JSON.stringify(passed));
  return readCart();
}

const EMPTY = { name: '', address: '', phoneNumber: '' };
const deliverySchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) =>
    m.placeOrderSchema.pick({ name: true, address: true, phoneNumber: true }),
  ),
);

export function CheckoutPage() {
  usePageMeta('Checkout', 'Enter your delivery details and place your order.');
  const location = useLocation();
  const navigate = useNavigate();
  const token = useToken();
  // Read as a stored cart, so every line carries a size the shop offers: the one it will order.
  const [items, setItems] = useState(() => initialItems(location.state));
  const placeOrder = usePlaceOrder();
  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: deliverySchema,
    onSubmit: send,
    onInvalid: (_errors, values) => {
      if (Object.values(values).some((value) => !value.trim())) {
        toast.error('Please fill all details');
      }
    },
  });

  if (items.length === 0) return <Navigate to="/products" replace />;

  const setQuantity = (changed: CartItem, quantity: number) =>
    setItems((current) => current.map((line) => (line === changed ? { ...line, quantity } : line)));

  function send(details: typeof EMPTY) {
    placeOrder.mutate(
      {
        name: details.name.trim(),
        address: details.address.trim(),
        phoneNumber: details.phoneNumber.trim(),
        billItems: items.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          size: knownPrintSize(line.selectedSize),
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
  }

  return (
    <>
      <PageHeader title="Checkout" />
      <Container>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="xl" bg="white">
              <form onSubmit={form.onSubmit} aria-label="Delivery details" noValidate>
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
                  <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />
                  <Textarea
                    label="Address"
                    autoComplete="street-address"
                    autosize
                    minRows={3}
                    {...form.getInputProps('address')}
                  />
                  <TextInput
                    label="Phone"
                    type="tel"
                    autoComplete="tel"
                    {...form.getInputProps('phoneNumber')}
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
              <OrderSummary
                title="Your order"
                items={items}
                withLines
                onQuantityChange={setQuantity}
              />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
