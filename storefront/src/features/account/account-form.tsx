import type { FormEvent, ReactNode } from 'react';
import {
  Anchor,
  Button,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { ShopGrid } from '../../components/shop-grid';
import { useT, type Translate } from '../../i18n/i18n';
import { toast } from '../../lib/toast';

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
  const t = useT();
  return (
    <TextInput label={t('auth.email')} type="email" required autoComplete="email" {...props} />
  );
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

/** First and last name, side by side from the `from` breakpoint on. */
export function NameFields({
  labels: [firstLabel, lastLabel],
  from,
  first,
  last,
}: {
  labels: [string, string];
  from: 'xs' | 'sm';
  first: TextInputProps;
  last: TextInputProps;
}) {
  return (
    <ShopGrid cols={{ base: 1, [from]: 2 }}>
      <TextInput label={firstLabel} required autoComplete="given-name" {...first} />
      <TextInput label={lastLabel} required autoComplete="family-name" {...last} />
    </ShopGrid>
  );
}

/** A new password and the same typed again; `passwordsMatch` checks them before sending. */
export function NewPasswordFields({
  labels: [passwordLabel, confirmLabel],
  description,
  password,
  confirm,
}: {
  labels: [string, string];
  description?: string;
  password: PasswordInputProps;
  confirm: PasswordInputProps;
}) {
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={description}
        required
        autoComplete="new-password"
        {...password}
      />
      <PasswordInput label={confirmLabel} required autoComplete="new-password" {...confirm} />
    </>
  );
}

/** Whether the password was typed the same twice; says so when it was not. */
export function passwordsMatch(
  { password, confirm }: { password: string; confirm: string },
  t: Translate,
) {
  if (password === confirm) return true;
  toast.error(t('auth.passwordsDiffer'));
  return false;
}
