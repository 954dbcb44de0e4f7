import { useState, type FormEvent } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { User } from '@wallart/domain/rules';
import { useT, type Translate } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useSendVerificationCode, useVerifyEmail } from '../account.queries';
import { AccountCard } from './account-card';
import { CodeInput, SendCodeButton } from './account-code-field';
import { useServerFieldErrors } from './server-field-errors';

const SIX_DIGITS = /^[0-9]{6}$/;

/** The confirmation, with the orders placed as a guest that became the account's (§11). */
export const verifiedText = (t: Translate, message: string, claimed: number) =>
  claimed === 0 ? message : `${message}. ${t('profile.claimed', { claimed })}`;

/**
 * "Confirm your e-mail": shown until the account's address is proven (decision 0030). The
 * shopper enters the code mailed at registration, or asks for a new one. Nothing waits for it:
 * the account logs in and orders as any other meanwhile.
 */
export function EmailVerifySection({ user }: { user: User }) {
  const verify = useVerifyEmail();
  const t = useT();
  const resend = useSendVerificationCode();
  const server = useServerFieldErrors<'code'>();
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const digits = code.trim();
    if (!SIX_DIGITS.test(digits)) {
      setFormatError(t('profile.sixDigits'));
      return;
    }
    verify.mutate(digits, {
      onSuccess: (answer) =>
        toast.success(verifiedText(t, answer.message, answer.claimedOrders ?? 0)),
      onError: (error) => {
        if (!server.take(error, ['code']))
          toast.error(messageOf(error, t('profile.codeNotChecked')));
      },
    });
  }

  return (
    <AccountCard
      title={t('profile.confirm')}
      intro={t('profile.confirmText', { email: user.email })}
    >
      <form onSubmit={submit} aria-label={t('profile.confirm')} noValidate>
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
              {t('profile.confirmButton')}
            </Button>
            <SendCodeButton send={resend}>{t('profile.newCode')}</SendCodeButton>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
