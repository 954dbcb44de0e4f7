import { Button, Card, Stack, Textarea, TextInput } from '@mantine/core';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useT } from '../../i18n/i18n';
import { useSendCustomArt } from './inbox.queries';
import { useInboxForm } from './use-inbox-form';
import { ShopGrid } from '../../components/shop-grid';
import classes from './custom-art-form.module.css';

const EMPTY = { name: '', email: '', style: '', message: '' };
// On the home page: the schema (and zod) arrive once the shopper starts typing, never before.
const customArtSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.customArtSchema),
);

/** A request for a commissioned piece: name, email and message required, style optional. */
export function CustomArtForm() {
  const send = useSendCustomArt();
  const t = useT();
  const form = useInboxForm(EMPTY, customArtSchema, send.mutate, t('customArt.sent'));

  return (
    <Card withBorder padding="xl" bg="white" maw={760}>
      <form onSubmit={form.onSubmit} aria-label={t('customArt.form')}>
        <Stack gap="md">
          <ShopGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('customArt.name')}
              name="name"
              required
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('customArt.email')}
              name="email"
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </ShopGrid>
          <TextInput
            label={t('customArt.style')}
            description={t('customArt.styleHint')}
            name="style"
            {...form.getInputProps('style')}
          />
          <Textarea
            label={t('customArt.message')}
            name="message"
            required
            autosize
            minRows={4}
            description={t('customArt.messageHint')}
            {...form.getInputProps('message')}
          />
          <Button type="submit" loading={send.isPending} className={classes.send}>
            {t('customArt.send')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
