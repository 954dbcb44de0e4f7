import { useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Loader,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '@wallart/domain/api-client';
import {
  HOME_COUNTRY,
  PAYMENT_METHOD_LABELS,
  countryName,
  countryOptions,
  deliveryDaysLabel,
  paymentMethodsFor,
  shippingFeeLabel,
  type CartItem,
  type PaymentMethod,
  type ShippingMethod,
  type ShippingQuoteMethod,
} from '@wallart/domain/rules';
import { CartLineNotice } from '../../components/cart-line-notice';
import { OrderSummary } from '../../components/order-summary';
import { PageHeader } from '../../components/page-header';
import { postToGateway } from '../../lib/card-gateway';
import { lineKey, useCartCheck } from '../../lib/cart-check';
import { cart, parseCart, readCart } from '../../lib/cart-store';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { useToken } from '../../lib/session';
import { useShopConfig } from '../../lib/shared-queries';
import { toast } from '../../lib/toast';
import { lazySchema, useSchemaForm } from '@wallart/admin-ui/forms';
import { CheckoutStep } from './checkout-step';
import { DiscountCodeField } from './discount-code-field';
import {
  useCardCheckout,
  useDiscountCheck,
  usePlaceOrder,
  useShippingQuote,
} from './orders.queries';

/** Items handed over by the cart page, re-checked like a stored cart; else the stored cart. */
function initialItems(state: unknown): CartItem[] {
  const passed = (state as { items?: unknown } | null)?.items;
  if (Array.isArray(passed)) return parseCart(JSON.stringify(passed));
  return readCart();
}

const EMPTY = { name: '', address: '', phoneNumber: '' };
const deliverySchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) =>
    m.placeOrderSchema.pick({ name: true, address: true, phoneNumber: true }),
  ),
);

export const PAYMENT_EXPLANATIONS: Record<PaymentMethod, string> = {
  cod: 'Pay the courier in cash when your prints arrive.',
  'bank-transfer':
    'Transfer the total to our bank account, then upload the slip in My Orders. We send your prints once the payment is verified.',
  card: 'Pay by card on the secure PayHere page; you come back here once it is done.',
};

const STEPS = ['Address', 'Shipping', 'Payment', 'Review'] as const;
const methodText = (m: ShippingQuoteMethod) =>
  `${m.label} — ${shippingFeeLabel(m.fee)} · ${deliveryDaysLabel(m.days)}`;

