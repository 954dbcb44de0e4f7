import { Grid, TextInput } from '@mantine/core';
import type { ShopSettings } from '@wallart/domain';
import type { Errors } from './settings-form';
import { Section } from './settings-section';

type Bank = ShopSettings['bank'];

/** The bank account shoppers who pay by transfer are shown. */
export function BankSection({
  bank,
  errors,
  onChange,
}: {
  bank: Bank;
  errors: Errors;
  onChange: (field: keyof Bank, value: string) => void;
}) {
  const bankField = (field: keyof Bank, label: string) => ({
    label,
    required: field !== 'swift',
    value: bank[field],
    onChange: (e: { currentTarget: { value: string } }) => onChange(field, e.currentTarget.value),
    error: errors[`bank.${field}`],
  });
  return (
    <Section
      title="Bank details"
      note="Shown to shoppers who pay by bank transfer: after ordering, on My Orders and in the confirmation mail."
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...bankField('bankName', 'Bank name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...bankField('branch', 'Branch')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...bankField('accountName', 'Account name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...bankField('accountNumber', 'Account number')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...bankField('swift', 'SWIFT code')}
            description="For transfers from abroad; leave empty if you have none"
          />
        </Grid.Col>
      </Grid>
    </Section>
  );
}
