import { Grid, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import type { Errors, SettingsForm } from './settings-form';
import { Section } from './settings-section';

type Tax = SettingsForm['tax'];

/** Whether the shop is VAT registered, its rate and number, printed on invoices. */
export function VatSection({
  tax,
  errors,
  onChange,
}: {
  tax: Tax;
  errors: Errors;
  onChange: (patch: Partial<Tax>) => void;
}) {
  return (
    <Section title="VAT" note="Printed on invoices.">
      <Stack gap="md">
        <Switch
          label="VAT registered"
          checked={tax.vatRegistered}
          onChange={(e) => onChange({ vatRegistered: e.currentTarget.checked })}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="VAT rate (%)"
              min={0}
              max={100}
              decimalScale={2}
              value={tax.vatRate}
              onChange={(v) => onChange({ vatRate: v })}
              error={errors['tax.vatRate']}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label="VAT number"
              required={tax.vatRegistered}
              value={tax.vatNumber}
              onChange={(e) => onChange({ vatNumber: e.currentTarget.value })}
              error={errors['tax.vatNumber']}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Section>
  );
}
