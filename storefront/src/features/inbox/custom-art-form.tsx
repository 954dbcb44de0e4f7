import { Button, Card, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useSendCustomArt } from './inbox.queries';
import { useInboxForm } from './use-inbox-form';

const EMPTY = { name: '', email: '', style: '', message: '' };

/** A request for a commissioned piece: name, email and message required, style optional. */
export function CustomArtForm() {
  const send = useSendCustomArt();
  const { values, set, onSubmit } = useInboxForm(
    EMPTY,
    send.mutate,
    'Your Custom Art Request has been sent successfully',
  );

  return (
    <Card withBorder padding="xl" bg="white" maw={760}>
      <form onSubmit={onSubmit} aria-label="Custom art request">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              name="name"
              required
              autoComplete="name"
              value={values.name}
              onChange={(e) => set('name')(e.currentTarget.value)}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              required
              autoComplete="email"
              value={values.email}
              onChange={(e) => set('email')(e.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label="Style"
            description="Optional: abstract, watercolour, minimal line art…"
            name="style"
            value={values.style}
            onChange={(e) => set('style')(e.currentTarget.value)}
          />
          <Textarea
            label="Message"
            name="message"
            required
            autosize
            minRows={4}
            description="Tell us about the piece: the room, the size, the colours you love."
            value={values.message}
            onChange={(e) => set('message')(e.currentTarget.value)}
          />
          <Button type="submit" loading={send.isPending} w={{ base: '100%', sm: 'fit-content' }}>
            Send Request
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
