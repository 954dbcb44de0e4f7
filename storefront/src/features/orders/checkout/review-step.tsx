import { Alert, Button, Text } from '@mantine/core';
import {
  PAYMENT_METHOD_LABELS,
  countryName,
  type CartItem,
  type PaymentMethod,
  type ShippingQuoteMethod,
} from '@wallart/domain/rules';
import { OrderSummary } from '../../../components/order-summary';
import { DiscountCodeField, type DiscountCodeFieldProps } from './discount-code-field';
import { methodText } from './shipping-step';

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
  const { shipping, payment } = props;
  return (
    <>
      <DiscountCodeField {...props.discount} />
      <OrderSummary
        title="Review your order"
        items={props.items}
        shippingFee={props.shipped ? (shipping?.fee ?? null) : 0}
        code={props.codeLine}
      >
        {!props.shipped && payment && (
          <Text fz="sm" c="ink.7">
            Instant download after payment, nothing to ship. Paying by{' '}
            {PAYMENT_METHOD_LABELS[payment].toLowerCase()}.
          </Text>
        )}
        {shipping && payment && (
          <Text fz="sm" c="ink.7">
            {methodText(shipping)} to {countryName(props.country)}. Paying by{' '}
            {PAYMENT_METHOD_LABELS[payment].toLowerCase()}.
          </Text>
        )}
        {props.blocked && (
          <Alert variant="light" color="red">
            Some prints cannot be ordered as they are; see your order’s lines.
          </Alert>
        )}
        <Button size="lg" onClick={props.onPlace} disabled={!props.canPlace} loading={props.busy}>
          Place Order
        </Button>
      </OrderSummary>
    </>
  );
}
