import type { FormEvent, ReactNode } from 'react';
import { Anchor, Button, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { Link } from 'react-router-dom';

/** A sign-in screen's form: its fields, then one full-width submit button. */
export function AuthForm({
  label,
  onSubmit,
  submitLabel,
  busy,
  children,
}: {
  label: string;
  onSubmit: (event?: FormEvent) => void;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} aria-label={label}>
      <Stack gap="md">
        {children}
        <Button type="submit" fullWidth loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/** The account's e-mail address, as every sign-in screen asks it. */
export function EmailField(props: TextInputProps) {
  return <TextInput label="Email" type="email" required autoComplete="email" {...props} />;
}

/** The line under a sign-in screen's form that leads to its neighbour ("New here? …"). */
export function AuthFooter({
  prompt,
  to,
  children,
}: {
  prompt: string;
  to: string;
  children: ReactNode;
}) {
  return (
    <Text ta="center" fz="sm">
      {prompt}{' '}
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </Text>
  );
}
