import { TextInput } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { landingAfterSignIn, NEXT_PARAM } from '@wallart/domain/rules';
import { messageOf } from '../../lib/errors';
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { toast } from '../../lib/toast';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../lib/use-shop-form';
import {
  AuthFooter,
  AuthForm,
  EmailField,
  NameFields,
  NewPasswordFields,
  passwordsMatch,
} from './account-form';
import { AuthLayout } from './auth-layout';
import { useRegister } from './account.queries';
import { emailOf } from './passed-email';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '', confirm: '' };
const registerSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.registerSchema),
);

export function RegisterPage() {
  const t = useT();
  usePageMeta(t('auth.registerTitle'), t('auth.registerDescription'));
  const register = useRegister();
  const navigate = useNavigate();
  // A page that sent the shopper here (a custom-art quote) gives the address and where to return.
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  const form = useShopForm({
    initialValues: { ...EMPTY, email: emailOf(useLocation().state) },
    schema: registerSchema,
    onSubmit: send,
  });
  const field = form.getInputProps;

  function send(values: typeof EMPTY) {
    if (!passwordsMatch(values, t)) return;
    register.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
      },
      {
        // Signed in: back to where the shopper came from (checkout, a quote), else home.
        onSuccess: (answer) => {
          toast.success(t('auth.registered'));
          navigate(landingAfterSignIn(answer.user.role, next), { replace: true });
        },
        onError: (error) => toast.error(messageOf(error, t('auth.registerFailed'))),
      },
    );
  }

  return (
    <AuthLayout title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <AuthForm
        label={t('auth.registerForm')}
        onSubmit={form.onSubmit}
        submitLabel={t('auth.register')}
        busy={register.isPending}
      >
        <NameFields
          labels={[t('auth.firstName'), t('auth.lastName')]}
          from="xs"
          first={field('firstName')}
          last={field('lastName')}
        />
        <EmailField {...field('email')} />
        <TextInput
          label={t('auth.phone')}
          type="tel"
          required
          autoComplete="tel"
          {...field('phone')}
        />
        <NewPasswordFields
          labels={[t('auth.password'), t('auth.confirmPassword')]}
          description={t('auth.passwordHint')}
          password={field('password')}
          confirm={field('confirm')}
        />
      </AuthForm>
      <AuthFooter prompt={t('auth.haveAccount')} to="/login">
        {t('auth.login')}
      </AuthFooter>
    </AuthLayout>
  );
}
