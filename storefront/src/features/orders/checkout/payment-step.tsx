import { Button, Loader } from '@mantine/core';
import type { PaymentMethod } from '@wallart/domain/rules';
import { useT } from '../../../i18n/i18n';
import { paymentMethodLabel, selectKey } from '../order-words';
import { ChoiceCards } from './choice-cards';

export interface PaymentStepProps {
  /** True while the shop's payment methods are still being asked for. */
  loading: boolean;
  /** The methods the shop offers for the chosen country. */
  methods: PaymentMethod[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
  onDone: () => void;
}

/** How the shopper pays: the methods on offer for their country, each explained. */
export function PaymentStep({ loading, methods, value, onChange, onDone }: PaymentStepProps) {
  const t = useT();
  return (
    <>
      {loading ? (
        <Loader size="sm" aria-label={t('checkout.loadingPayments')} />
      ) : (
        <ChoiceCards
          label={t('checkout.howToPay')}
          choices={methods.map((method) => ({
            value: method,
            title: paymentMethodLabel(t, method),
            note: t('checkout.explain', { method: selectKey(method) }),
          }))}
          value={value}
          onChange={onChange}
        />
      )}
      <Button size="lg" onClick={onDone} disabled={!value}>
        {t('checkout.toReview')}
      </Button>
    </>
  );
}
