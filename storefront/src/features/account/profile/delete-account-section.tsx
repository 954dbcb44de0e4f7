import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useDeleteAccount, useForgetDeletedAccount } from '../account.queries';
import { AccountCard } from './account-card';
import { AccountCodeField } from './account-code-field';
import { useServerFieldErrors } from './server-field-errors';

/** Deleting the account, behind a dialog that asks for the password (or a mailed code). */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <AccountCard
      title="Delete account"
      tone="danger"
      intro="This removes your account for good. Orders you placed stay in the shop's books, without your name, address or phone."
    >
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </Group>
      <DeleteAccountDialog opened={open} onClose={() => setOpen(false)} hasPassword={hasPassword} />
    </AccountCard>
  );
}

function DeleteAccountDialog({
  opened,
  onClose,
  hasPassword,
}: {
  opened: boolean;
  onClose: () => void;
  hasPassword: boolean;
}) {
  const remove = useDeleteAccount();
  const forget = useForgetDeletedAccount();
  const navigate = useNavigate();
  const [proof, setProof] = useState('');
  const server = useServerFieldErrors<'password' | 'code'>();
  const field = hasPassword ? 'password' : 'code';
  const [missing, setMissing] = useState(false);
  // Why the shop refused (an order still on its way, the last admin), said in the dialog.
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setProof('');
    setMissing(false);
    setRefusal(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!proof.trim()) {
      setMissing(true);
      return;
    }
    remove.mutate(hasPassword ? { password: proof } : { code: proof.trim() }, {
      onSuccess: () => {
        toast.success('Your account has been deleted');
        navigate('/', { replace: true });
        forget();
      },
      onError: (error) => {
        setRefusal(
          server.take(error, [field])
            ? null
            : messageOf(error, 'Your account could not be deleted. Please try again'),
        );
      },
    });
  };

  const onProof = (value: string) => {
    server.clear(field);
    setMissing(false);
    setProof(value);
  };
  const required = hasPassword ? 'Enter your password' : 'Enter the code from your e-mail';
  const error = server.errorOf(field) ?? (missing ? required : undefined);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete your account?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} aria-label="Delete your account" noValidate>
        <Stack gap="md">
          <Text>Once deleted, your account cannot be brought back:</Text>
          <List size="sm" spacing={4}>
            <List.Item>you can no longer sign in, on any device;</List.Item>
            <List.Item>your reviews and your messages to us are removed;</List.Item>
            <List.Item>your orders stay for our books, without your personal details.</List.Item>
          </List>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          {hasPassword ? (
            <PasswordInput
              label="Your password"
              required
              autoComplete="current-password"
              value={proof}
              onChange={(event) => onProof(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
          ) : (
            <AccountCodeField value={proof} onChange={onProof} error={error} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red.9" loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
