import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { OTP_LENGTH } from '@wallart/domain/rules';
import { usePageMeta } from '../../lib/page-meta';
import { toast } from '../../lib/toast';
import { lazySchema, useSchemaForm } from '@wallart/admin-ui/forms';
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
  usePageMeta(
    step === 'email' ? 'Forgot Password' : 'Reset Password',
    'Reset the password of your account with a code sent to your email.',
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
  const form = useSchemaForm({
    initialValues: { email: '' },
    schema: emailSchema,
    onSubmit: ({ email }) =>
      sendMail.mutate(email.trim(), {
        onSuccess: () => {
          toast.success('Email sent successfully');
          onSent(email);
        },
        onError: () => toast.error('Email sending failed'),
      }),
  });
  return (
    <AuthLayout title="Forgot Password" intro="Enter your email and we will send you a code.">
      <AuthForm
        label="Send reset code"
        onSubmit={form.onSubmit}
        submitLabel="Send OTP"
        busy={sendMail.isPending}
      >
        <EmailField {...form.getInputProps('email')} />
      </AuthForm>
      <AuthFooter prompt="Remembered it?" to="/login">
        Back to login
      </AuthFooter>
    </AuthLayout>
  );
}

function ResetStep({ email, onFailed }: { email: string; onFailed: () => void }) {
  const changePassword = useChangePassword();
  const navigate = useNavigate();
  const form = useSchemaForm({
    initialValues: { otp: '', password: '', confirm: '' },
    schema: resetSchema,
    onSubmit: send,
  });

  function send(values: { otp: string; password: string; confirm: string }) {
    if (!passwordsMatch(values)) return;
    changePassword.mutate(
      { email: email.trim(), otp: values.otp.trim(), password: values.password },
      {
        onSuccess: () => {
          toast.success('Password reset successfully');
          navigate('/login');
        },
        onError: () => {
          toast.error('Password reset failed');
          onFailed();
        },
      },
    );
  }

  return (
    <AuthLayout title="Reset Password" intro={`Enter the code we sent to ${email}.`}>
      <AuthForm
        label="Reset password"
        onSubmit={form.onSubmit}
        submitLabel="Reset Password"
        busy={changePassword.isPending}
      >
        <TextInput
          label="OTP"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          description={`The ${OTP_LENGTH}-digit code from the email`}
          {...form.getInputProps('otp')}
        />
        <NewPasswordFields
          labels={['New Password', 'Confirm Password']}
          password={form.getInputProps('password')}
          confirm={form.getInputProps('confirm')}
        />
      </AuthForm>
    </AuthLayout>
  );
}
