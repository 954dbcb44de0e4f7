import type { ReactNode } from 'react';
import { Grid, Paper, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { Errors, SettingsForm } from './settings-form';

/** One titled section of the settings form. */
export function Section({
  title,
  note,
  children,
}: {
  title: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {note}
      </Text>
      {children}
    </Paper>
  );
}

/** The settings that are plain text: the shop's details and its bank account. */
export type TextPart = 'shop' | 'bank';

export interface TextSection<P extends TextPart> {
  part: P;
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

/** A section of text fields, two to a row on a wide screen. */
export function TextFieldsSection<P extends TextPart>({
  section,
  values,
  errors,
  onChange,
}: {
  section: TextSection<P>;
  values: SettingsForm;
  errors: Errors;
  onChange: (part: P, field: keyof SettingsForm[P], value: string) => void;
}) {
  const { part, title, note, fields } = section;
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
