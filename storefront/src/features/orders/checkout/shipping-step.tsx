import { Alert, Button, Loader } from '@mantine/core';
import {
  deliveryDaysLabel,
  shippingFeeLabel,
  type ShippingMethod,
  type ShippingQuoteMethod,
} from '@wallart/domain/rules';
import { messageOf } from '../../../lib/errors';
import { ChoiceCards } from './choice-cards';

/** "Standard delivery — LKR 450.00 · 3–7 business days", as the steps' summaries say it. */
export const methodText = (m: ShippingQuoteMethod) =>
  `${m.label} — ${shippingFeeLabel(m.fee)} · ${deliveryDaysLabel(m.days)}`;

export interface ShippingStepProps {
  /** The quote for the chosen country: its error, if it failed. */
  quote: { isError: boolean; isFetching: boolean; error: Error | null };
  /** True once the quote answered for the country chosen now. */
  ready: boolean;
  methods: ShippingQuoteMethod[];
  value: ShippingMethod | undefined;
  onChange: (method: ShippingMethod) => void;
  onDone: () => void;
}

/** How the prints travel: each method the shop quoted, with its fee and delivery days. */
export function ShippingStep({
  quote,
  ready,
  methods,
  value,
  onChange,
  onDone,
}: ShippingStepProps) {
  const failed = quote.isError && !quote.isFetching;
  return (
    <>
      {failed ? (
        <Alert variant="light" color="red">
          {messageOf(quote.error, 'Shipping could not be calculated; try again.')}
        </Alert>
      ) : !ready ? (
        <Loader size="sm" aria-label="Calculating shipping" />
      ) : (
        <ChoiceCards
          label="Delivery"
          choices={methods.map((m) => {
            const title = `${m.label} — ${shippingFeeLabel(m.fee)}`;
            return { value: m.method, title, note: deliveryDaysLabel(m.days), name: title };
          })}
          value={value}
          onChange={onChange}
        />
      )}
      <Button size="lg" onClick={onDone} disabled={!value}>
        Continue to payment
      </Button>
    </>
  );
}
