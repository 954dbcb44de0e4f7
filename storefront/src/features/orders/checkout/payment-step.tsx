import { Button, Loader, Radio, Stack, Text } from '@mantine/core';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@wallart/domain/rules';

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
        <Radio.Group
          label="How would you like to pay?"
          value={value ?? ''}
          onChange={(next) => onChange(next as PaymentMethod)}
        >
          <Stack gap="xs" mt="xs">
            {methods.map((method) => (
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
      <Button size="lg" onClick={onDone} disabled={!value}>
        Continue to review
      </Button>
    </>
  );
}
