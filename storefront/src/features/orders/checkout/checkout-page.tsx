import { Card, Container, Grid, Stack, Text } from '@mantine/core';
import { Navigate, useLocation } from 'react-router-dom';
import { countryName } from '@wallart/domain/rules';
import { CartLineNotice } from '../../../components/cart-line-notice';
import { OrderSummary } from '../../../components/order-summary';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { useCountryNames } from '../../../i18n/country-names';
import { useShopLanguage, useT } from '../../../i18n/i18n';
import { lineKey } from '../../../lib/cart-check';
import { useInBrowser } from '../../../lib/in-browser';
import { usePageMeta } from '../../../lib/page-meta';
import { useToken } from '../../../lib/session';
import { AddressStep } from './address-step';
import { methodText, paymentMethodLabel } from '../order-words';
import { CHECKOUT_STEPS, type DeliveryDetails } from './checkout-progress';
import { CheckoutStep } from './checkout-step';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep } from './shipping-step';
import { useCheckout } from './use-checkout';
import { useCheckoutStep } from './use-checkout-step';
import { usePlaceAndPay } from './use-place-and-pay';

/**
 * Checkout in four steps (address, shipping, payment, review), one component each, with the
 * open step in the address bar; the order with its lines and figures beside them.
 */
export function CheckoutPage() {
  const t = useT();
  const { lang } = useShopLanguage();
  const countryNames = useCountryNames();
  usePageMeta(t('checkout.title'), t('checkout.description'));
  const location = useLocation();
  const token = useToken();
  const checkout = useCheckout(location.state);
  const { progress, shipped, shipping, payment, check, discount } = checkout;
  const step = useCheckoutStep(progress.done);
  const inBrowser = useInBrowser();
  const ordering = usePlaceAndPay({ onCodeRefused: () => void discount.check.refetch() });

  // The cart is the browser's: the server, and the browser taking its drawing over, wait.
  if (!inBrowser) return <PageLoader />;
  if (checkout.items.length === 0) return <Navigate to="/products" replace />;

  const finish = (index: number) => {
    checkout.finishStep(index);
    step.goTo(index + 1);
  };
  const acceptDetails = (details: DeliveryDetails) => {
    checkout.acceptDetails(details);
    step.goTo(shipped ? 1 : 2);
  };

  const place = () => {
    const details = progress.details;
    if (!details || (shipped && !shipping) || !payment) return;
    void ordering.place({
      name: details.name.trim(),
      address: details.address.trim(),
      phoneNumber: details.phoneNumber.trim(),
      ...(!token && details.email && { email: details.email.trim() }),
      billItems: checkout.billItems,
      country: checkout.country,
      ...(shipping && { shippingMethod: shipping.method }),
      paymentMethod: payment,
      ...(discount.taken && { discountCode: discount.taken.code }),
    });
  };

  const priced = check.lines.map((line) => line.item);
  const blocked = check.blocking.length > 0;
  const codeWaiting = discount.code !== null && discount.check.isFetching;
  const canPlace =
    !blocked &&
    !check.checking &&
    !codeWaiting &&
    (!shipped || Boolean(shipping)) &&
    Boolean(payment);
  const codeLine = discount.taken && {
    code: discount.taken.code,
    discount: discount.taken.discount,
  };
  const stepProps = (index: number) => {
    const name = CHECKOUT_STEPS[index] ?? 'address';
    return {
      // Without the shipping step, payment and review move up one.
      number: shipped || index < 1 ? index + 1 : index,
      title: t('checkout.step', { name }),
      active: step.open === index,
      done: step.open > index,
      onEdit: () => step.goTo(index),
    };
  };
  const details = progress.details;

  return (
    <>
      <PageHeader title={t('checkout.title')} />
      <Container>
        <Grid gap={40}>
          {/* On a phone the order (with any price or stock notice) comes first, the steps below. */}
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            <Stack gap="md">
              <CheckoutStep
                {...stepProps(0)}
                summary={
                  details && (
                    <Text fz="sm" c="ink.7" style={{ whiteSpace: 'pre-line' }}>
                      {details.name}
                      {'\n'}
                      {details.address}
                      {'\n'}
                      {details.phoneNumber} · {countryName(checkout.country, lang, countryNames)}
                    </Text>
                  )
                }
              >
                <AddressStep
                  details={details}
                  country={checkout.country}
                  onCountryChange={checkout.changeCountry}
                  signedIn={Boolean(token)}
                  shipped={shipped}
                  onDone={acceptDetails}
                />
              </CheckoutStep>

              {shipped && (
                <CheckoutStep
                  {...stepProps(1)}
                  summary={
                    shipping && <Text fz="sm">{methodText(t, shipping, checkout.country)}</Text>
                  }
                >
                  <ShippingStep
                    country={checkout.country}
                    quote={checkout.quote}
                    ready={checkout.quoteReady}
                    methods={checkout.methods}
                    value={shipping?.method}
                    onChange={checkout.chooseShipping}
                    onDone={() => finish(1)}
                  />
                </CheckoutStep>
              )}

              <CheckoutStep
                {...stepProps(2)}
                summary={payment && <Text fz="sm">{paymentMethodLabel(t, payment)}</Text>}
              >
                <PaymentStep
                  loading={checkout.config.isPending}
                  methods={checkout.payments}
                  value={payment}
                  onChange={checkout.choosePayment}
                  onDone={() => finish(2)}
                />
              </CheckoutStep>

              <CheckoutStep {...stepProps(3)}>
                <ReviewStep
                  items={priced}
                  shipped={shipped}
                  shipping={shipping}
                  payment={payment}
                  country={checkout.country}
                  discount={{
                    applied: discount.code,
                    check: discount.check,
                    onApply: discount.apply,
                    onRemove: discount.remove,
                  }}
                  codeLine={codeLine}
                  blocked={blocked}
                  canPlace={canPlace}
                  busy={ordering.busy}
                  onPlace={place}
                />
              </CheckoutStep>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <Card withBorder padding="xl" bg="white">
              <OrderSummary
                title={t('checkout.yourOrder')}
                items={priced}
                withLines
                onQuantityChange={checkout.lines.setQuantity}
                shippingFee={shipped ? (shipping?.fee ?? null) : 0}
                code={codeLine}
                chargedInLkr
                lineNote={(line) => {
                  const checked = check.lines.find((c) => lineKey(c.item) === lineKey(line));
                  return checked ? (
                    <CartLineNotice
                      line={checked}
                      onRemove={() => checkout.lines.remove(checked.item)}
                    />
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
