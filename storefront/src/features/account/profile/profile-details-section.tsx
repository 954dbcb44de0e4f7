import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { User } from '@wallart/domain/rules';
import { messageOf } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { lazySchema, useSchemaForm } from '@wallart/admin-ui/forms';
import { useUpdateProfile } from '../account.queries';
import { NameFields } from '../account-form';
import { AccountCard } from './account-card';

const profileSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.profileUpdateSchema),
);

/** The shopper's name and phone, with the rules registration checks them by. */
export function ProfileDetailsSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useSchemaForm({
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
          onSuccess: () => toast.success('Your details have been saved'),
          onError: (error) => toast.error(messageOf(error, 'Your details could not be saved')),
        },
      ),
  });
  const field = form.getInputProps;

  return (
    <AccountCard title="Your details" intro="The name and phone number we use for your orders.">
      <form onSubmit={form.onSubmit} aria-label="Your details" noValidate>
        <Stack gap="md">
          <NameFields
            labels={['First name', 'Last name']}
            from="sm"
            first={field('firstName')}
            last={field('lastName')}
          />
          <TextInput label="Phone" type="tel" required autoComplete="tel" {...field('phone')} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountCard>
  );
}
