import { Button, Loader } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@wallart/domain/rules';
import { ChoiceCards } from './choice-cards';

export const PAYMENT_EXPLANATIONS: Record<PaymentMethod, string> = {
  cod: 'Pay the courier in cash when your prints arrive.',
  'bank-transfer':
    'Transfer the total to our bank account, then upload the slip in My Orders. We send your prints once the payment is verified.',
  card: 'Pay by card on the secure PayHere page; you come back here once it is done.',
};

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
  return (
    <>
      {loading ? (
        <Loader size="sm" aria-label="Loading payment methods" />
      ) : (
        <ChoiceCards
          label="How would you like to pay?"
          choices={methods.map((method) => ({
            value: method,
            title: PAYMENT_METHOD_LABELS[method],
            note: PAYMENT_EXPLANATIONS[method],
          }))}
          value={value}
          onChange={onChange}
        />
      )}
      <Button size="lg" onClick={onDone} disabled={!value}>
        Continue to review
      </Button>
    </>
  );
}
