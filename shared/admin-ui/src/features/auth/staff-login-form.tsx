import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { BRAND, LOGIN_SUCCESS_TOAST, type LoginResponse } from '@wallart/domain';
import { isApiError } from '@wallart/domain/api-client';
import { useApi } from '../../app/admin-context';
import { toast } from '../../lib/toast';

export interface StaffLoginFormProps {
  /** Called with the session of an admin; the host stores the token and opens the admin. */
  onLoggedIn: (session: { token: string; user: LoginResponse['user'] }) => void | Promise<void>;
  /** Shown above the form, e.g. which shop server the desktop app talks to. */
  description?: string;
  /** Why staff are asked to sign in, e.g. "Please log in again" after a session ended. */
  notice?: string;
}

/** Staff sign-in: SPEC's login messages; a shopper's account is turned away here. */
export function StaffLoginForm({ onLoggedIn, description, notice }: StaffLoginFormProps) {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => api.user.login({ email: email.trim(), password }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate(undefined, {
      onSuccess: async ({ token, user }) => {
        if (user.role !== 'admin') {
          toast.error('You are not an admin');
          return;
        }
        toast.success(LOGIN_SUCCESS_TOAST);
        await onLoggedIn({ token, user });
      },
      onError: (error) =>
        toast.error(
          isApiError(error) && error.code !== 'unreachable' ? error.message : 'Login failed',
        ),
    });
  };

  return (
    <Paper withBorder p="xl" radius="md" maw={400} w="100%">
      <form onSubmit={submit}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h3">
              {BRAND.name}
            </Title>
            <Text size="sm" c="dimmed">
              {description ?? 'Staff sign-in'}
            </Text>
          </div>
          {notice && (
            <Alert color="accent" variant="light" role="alert" title={notice}>
              Your session has ended. Sign in to go back to the screen you were on.
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <Button type="submit" loading={login.isPending} fullWidth>
            Login
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
