import { useState } from 'react';
import { Alert, Button, Card, Container, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazySchema } from '@wallart/admin-ui/forms';
import { useShopForm } from '../../lib/use-shop-form';
import type { OrderLookupInput } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
import { useT } from '../../i18n/i18n';
import { api } from '../../lib/api';
import { messageOf } from '../../lib/errors';
import { usePageMeta } from '../../lib/page-meta';

const lookupSchema = lazySchema(() =>
  import('@wallart/domain/schemas').then((m) => m.orderLookupSchema),
);

/**
 * "Find my order" (PRODUCT §11): the order number and the e-mail it was placed with; a fresh
 * link is mailed when they match, and the answer is the same when they do not.
 */
export function OrderLookupPage() {
  const t = useT();
  usePageMeta(t('nav.findOrder'), t('lookup.description'));
  const [answer, setAnswer] = useState<string | null>(null);
  const lookup = useMutation({
    mutationFn: (input: OrderLookupInput) => api.order.lookup(input),
    onSuccess: ({ message }) => setAnswer(message),
  });
  const form = useShopForm({
    initialValues: { orderID: '', email: '' },
    schema: lookupSchema,
    onSubmit: (values) => lookup.mutate(values),
  });
  return (
    <>
      <PageHeader title={t('nav.findOrder')} intro={t('lookup.intro')} />
      <Container size="xs" pb={48}>
        <Card withBorder padding="xl" bg="white">
          <form onSubmit={form.onSubmit} aria-label={t('nav.findOrder')} noValidate>
            <Stack gap="md">
              {answer && (
                <Alert variant="light" color="accent" role="status">
                  {answer}
                </Alert>
              )}
              {lookup.isError && (
                <Alert variant="light" color="red" role="alert">
                  {messageOf(lookup.error, t('lookup.failed'))}
                </Alert>
              )}
              <TextInput
                label={t('lookup.number')}
                placeholder="WA-…"
                autoComplete="off"
                {...form.getInputProps('orderID')}
              />
              <TextInput
                label={t('lookup.email')}
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <Text fz="sm" c="ink.6">
                {t('lookup.note')}
              </Text>
              <Button type="submit" loading={lookup.isPending}>
                {t('lookup.send')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Container>
    </>
  );
}
