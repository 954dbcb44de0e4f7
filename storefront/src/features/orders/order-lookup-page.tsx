import { useState } from 'react';
import { Alert, Button, Card, Container, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazySchema, useSchemaForm } from '@wallart/admin-ui/forms';
import type { OrderLookupInput } from '@wallart/domain/rules';
import { PageHeader } from '../../components/page-header';
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
  usePageMeta('Find my order', 'Get a new link to an order you placed without an account.');
  const [answer, setAnswer] = useState<string | null>(null);
  const lookup = useMutation({
    mutationFn: (input: OrderLookupInput) => api.order.lookup(input),
    onSuccess: ({ message }) => setAnswer(message),
  });
  const form = useSchemaForm({
    initialValues: { orderID: '', email: '' },
    schema: lookupSchema,
    onSubmit: (values) => lookup.mutate(values),
  });
  return (
    <>
      <PageHeader
        title="Find my order"
        intro="Ordered without an account? We e-mail you a new link to your order."
      />
      <Container size="xs" pb={48}>
        <Card withBorder padding="xl" bg="white">
          <form onSubmit={form.onSubmit} aria-label="Find my order" noValidate>
            <Stack gap="md">
              {answer && (
                <Alert variant="light" color="accent" role="status">
                  {answer}
                </Alert>
              )}
              {lookup.isError && (
                <Alert variant="light" color="red" role="alert">
                  {messageOf(lookup.error, 'Please try again in a moment')}
                </Alert>
              )}
              <TextInput
                label="Order number"
                placeholder="WA-…"
                autoComplete="off"
                {...form.getInputProps('orderID')}
              />
              <TextInput
                label="E-mail"
                type="email"
                autoComplete="email"
                {...form.getInputProps('email')}
              />
              <Text fz="sm" c="ink.6">
                The link opens your order&apos;s page. Any link we sent before stops working.
              </Text>
              <Button type="submit" loading={lookup.isPending}>
                Send me a link
              </Button>
            </Stack>
          </form>
        </Card>
      </Container>
    </>
  );
}
