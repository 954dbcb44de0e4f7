import type { ReactNode } from 'react';
import {
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { BRAND } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/page-meta';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useSendContact } from './inbox.queries';
import { useInboxForm } from './use-inbox-form';
import { ShopGrid } from '../../components/shop-grid';

const EMPTY = { name: '', email: '', subject: '', message: '' };
const contactSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.contactSchema),
);

export function ContactPage() {
  usePageMeta('Contact Us', `Write to ${BRAND.name}: questions about prints, orders or delivery.`);
  const send = useSendContact();
  const form = useInboxForm(EMPTY, contactSchema, send.mutate, 'Message sent successfully');

  const { address, email, phone } = BRAND.contact;
  return (
    <>
      <PageHeader
        title="Contact Us"
        intro="Questions about a print, an order or a custom piece? We answer every message within one business day."
      />
      <Container>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="xl" bg="white">
              <form onSubmit={form.onSubmit} aria-label="Contact form">
                <Stack gap="md">
                  <ShopGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label="Full Name"
                      required
                      autoComplete="name"
                      {...form.getInputProps('name')}
                    />
                    <TextInput
                      label="Email Address"
                      type="email"
                      required
                      autoComplete="email"
                      {...form.getInputProps('email')}
                    />
                  </ShopGrid>
                  <TextInput label="Subject" required {...form.getInputProps('subject')} />
                  <Textarea
                    label="Message"
                    required
                    autosize
                    minRows={5}
                    {...form.getInputProps('message')}
                  />
                  <Button
                    type="submit"
                    disabled={send.isPending}
                    w={{ base: '100%', sm: 'fit-content' }}
                  >
                    {send.isPending ? 'Sending...' : 'Send Message'}
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Title order={2} fz={28}>
                Visit or call
              </Title>
              <ContactLine icon={<IconMapPin size={20} />}>{address}</ContactLine>
              <ContactLine icon={<IconPhone size={20} />}>
                <Anchor href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Anchor>
              </ContactLine>
              <ContactLine icon={<IconMail size={20} />}>
                <Anchor href={`mailto:${email}`}>{email}</Anchor>
              </ContactLine>
              <Text c="ink.7">
                For help with an order, write to the address above with your order number.
              </Text>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Text component="div" c="ink.8" style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <span aria-hidden="true" style={{ color: 'var(--mantine-color-accent-7)', display: 'flex' }}>
        {icon}
      </span>
      <span>{children}</span>
    </Text>
  );
}
