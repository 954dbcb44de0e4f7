import { useState, type FormEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { User } from '@wallart/domain/rules';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useSendVerificationCode, useVerifyEmail } from '../account.queries';
import { AccountCard } from './account-card';
import { CodeInput, SendCodeButton } from './account-code-field';
import { useServerFieldErrors } from './server-field-errors';

const SIX_DIGITS = /^[0-9]{6}$/;

/** The confirmation, with the orders placed as a guest that became the account's (§11). */
export const verifiedText = (message: string, claimed: number) =>
  claimed === 0
    ? message
    : `${message}. ${claimed === 1 ? '1 order' : `${claimed} orders`} you placed as a guest ${claimed === 1 ? 'is' : 'are'} now in My Orders`;

/**
 * "Confirm your e-mail": shown until the account's address is proven (decision 0030). The
 * shopper enters the code mailed at registration, or asks for a new one. Nothing waits for it:
 * the account logs in and orders as any other meanwhile.
 */
export function EmailVerifySection({ user }: { user: User }) {
  const verify = useVerifyEmail();
  const resend = useSendVerificationCode();
  const server = useServerFieldErrors<'code'>();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.trim();
    if (!SIX_DIGITS.test(digits)) {
      setFormatError('The code has 6 digits');
      return;
    }
    verify.mutate(digits, {
      onSuccess: (answer) => toast.success(verifiedText(answer.message, answer.claimedOrders ?? 0)),
      onError: (error) => {
        if (!server.take(error, ['code']))
          toast.error(messageOf(error, 'The code could not be checked'));
      },
    });
  }

  return (
    <AccountCard
      title="Confirm your e-mail"
      intro={`We e-mailed a 6-digit code to ${user.email} when you registered. Enter it to confirm the address is yours. You can shop as usual meanwhile.`}
    >
      <form onSubmit={submit} aria-label="Confirm your e-mail" noValidate>
        <Stack gap="sm">
          <CodeInput
            value={code}
            onChange={(event) => {
              server.clear('code');
              setFormatError(undefined);
              setCode(event.currentTarget.value);
            }}
            error={server.errorOf('code') ?? formatError}
          />
          <Group gap="sm">
            <Button type="submit" loading={verify.isPending}>
              Confirm e-mail
            </Button>
            <SendCodeButton send={resend}>Send a new code</SendCodeButton>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
