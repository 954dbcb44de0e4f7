import { NumberInput } from '@mantine/core';
import type { Amount, Errors } from './settings-form';
import { Section } from './settings-section';

/** How many days after delivery a shopper may ask to return prints (PRODUCT §13). */
export function ReturnsSection({
  returnDays,
  errors,
  onChange,
}: {
  returnDays: Amount;
  errors: Errors;
  onChange: (returnDays: Amount) => void;
}) {
  return (
    <Section title="Returns" note="Counted from delivery; 0 accepts no returns.">
      <NumberInput
        label="Return window (days)"
        min={0}
        max={365}
        allowDecimal={false}
        clampBehavior="none"
        value={returnDays}
        onChange={onChange}
        error={errors['afterSale.returnDays']}
        maw={240}
      />
    </Section>
  );
}
