import { Group, NumberInput } from '@mantine/core';
import type { Amount, Errors, SettingsForm } from './settings-form';
import { Section } from './settings-section';

type AfterSale = SettingsForm['afterSale'];

/**
 * How many days after delivery a shopper may ask to return prints, and how many downloads a
 * paid piece of digital artwork allows, for how long (PRODUCT §13).
 */
export function ReturnsSection({
  values,
  errors,
  onChange,
}: {
  values: AfterSale;
  errors: Errors;
  onChange: (patch: Partial<AfterSale>) => void;
}) {
  const field = (name: keyof AfterSale, label: string, min: number, max: number) => (
    <NumberInput
      label={label}
      min={min}
      max={max}
      allowDecimal={false}
      clampBehavior="none"
      value={values[name]}
      onChange={(value: Amount) => onChange({ [name]: value })}
      error={errors[`afterSale.${name}`]}
      maw={240}
    />
  );
  return (
    <Section
      title="Returns and downloads"
      note="Returns are counted from delivery (0 accepts none); downloads from payment."
    >
      <Group align="flex-start">
        {field('returnDays', 'Return window (days)', 0, 365)}
        {field('downloadLimit', 'Downloads per digital file', 1, 100)}
        {field('downloadDays', 'Download window (days)', 1, 3650)}
      </Group>
    </Section>
  );
}
