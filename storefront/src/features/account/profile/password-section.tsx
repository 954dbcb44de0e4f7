import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import type { PasswordUpdateInput } from '@wallart/domain/rules';
import { useT } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../../lib/use-shop-form';
import { useUpdatePassword } from '../account.queries';
import { NewPasswordFields, passwordsMatch } from '../account-form';
import { AccountCard } from './account-card';
import { AccountCodeField } from './account-code-field';
import { useServerFieldErrors } from './server-field-errors';

const passwordSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.passwordUpdateSchema),
);

type ProofField = 'currentPassword' | 'code';
type Values = { proof: string; password: string; confirm: string };

/**
 * Changing the password, proved by the current one; or, for an account made by Google
 * sign-in, setting a first one with a code mailed to it. Other devices are signed out.
 */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const proofField: ProofField = hasPassword ? 'currentPassword' : 'code';
  const change = useUpdatePassword();
  const t = useT();
  const server = useServerFieldErrors<ProofField | 'password'>();
  const form = useShopForm({
    initialValues: { proof: '', password: '', confirm: '' } as Values,
    schema: {
      load: () => passwordSchema.load().then((schema) => withProofAs(schema, proofField)),
      get current() {
        const schema = passwordSchema.current;
        return schema && withProofAs(schema, proofField);
      },
    },
    onSubmit: send,
  });

  function send(values: Values) {
    if (!passwordsMatch(values, t)) return;
    const input: PasswordUpdateInput = hasPassword
      ? { currentPassword: values.proof, password: values.password }
      : { code: values.proof.trim(), password: values.password };
    change.mutate(input, {
      onSuccess: () => {
        form.reset();
        toast.success(hasPassword ? t('profile.passwordChanged') : t('profile.passwordSet'));
      },
      onError: (error) => {
        if (!server.take(error, [proofField, 'password']))
          toast.error(messageOf(error, t('profile.passwordFailed')));
      },
    });
  }

  const proofProps = form.getInputProps('proof');
  const proofError = server.errorOf(proofField) ?? proofProps.error;
  const onProof = (value: string) => {
    server.clear(proofField);
    form.setValue('proof', value);
  };

  return (
    <AccountCard
      title={hasPassword ? t('profile.password') : t('profile.setPassword')}
      intro={hasPassword ? t('profile.passwordText') : t('profile.setPasswordText')}
    >
      <form
        onSubmit={form.onSubmit}
        aria-label={hasPassword ? t('profile.changePassword') : t('profile.setPassword')}
        noValidate
      >
        <Stack gap="md">
          {hasPassword ? (
            <PasswordInput
              label={t('profile.currentPassword')}
              required
              autoComplete="current-password"
              {...proofProps}
              onChange={(event) => onProof(event.currentTarget.value)}
              error={proofError}
            />
          ) : (
            <AccountCodeField value={form.values.proof} onChange={onProof} error={proofError} />
          )}
          <NewPasswordFields
            labels={[t('profile.newPassword'), t('profile.confirmPassword')]}
            description={t('auth.passwordHint')}
            password={form.getInputProps('password')}
            confirm={form.getInputProps('confirm')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {hasPassword ? t('profile.changePassword') : t('profile.setPasswordButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}

type Schema = Awaited<ReturnType<typeof passwordSchema.load>>;

/** The shared schema over the form's values, whose one proof field is named by the account. */
function withProofAs(schema: Schema, field: ProofField): Schema {
  return {
    safeParse(value: unknown) {
      const { proof, password } = value as Values;
      const result = schema.safeParse({ [field]: proof, password });
      if (result.success) return result;
      const issues = result.error.issues.map((issue) => ({
        ...issue,
        path: issue.path[0] === field ? ['proof', ...issue.path.slice(1)] : issue.path,
      }));
      return { success: false, error: { issues } };
    },
  };
}
