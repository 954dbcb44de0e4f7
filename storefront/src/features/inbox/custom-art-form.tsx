import { Button, Card, Stack, Textarea, TextInput } from '@mantine/core';
import { lazySchema } from '@wallart/admin-ui/forms';
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
  const form = useInboxForm(
    EMPTY,
    customArtSchema,
    send.mutate,
    'Your Custom Art Request has been sent successfully',
  );

  return (
    <Card withBorder padding="xl" bg="white" maw={760}>
      <form onSubmit={form.onSubmit} aria-label="Custom art request">
        <Stack gap="md">
          <ShopGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              name="name"
              required
              autoComplete="name"
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="email"
              {...form.getInputProps('email')}
            />
          </ShopGrid>
          <TextInput
            label="Style"
            description="Optional: abstract, watercolour, minimal line art…"
            name="style"
            {...form.getInputProps('style')}
          />
          <Textarea
            label="Message"
            name="message"
            required
            autosize
            minRows={4}
            description="Tell us about the piece: the room, the size, the colours you love."
            {...form.getInputProps('message')}
          />
          <Button type="submit" loading={send.isPending} className={classes.send}>
            Send Request
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
