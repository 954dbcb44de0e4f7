import { Alert, Anchor, Divider, Group, PasswordInput } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, SESSION_ENDED_MESSAGE, safeNextPath } from '@wallart/domain/rules';
import { usePageMeta } from '../../lib/page-meta';
import { sessionEndedOf } from '../../lib/session-expiry';
import { lazySchema, useSchemaForm } from '@wallart/admin-ui/forms';
import { AuthFooter, AuthForm, EmailField } from './account-form';
import { AuthLayout } from './auth-layout';
import { useLogin } from './account.queries';
import { GoogleLoginButton } from './google-login-button';
import { emailOf } from './passed-email';
import { useFinishSignIn } from './use-finish-sign-in';

const loginSchema = lazySchema(() => import('@wallart/domain/schemas').then((m) => m.loginSchema));

export function LoginPage() {
  usePageMeta('Login', 'Sign in to your account to order and follow your orders.');
  const login = useLogin();
  const finish = useFinishSignIn();
  const { state } = useLocation();
  const sessionEnded = sessionEndedOf(state);
  // A shopper sent here from the checkout who makes an account instead comes back there too.
  const next = safeNextPath(useSearchParams()[0].get(NEXT_PARAM));
  const registerPath = next ? `/register?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/register';
  const form = useSchemaForm({
    initialValues: { email: emailOf(state), password: '' },
    schema: loginSchema,
    onSubmit: ({ email, password }) => login.mutate({ email: email.trim(), password }, finish),
  });

  return (
    <AuthLayout title="Welcome back" intro="Sign in to order and follow your orders.">
      {sessionEnded && (
        <Alert color="accent" variant="light" role="alert" title={SESSION_ENDED_MESSAGE}>
          Your session has ended. Log in and you will be back where you were.
        </Alert>
      )}
      <AuthForm label="Login" onSubmit={form.onSubmit} submitLabel="Login" busy={login.isPending}>
        <EmailField {...form.getInputProps('email')} />
        <PasswordInput
          label="Password"
          required
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/orders/lookup" fz="sm">
            Ordered as a guest? Find my order
          </Anchor>
          <Anchor component={Link} to="/forget" fz="sm">
            Forgot password?
          </Anchor>
        </Group>
      </AuthForm>
      <Divider label="or" labelPosition="center" />
      <GoogleLoginButton />
      <AuthFooter prompt="New here?" to={registerPath}>
        Create an account
      </AuthFooter>
    </AuthLayout>
  );
}
