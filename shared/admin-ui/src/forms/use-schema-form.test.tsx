import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { fieldErrors, dottedPath } from './field-errors';
import { lazySchema, readySchema, type LazySchema } from './form-schema';
import { useSchemaForm } from './use-schema-form';

const loginSchema = lazySchema(() => import('@wallart/domain/schemas').then((m) => m.loginSchema));

function LoginForm(props: {
  schema?: LazySchema;
  onSubmit: (values: unknown) => void;
  onInvalid: () => void;
  refusal?: { path: string; message: string }[];
}) {
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    schema: props.schema ?? loginSchema,
    onSubmit: (values) => {
      props.onSubmit(values);
      if (props.refusal) form.showErrors(props.refusal);
    },
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
    const { user } = renderAdmin(<LoginForm onSubmit={vi.fn()} onInvalid={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('sends nothing while the schema refuses, shows every error, and drops each once put right', async () => {
    const onSubmit = vi.fn();
    const onInvalid = vi.fn();
    const { user } = renderAdmin(<LoginForm onSubmit={onSubmit} onInvalid={onInvalid} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'secret-pass');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
  });

  it('hands over the values as typed once the schema accepts them', async () => {
    const onSubmit = vi.fn();
    const { user } = renderAdmin(<LoginForm onSubmit={onSubmit} onInvalid={vi.fn()} />);
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

  it("shows the server's word on a field until that field is edited", async () => {
    const { loginSchema: schema } = await import('@wallart/domain/schemas');
    const { user } = renderAdmin(
      <LoginForm
        schema={readySchema(schema)}
        onSubmit={vi.fn()}
        onInvalid={vi.fn()}
        refusal={[{ path: 'email', message: 'No account has this email' }]}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nimali@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Password' }), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('No account has this email')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'x');
    expect(screen.queryByText('No account has this email')).not.toBeInTheDocument();
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field, by top-level field or by the dotted path', () => {
    const issues = [
      { path: ['shipping', 'express', 'fee'], message: 'Fee is required' },
      { path: ['shipping', 'express', 'fee'], message: 'Fee must be a number' },
      { path: 'shop.name', message: 'Name is required' },
      { path: [], message: 'The form as a whole' },
    ];
    expect(fieldErrors(issues)).toEqual({ shipping: 'Fee is required', shop: 'Name is required' });
    expect(fieldErrors(issues, dottedPath)).toEqual({
      'shipping.express.fee': 'Fee is required',
      'shop.name': 'Name is required',
    });
  });
});
