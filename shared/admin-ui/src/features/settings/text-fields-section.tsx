import { Grid, Textarea, TextInput } from '@mantine/core';
import type { Errors, SettingsForm } from './settings-form';
import { Section } from './settings-section';

/** The settings that are plain text: the shop's details and its bank account. */
export type TextPart = 'shop' | 'bank';

interface TextSection<P extends TextPart> {
  title: string;
  note: string;
  fields: {
    field: keyof SettingsForm[P] & string;
    label: string;
    optional?: boolean;
    description?: string;
    type?: 'email' | 'tel';
    multiline?: boolean;
  }[];
}

const TEXT_SECTIONS: { [P in TextPart]: TextSection<P> } = {
  shop: {
    title: 'The shop',
    note: 'As it appears on invoices, packing slips and mails.',
    fields: [
      { field: 'name', label: 'Shop name' },
      { field: 'email', label: 'Email', type: 'email' },
      { field: 'address', label: 'Address', multiline: true },
      { field: 'phone', label: 'Phone', type: 'tel' },
    ],
  },
  bank: {
    title: 'Bank details',
    note: 'Shown to shoppers who pay by bank transfer: after ordering, on My Orders and in the confirmation mail.',
    fields: [
      { field: 'bankName', label: 'Bank name' },
      { field: 'branch', label: 'Branch' },
      { field: 'accountName', label: 'Account name' },
      { field: 'accountNumber', label: 'Account number' },
      {
        field: 'swift',
        label: 'SWIFT code',
        optional: true,
        description: 'For transfers from abroad; leave empty if you have none',
      },
    ],
  },
};

/** A section of text fields, two to a row on a wide screen. */
export function TextFieldsSection<P extends TextPart>({
  part,
  values,
  errors,
  onChange,
}: {
  part: P;
  values: SettingsForm;
  errors: Errors;
  onChange: (part: P, field: keyof SettingsForm[P], value: string) => void;
}) {
  const { title, note, fields } = TEXT_SECTIONS[part];
  const texts = values[part] as Record<string, string>;
  return (
    <Section title={title} note={note}>
      <Grid gap="md">
        {fields.map(({ field, optional, multiline, ...shown }) => {
          const props = {
            ...shown,
            required: !optional,
            value: texts[field],
            onChange: (e: { currentTarget: { value: string } }) =>
              onChange(part, field, e.currentTarget.value),
            error: errors[`${part}.${field}`],
          };
          return (
            <Grid.Col key={field} span={{ base: 12, sm: 6 }}>
              {multiline ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />}
            </Grid.Col>
          );
        })}
      </Grid>
    </Section>
  );
}
