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
import { useT } from '../../i18n/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { useShopContact } from '../../lib/shared-queries';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useSendContact } from './inbox.queries';
import { useInboxForm } from './use-inbox-form';
import { ShopGrid } from '../../components/shop-grid';

const EMPTY = { name: '', email: '', subject: '', message: '' };
const contactSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.contactSchema),
);

export function ContactPage() {
  const t = useT();
  usePageMeta(t('contact.title'), t('contact.description', { brand: BRAND.name }));
  const send = useSendContact();
  const form = useInboxForm(EMPTY, contactSchema, send.mutate, t('contact.sent'));

  const { address, email, phone } = useShopContact();
  return (
    <>
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <Container>
        <Grid gap={40}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder padding="xl" bg="white">
              <form onSubmit={form.onSubmit} aria-label={t('contact.form')}>
                <Stack gap="md">
                  <ShopGrid cols={{ base: 1, sm: 2 }}>
                    <TextInput
                      label={t('contact.name')}
                      required
                      autoComplete="name"
                      {...form.getInputProps('name')}
                    />
                    <TextInput
                      label={t('contact.email')}
                      type="email"
                      required
                      autoComplete="email"
                      {...form.getInputProps('email')}
                    />
                  </ShopGrid>
                  <TextInput
                    label={t('contact.subject')}
                    required
                    {...form.getInputProps('subject')}
                  />
                  <Textarea
                    label={t('contact.message')}
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
                    {send.isPending ? t('contact.sending') : t('contact.send')}
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Title order={2} fz={28}>
                {t('contact.visit')}
              </Title>
              <ContactLine icon={<IconMapPin size={20} />}>{address}</ContactLine>
              <ContactLine icon={<IconPhone size={20} />}>
                <Anchor href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</Anchor>
              </ContactLine>
              <ContactLine icon={<IconMail size={20} />}>
                <Anchor href={`mailto:${email}`}>{email}</Anchor>
              </ContactLine>
              <Text c="ink.7">{t('contact.orderHelp')}</Text>
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
