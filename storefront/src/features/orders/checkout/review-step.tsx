import { Alert, Button, Text } from '@mantine/core';
import {
  countryName,
  type CartItem,
  type PaymentMethod,
  type ShippingQuoteMethod,
} from '@wallart/domain/rules';
import { OrderSummary } from '../../../components/order-summary';
import { useCountryNames } from '../../../i18n/country-names';
import { useShopLanguage, useT } from '../../../i18n/i18n';
import { methodText, selectKey } from '../order-words';
import { DiscountCodeField, type DiscountCodeFieldProps } from './discount-code-field';

export interface ReviewStepProps {
  items: readonly CartItem[];
  /** False for an order of only digital artwork: nothing ships. */
  shipped: boolean;
  shipping: ShippingQuoteMethod | undefined;
  payment: PaymentMethod | undefined;
  country: string;
  discount: DiscountCodeFieldProps;
  /** The code the server accepted, and what it takes off. */
  codeLine: { code: string; discount: number } | null;
  /** True while some line cannot be ordered as it is. */
  blocked: boolean;
  canPlace: boolean;
  busy: boolean;
  onPlace: () => void;
}

/** The last look: a discount code, the order's figures, and "Place Order". */
export function ReviewStep(props: ReviewStepProps) {
  const t = useT();
  const { lang } = useShopLanguage();
  const countryNames = useCountryNames();
  const { shipping, payment } = props;
  return (
    <>
      <DiscountCodeField {...props.discount} />
      <OrderSummary
        title={t('checkout.review')}
        items={props.items}
        shippingFee={props.shipped ? (shipping?.fee ?? null) : 0}
        code={props.codeLine}
        chargedInLkr
      >
        {!props.shipped && payment && (
          <Text fz="sm" c="ink.7">
            {t('checkout.digitalOnly')} {t('order.paying', { method: selectKey(payment) })}
          </Text>
        )}
        {shipping && payment && (
          <Text fz="sm" c="ink.7">
            {t('checkout.reviewLine', {
              method: methodText(t, shipping, props.country),
              country: countryName(props.country, lang, countryNames),
            })}{' '}
            {t('order.paying', { method: selectKey(payment) })}
          </Text>
        )}
        {props.blocked && (
          <Alert variant="light" color="red">
            {t('checkout.blocked')}
          </Alert>
        )}
        <Button size="lg" onClick={props.onPlace} disabled={!props.canPlace} loading={props.busy}>
          {t('checkout.place')}
        </Button>
      </OrderSummary>
    </>
  );
}
