import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { User } from '@wallart/domain/rules';
import { useT } from '../../../i18n/i18n';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../../lib/use-shop-form';
import { useUpdateProfile } from '../account.queries';
import { NameFields } from '../account-form';
import { AccountCard } from './account-card';

const profileSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.profileUpdateSchema),
);

/** The shopper's name and phone, with the rules registration checks them by. */
export function ProfileDetailsSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const t = useT();
  const form = useShopForm({
    initialValues: { firstName: user.firstName, lastName: user.lastName, phone: user.phone },
    schema: profileSchema,
    onSubmit: (values) =>
      update.mutate(
        {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          phone: values.phone.trim(),
        },
        {
          onSuccess: () => toast.success(t('profile.saved')),
          onError: (error) => toast.error(messageOf(error, t('profile.saveFailed'))),
        },
      ),
  });
  const field = form.getInputProps;

  return (
    <AccountCard title={t('profile.details')} intro={t('profile.detailsText')}>
      <form onSubmit={form.onSubmit} aria-label={t('profile.details')} noValidate>
        <Stack gap="md">
          <NameFields
            labels={[t('profile.firstName'), t('profile.lastName')]}
            from="sm"
            first={field('firstName')}
            last={field('lastName')}
          />
          <TextInput
            label={t('profile.phone')}
            type="tel"
            required
            autoComplete="tel"
            {...field('phone')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
