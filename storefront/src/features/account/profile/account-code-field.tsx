import type { ReactNode } from 'react';
import { Button, Group, TextInput, type TextInputProps } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useT } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useSendAccountCode } from '../account.queries';

interface AccountCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
}

/**
 * For an account made by Google sign-in, which has no password: a code mailed to its address
 * proves it is the owner. The button asks for one; the field takes its six digits.
 */
export function AccountCodeField({ value, onChange, error, label }: AccountCodeFieldProps) {
  const send = useSendAccountCode();
  const t = useT();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <CodeInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        style={{ flex: '1 1 200px' }}
      />
      <SendCodeButton send={send}>{t('profile.emailCode')}</SendCodeButton>
    </Group>
  );
}

/** The six digits of a code the shop e-mailed. */
export function CodeInput({ label, ...props }: TextInputProps) {
  const t = useT();
  return (
    <TextInput
      label={label ?? t('profile.code')}
      description={t('profile.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      required
      {...props}
    />
  );
}

/** Asks the shop to e-mail a code, and says what it answered. */
export function SendCodeButton({
  send,
  children,
}: {
  send: UseMutationResult<{ message: string }, Error, void>;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Button
      variant="light"
      loading={send.isPending}
      onClick={() =>
        send.mutate(undefined, {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(messageOf(error, t('profile.codeNotSent'))),
        })
      }
    >
      {children}
    </Button>
  );
}
