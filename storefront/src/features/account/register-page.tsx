import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { loginPathFor, NEXT_PARAM } from '@wallart/domain/rules';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';
import { toast } from '../../lib/toast';
import { lazySchema, useSchemaForm } from '@wallart/admin-ui/forms';
import { AuthLayout } from './auth-layout';
import { useRegister } from './account.queries';
import { emailOf } from './passed-email';
import { ShopGrid } from '../../components/shop-grid';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '', confirm: '' };
const registerSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.registerSchema),
);

export function RegisterPage() {
  usePageMeta('Create Account', 'Create an account to order prints and follow your orders.');
  const register = useRegister();
  const navigate = useNavigate();
  // A page that sent the shopper here (a custom-art quote) gives the address and where to return.
  const [params] = useSearchParams();
  const next = params.get(NEXT_PARAM);
  const form = useSchemaForm({
    initialValues: { ...EMPTY, email: emailOf(useLocation().state) },
    schema: registerSchema,
    onSubmit: send,
  });
  const field = form.getInputProps;

  function send(values: typeof EMPTY) {
    if (values.password !== values.confirm) {
      toast.error('Passwords do not match');
      return;
    }
    register.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        password: values.password,
      },
      {
        onSuccess: () => {
          toast.success('Registration successful');
          navigate(next ? loginPathFor(next) : '/login', {
            state: { email: values.email.trim() },
          });
        },
        onError: (error) => toast.error(messageOf(error, 'Registration failed')),
      },
    );
  }

  return (
    <AuthLayout title="Create Account" intro="Join us to order prints and follow your orders.">
      <form onSubmit={form.onSubmit} aria-label="Create account">
        <Stack gap="md">
          <ShopGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label="First Name"
              required
              autoComplete="given-name"
              {...field('firstName')}
            />
            <TextInput
              label="Last Name"
              required
              autoComplete="family-name"
              {...field('lastName')}
            />
          </ShopGrid>
          <TextInput label="Email" type="email" required autoComplete="email" {...field('email')} />
          <TextInput label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
          <PasswordInput
            label="Password"
            required
            autoComplete="new-password"
            description="At least 8 characters"
            {...field('password')}
          />
          <PasswordInput
            label="Confirm Password"
            required
            autoComplete="new-password"
            {...field('confirm')}
          />
          <Button type="submit" fullWidth loading={register.isPending}>
            Register
          </Button>
        </Stack>
      </form>
      <Text ta="center" fz="sm">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Login
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
