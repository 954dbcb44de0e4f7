import { Alert, Button, Loader } from '@mantine/core';
import type { ShippingMethod, ShippingQuoteMethod } from '@wallart/domain/rules';
import { useT } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/errors';
import { deliveryDaysText, shippingFeeText, shippingMethodName } from '../order-words';
import { ChoiceCards } from './choice-cards';

export interface ShippingStepProps {
  /** The country delivered to, which names an international method's zone. */
  country: string;
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
  country,
  quote,
  ready,
  methods,
  value,
  onChange,
  onDone,
}: ShippingStepProps) {
  const t = useT();
  const failed = quote.isError && !quote.isFetching;
  return (
    <>
      {failed ? (
        <Alert variant="light" color="red">
          {messageOf(quote.error, t('checkout.shippingFailed'))}
        </Alert>
      ) : !ready ? (
        <Loader size="sm" aria-label={t('checkout.calculating')} />
      ) : (
        <ChoiceCards
          label={t('checkout.delivery')}
          choices={methods.map((m) => {
            const title = `${shippingMethodName(t, m.method, country)} — ${shippingFeeText(t, m.fee)}`;
            return { value: m.method, title, note: deliveryDaysText(t, m.days), name: title };
          })}
          value={value}
          onChange={onChange}
        />
      )}
      <Button size="lg" onClick={onDone} disabled={!value}>
        {t('checkout.toPayment')}
      </Button>
    </>
  );
}
