import { Alert, Anchor, Divider, Group, PasswordInput } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, safeNextPath } from '@wallart/domain/rules';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { sessionEndedOf } from '../../lib/session-expiry';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../lib/use-shop-form';
import { AuthFooter, AuthForm, EmailField } from './account-form';
import { AuthLayout } from './auth-layout';
import { useLogin } from './account.queries';
import { GoogleLoginButton } from './google-login-button';
import { emailOf } from './passed-email';
import { useFinishSignIn } from './use-finish-sign-in';

const loginSchema = lazySchema(() => import('@wallart/domain/schemas').then((m) => m.loginSchema));

export function LoginPage() {
  const t = useT();
  usePageMeta(t('auth.loginTitle'), t('auth.loginDescription'));
  const login = useLogin();
  const finish = useFinishSignIn();
  const { state } = useLocation();
  const sessionEnded = sessionEndedOf(state);
  // A shopper sent here from the checkout who makes an account instead comes back there too.
  const next = safeNextPath(useSearchParams()[0].get(NEXT_PARAM));
  const registerPath = next ? `/register?${NEXT_PARAM}=${encodeURIComponent(next)}` : '/register';
  const form = useShopForm({
    initialValues: { email: emailOf(state), password: '' },
    schema: loginSchema,
    onSubmit: ({ email, password }) => login.mutate({ email: email.trim(), password }, finish),
  });

  return (
    <AuthLayout title={t('auth.welcome')} intro={t('auth.loginIntro')}>
      {sessionEnded && (
        <Alert color="accent" variant="light" role="alert" title={t('auth.sessionEnded')}>
          {t('auth.sessionEndedText')}
        </Alert>
      )}
      <AuthForm
        label={t('auth.login')}
        onSubmit={form.onSubmit}
        submitLabel={t('auth.login')}
        busy={login.isPending}
      >
        <EmailField {...form.getInputProps('email')} />
        <PasswordInput
          label={t('auth.password')}
          required
          autoComplete="current-password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Anchor component={Link} to="/orders/lookup" fz="sm">
            {t('auth.guestOrder')}
          </Anchor>
          <Anchor component={Link} to="/forget" fz="sm">
            {t('auth.forgotLink')}
          </Anchor>
        </Group>
      </AuthForm>
      <Divider label={t('auth.or')} labelPosition="center" />
      <GoogleLoginButton />
      <AuthFooter prompt={t('auth.newHere')} to={registerPath}>
        {t('auth.createLink')}
      </AuthFooter>
    </AuthLayout>
  );
}
