import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render';
import { lazySchema, useSchemaForm } from './use-schema-form';

const loginSchema = lazySchema(() => import('@wallart/domain/schemas').then((m) => m.loginSchema));

function LoginForm(props: { onSubmit: () => void; onInvalid: () => void }) {
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    schema: loginSchema,
    onSubmit: props.onSubmit,
    onInvalid: props.onInvalid,
  });
  return (
    <form onSubmit={form.onSubmit} aria-label="Login">
      <TextInput label="Email" {...form.getInputProps('email')} />
      <TextInput label="Password" {...form.getInputProps('password')} />
      <button type="submit">Login</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it("shows a field's error from the shared schema once the field is left", async () => {
    const { user } = renderScreen(<LoginForm onSubmit={vi.fn()} onInvalid={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('sends nothing while the schema refuses, and shows every error', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    const { user } = renderScreen(<LoginForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over the values as typed once the schema accepts them', async () => {
    const onSubmit = vi.fn();
    const { user } = renderScreen(<LoginForm onSubmit={onSubmit} onInvalid={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Nimali@Example.com');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        email: 'Nimali@Example.com',
        password: 'secret-pass',
      }),
    );
  });
});
