import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { OTP_LENGTH } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { toast } from '../../lib/toast';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../lib/use-shop-form';
import {
  AuthFooter,
  AuthForm,
  EmailField,
  NewPasswordFields,
  passwordsMatch,
} from './account-form';
import { AuthLayout } from './auth-layout';
import { useChangePassword, useSendResetMail } from './account.queries';

const emailSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.sendMailSchema),
);
const resetSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) =>
    m.changePasswordSchema.pick({ otp: true, password: true }),
  ),
);

/**
 * Step 1 mails a code; step 2 sets the new password. A failed reset starts over at step 1,
 * as a page reload would, but keeps the toast on screen.
 */
export function ForgotPasswordPage() {
  const [attempt, setAttempt] = useState(0);
  return <ResetFlow key={attempt} onRestart={() => setAttempt((n) => n + 1)} />;
}

function ResetFlow({ onRestart }: { onRestart: () => void }) {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'reset'>('email');
  const t = useT();
  usePageMeta(
    t(step === 'email' ? 'auth.forgotTitle' : 'auth.resetTitle'),
    t('auth.forgotDescription'),
  );
  return step === 'email' ? (
    <EmailStep
      onSent={(sentTo) => {
        setEmail(sentTo);
        setStep('reset');
      }}
    />
  ) : (
    <ResetStep email={email} onFailed={onRestart} />
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const sendMail = useSendResetMail();
  const t = useT();
  const form = useShopForm({
    initialValues: { email: '' },
    schema: emailSchema,
    onSubmit: ({ email }) =>
      sendMail.mutate(email.trim(), {
        onSuccess: () => {
          toast.success(t('auth.mailSent'));
          onSent(email);
        },
        onError: () => toast.error(t('auth.mailFailed')),
      }),
  });
  return (
    <AuthLayout title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')}>
      <AuthForm
        label={t('auth.sendCodeForm')}
        onSubmit={form.onSubmit}
        submitLabel={t('auth.sendCode')}
        busy={sendMail.isPending}
      >
        <EmailField {...form.getInputProps('email')} />
      </AuthForm>
      <AuthFooter prompt={t('auth.remembered')} to="/login">
        {t('auth.backToLogin')}
      </AuthFooter>
    </AuthLayout>
  );
}

function ResetStep({ email, onFailed }: { email: string; onFailed: () => void }) {
  const changePassword = useChangePassword();
  const navigate = useNavigate();
  const t = useT();
  const form = useShopForm({
    initialValues: { otp: '', password: '', confirm: '' },
    schema: resetSchema,
    onSubmit: send,
  });

  function send(values: { otp: string; password: string; confirm: string }) {
    if (!passwordsMatch(values, t)) return;
    changePassword.mutate(
      { email: email.trim(), otp: values.otp.trim(), password: values.password },
      {
        onSuccess: () => {
          toast.success(t('auth.resetDone'));
          navigate('/login');
        },
        onError: () => {
          toast.error(t('auth.resetFailed'));
          onFailed();
        },
      },
    );
  }

  return (
    <AuthLayout title={t('auth.resetTitle')} intro={t('auth.resetIntro', { email })}>
      <AuthForm
        label={t('auth.resetForm')}
        onSubmit={form.onSubmit}
        submitLabel={t('auth.resetTitle')}
        busy={changePassword.isPending}
      >
        <TextInput
          label={t('auth.otp')}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          description={t('auth.otpHint', { length: OTP_LENGTH })}
          {...form.getInputProps('otp')}
        />
        <NewPasswordFields
          labels={[t('auth.newPassword'), t('auth.confirmPassword')]}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirm')}
        />
      </AuthForm>
    </AuthLayout>
  );
}
