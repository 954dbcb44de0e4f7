import { Grid, Textarea, TextInput } from '@mantine/core';
import type { ShopSettings } from '@wallart/domain';
import type { Errors } from './settings-form';
import { Section } from './settings-section';

type Shop = ShopSettings['shop'];

/** The shop's details, as they appear on invoices, packing slips and mails. */
export function ShopSection({
  shop,
  errors,
  onChange,
}: {
  shop: Shop;
  errors: Errors;
  onChange: (field: keyof Shop, value: string) => void;
}) {
  const shopField = (field: keyof Shop, label: string) => ({
    label,
    required: true,
    value: shop[field],
    onChange: (e: { currentTarget: { value: string } }) => onChange(field, e.currentTarget.value),
    error: errors[`shop.${field}`],
  });
  return (
    <Section title="The shop" note="As it appears on invoices, packing slips and mails.">
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...shopField('name', 'Shop name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...shopField('email', 'Email')} type="email" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Textarea {...shopField('address', 'Address')} autosize minRows={2} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...shopField('phone', 'Phone')} type="tel" />
        </Grid.Col>
      </Grid>
    </Section>
  );
}