export function CheckoutPage() {
  usePageMeta('Checkout', 'Enter your delivery details and place your order.');
  const location = useLocation();
  const navigate = useNavigate();
  const token = useToken();
  const [items, setItems] = useState(() => initialItems(location.state));
  const [step, setStep] = useState(0);
  const [country, setCountry] = useState<string>(HOME_COUNTRY);
  const [shippingChoice, setShippingChoice] = useState<ShippingMethod | null>(null);
  const [paymentChoice, setPaymentChoice] = useState<PaymentMethod | null>(null);
  const [discountCode, setDiscountCode] = useState<string | null>(null);
  const countries = useMemo(
    () => countryOptions().map(({ code, name }) => ({ value: code, label: name })),
    [],
  );

  const check = useCartCheck(items);
  const priced = check.lines.map((line) => line.item);
  const billItems = items.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    size: line.selectedSize,
  }));
  const quote = useShippingQuote({ country, billItems });
  const codeCheck = useDiscountCheck(
    discountCode === null ? null : { code: discountCode, country, billItems },
  );
  // The code counts only once the server said it applies to these very lines.
  const codeTaken = discountCode !== null && codeCheck.isSuccess ? codeCheck.data : null;
  const config = useShopConfig();
  const placeOrder = usePlaceOrder();
  const cardCheckout = useCardCheckout();

  const form = useSchemaForm({
    initialValues: EMPTY,
    schema: deliverySchema,
    onSubmit: () => setStep(1),
    onInvalid: (_errors, values) => {
      if (Object.values(values).some((value) => !value.trim())) {
        toast.error('Please fill all details');
      }
    },
  });

  if (items.length === 0) return <Navigate to="/products" replace />;

  // The quote answers for the country asked; while another country's answer still shows, wait.
  const quoteReady = quote.isSuccess && !quote.isPlaceholderData;
  // With a code, each fee is counted on the subtotal after it (free shipping may no longer apply).
  const methods = codeTaken?.methods ?? (quoteReady ? quote.data.methods : []);
  const shipping = methods.find((m) => m.method === shippingChoice) ?? methods[0];
  const offered = config.data?.paymentMethods ?? ['cod', 'bank-transfer'];
  const payments = paymentMethodsFor(country, { cardAvailable: offered.includes('card') }).filter(
    (method) => offered.includes(method),
  );
  const payment = payments.find((m) => m === paymentChoice) ?? payments[0];

  const setQuantity = (changed: CartItem, quantity: number) =>
    setItems((current) =>
      current.map((line) => (lineKey(line) === lineKey(changed) ? { ...line, quantity } : line)),
    );
  const removeLine = (gone: CartItem) => {
    setItems((current) => current.filter((line) => lineKey(line) !== lineKey(gone)));
    cart.setQuantity(gone.productId, gone.selectedSize, 0);
  };
  const changeCountry = (next: string | null) => {
    if (!next || next === country) return;
    setCountry(next);
    setShippingChoice(null);
    setPaymentChoice(null);
  };

  const afterPlaced = (orderID: string, method: PaymentMethod) => {
    toast.success('Order placed successfully');
    cart.clear();
    const mine = `/orders?order=${encodeURIComponent(orderID)}`;
    if (method === 'bank-transfer') navigate(mine);
    else if (method === 'card') {
      cardCheckout.mutate(orderID, {
        onSuccess: postToGateway,
        onError: (error) => {
          toast.error(
            messageOf(error, 'Card payment could not be started; try again from My Orders'),
          );
          navigate(mine);
        },
      });
    } else navigate('/');
  };

  const place = () => {
    if (!shipping || !payment) return;
    const details = form.values;
    placeOrder.mutate(
      {
        name: details.name.trim(),
        address: details.address.trim(),
        phoneNumber: details.phoneNumber.trim(),
        billItems: items.map((line) => ({
          productId: line.productId,
          quantity: line.quantity,
          size: line.selectedSize,
        })),
        country,
        shippingMethod: shipping.method,
        paymentMethod: payment,
        ...(codeTaken && { discountCode: codeTaken.code }),
      },
      {
        onSuccess: ({ order }) => afterPlaced(order.orderID, order.paymentMethod),
        onError: (error) => {
          if (isApiError(error) && error.code === 'discount_refused') {
            // Used up or expired since it was applied: the field says why, nothing was placed.
            void codeCheck.refetch();
            toast.error(`Discount code not applied: ${error.message}`);
            return;
          }
          toast.error(messageOf(error, 'Order place failed'));
        },
      },
    );
  };

  const blocked = check.blocking.length > 0;
  const codeWaiting = discountCode !== null && codeCheck.isFetching;
  const canPlace =
    !blocked && !check.checking && !codeWaiting && Boolean(shipping) && Boolean(payment);
  const codeLine = codeTaken && { code: codeTaken.code, discount: codeTaken.discount };
  const stepProps = (index: number) => ({
    number: index + 1,
    title: STEPS[index] ?? '',
    active: step === index,
    done: step > index,
    onEdit: () => setStep(index),
  });

  return (
    <>
      <PageHeader title="Checkout" />
      <Container>
        <Grid gap={40}>
          {/* On a phone the order (with any price or stock notice) comes first, the steps below. */}
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <CheckoutStep
                {...stepProps(0)}
                summary={
                  <Text fz="sm" c="ink.7" style={{ whiteSpace: 'pre-line' }}>
                    {form.values.name}
                    {'\n'}
                    {form.values.address}
                    {'\n'}
                    {form.values.phoneNumber} · {countryName(country)}
                  </Text>
                }
              >
                <form onSubmit={form.onSubmit} aria-label="Delivery details" noValidate>
                  <Stack gap="md">
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
                    <Select
                      label="Country"
                      data={countries}
                      value={country}
                      onChange={changeCountry}
                      searchable
                      allowDeselect={false}
                      nothingFoundMessage="No country found"
                      autoComplete="country-name"
                      comboboxProps={{ withinPortal: true }}
                    />
                    <Button type="submit" size="lg">
                      Continue to shipping
                    </Button>
                  </Stack>
                </form>
              </CheckoutStep>

              <CheckoutStep
                {...stepProps(1)}
                summary={shipping && <Text fz="sm">{methodText(shipping)}</Text>}
              >
                <ShippingChoice
                  quote={quote}
                  ready={quoteReady}
                  methods={methods}
                  value={shipping?.method}
                  onChange={setShippingChoice}
                />
                <Button size="lg" onClick={() => setStep(2)} disabled={!shipping}>
                  Continue to payment
                </Button>
              </CheckoutStep>

              <CheckoutStep
                {...stepProps(2)}
                summary={payment && <Text fz="sm">{PAYMENT_METHOD_LABELS[payment]}</Text>}
              >
                {config.isPending ? (
                  <Loader size="sm" aria-label="Loading payment methods" />
                ) : (
                  <Radio.Group
                    label="How would you like to pay?"
                    value={payment ?? ''}
                    onChange={(value) => setPaymentChoice(value as PaymentMethod)}
                  >
                    <Stack gap="xs" mt="xs">
                      {payments.map((method) => (
                        <Radio.Card key={method} value={method} p="md" radius="sm">
                          <Stack gap={2}>
                            <Text fw={500}>{PAYMENT_METHOD_LABELS[method]}</Text>
                            <Text fz="sm" c="ink.6">
                              {PAYMENT_EXPLANATIONS[method]}
                            </Text>
                          </Stack>
                        </Radio.Card>
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
                <Button size="lg" onClick={() => setStep(3)} disabled={!payment}>
                  Continue to review
                </Button>
              </CheckoutStep>

              <CheckoutStep {...stepProps(3)}>
                <DiscountCodeField
                  applied={discountCode}
                  check={codeCheck}
                  onApply={setDiscountCode}
                  onRemove={() => setDiscountCode(null)}
                />
                <OrderSummary
                  title="Review your order"
                  items={priced}
                  shippingFee={shipping?.fee ?? null}
                  code={codeLine}
                >
                  {shipping && payment && (
                    <Text fz="sm" c="ink.7">
                      {methodText(shipping)} to {countryName(country)}. Paying by{' '}
                      {PAYMENT_METHOD_LABELS[payment].toLowerCase()}.
                    </Text>
                  )}
                  {blocked && (
                    <Alert variant="light" color="red">
                      Some prints cannot be ordered as they are; see your order’s lines.
                    </Alert>
                  )}
                  <Button
                    size="lg"
                    onClick={place}
                    disabled={!canPlace}
                    loading={placeOrder.isPending || cardCheckout.isPending}
                  >
                    Place Order
                  </Button>
                </OrderSummary>
              </CheckoutStep>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Card withBorder padding="xl" bg="white">
              <OrderSummary
                title="Your order"
                items={priced}
                withLines
                onQuantityChange={setQuantity}
                shippingFee={shipping?.fee ?? null}
                code={codeLine}
                lineNote={(line) => {
                  const checked = check.lines.find((c) => lineKey(c.item) === lineKey(line));
                  return checked ? (
                    <CartLineNotice line={checked} onRemove={() => removeLine(checked.item)} />
                  ) : null;
                }}
              />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

function ShippingChoice({
  quote,
  ready,
  methods,
  value,
  onChange,
}: {
  quote: ReturnType<typeof useShippingQuote>;
  ready: boolean;
  methods: ShippingQuoteMethod[];
  value: ShippingMethod | undefined;
  onChange: (method: ShippingMethod) => void;
}) {
  if (quote.isError && !quote.isFetching) {
    return (
      <Alert variant="light" color="red">
        {messageOf(quote.error, 'Shipping could not be calculated; try again.')}
      </Alert>
    );
  }
  if (!ready) return <Loader size="sm" aria-label="Calculating shipping" />;
  return (
    <Radio.Group
      label="Delivery"
      value={value ?? ''}
      onChange={(next) => onChange(next as ShippingMethod)}
    >
      <Stack gap="xs" mt="xs">
        {methods.map((m) => (
          <Radio.Card
            key={m.method}
            value={m.method}
            p="md"
            radius="sm"
            aria-label={`${m.label} — ${shippingFeeLabel(m.fee)}`}
          >
            <Stack gap={2}>
              <Text fw={500}>
                {m.label} — {shippingFeeLabel(m.fee)}
              </Text>
              <Text fz="sm" c="ink.6">
                {deliveryDaysLabel(m.days)}
              </Text>
            </Stack>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
