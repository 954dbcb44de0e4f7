import { useState, type FormEvent } from 'react';
import {
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { AuthLayout } from './auth-layout';
import { useLogin } from './account.queries';
import { GoogleLoginButton } from './google-login-button';
import { useFinishSignIn } from './use-finish-sign-in';

export function LoginPage() {
  usePageMeta('Login', 'Sign in to your account to order and follow your orders.');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const finish = useFinishSignIn();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password }, finish);
  };

  return (
    <AuthLayout title="Welcome back" intro="Sign in to order and follow your orders.">
      <form onSubmit={onSubmit} aria-label="Login">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forget" fz="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Login
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <GoogleLoginButton />
      <Text ta="center" fz="sm">
        New here?{' '}
        <Anchor component={Link} to="/register">
          Create an account
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
