import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { useDeleteAccount, useForgetDeletedAccount } from '../account.queries';
import { AccountCard } from './account-card';
import { AccountCodeField } from './account-code-field';
import { useServerFieldErrors } from './server-field-errors';

/** Deleting the account, behind a dialog that asks for the password (or a mailed code). */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  return (
    <AccountCard title={t('profile.delete')} tone="danger" intro={t('profile.deleteText')}>
      <Group>
        <Button color="red.9" variant="outline" onClick={() => setOpen(true)}>
          {t('profile.deleteMine')}
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
  const t = useT();
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
        toast.success(t('profile.deleted'));
        navigate('/', { replace: true });
        forget();
      },
      onError: (error) => {
        setRefusal(
          server.take(error, [field]) ? null : messageOf(error, t('profile.deleteFailed')),
        );
      },
    });
  };

  const onProof = (value: string) => {
    server.clear(field);
    setMissing(false);
    setProof(value);
  };
  const required = hasPassword ? t('profile.enterPassword') : t('profile.enterCode');
  const error = server.errorOf(field) ?? (missing ? required : undefined);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('profile.deleteAsk')}
      centered
      closeButtonProps={{ 'aria-label': t('profile.close') }}
    >
      <form onSubmit={submit} aria-label={t('profile.deleteForm')} noValidate>
        <Stack gap="md">
          <Text>{t('profile.onceDeleted')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('profile.noSignIn')}</List.Item>
            <List.Item>{t('profile.reviewsRemoved')}</List.Item>
            <List.Item>{t('profile.ordersStay')}</List.Item>
          </List>
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          {hasPassword ? (
            <PasswordInput
              label={t('profile.yourPassword')}
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
              {t('profile.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={remove.isPending}>
              {t('profile.deleteMine')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
