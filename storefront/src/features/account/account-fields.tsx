import {
  PasswordInput,
  SimpleGrid,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { toast } from '../../lib/toast';

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
    <SimpleGrid cols={{ base: 1, [from]: 2 }}>
      <TextInput label={firstLabel} required autoComplete="given-name" {...first} />
      <TextInput label={lastLabel} required autoComplete="family-name" {...last} />
    </SimpleGrid>
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
export function passwordsMatch({ password, confirm }: { password: string; confirm: string }) {
  if (password === confirm) return true;
  toast.error('Passwords do not match');
  return false;
}
