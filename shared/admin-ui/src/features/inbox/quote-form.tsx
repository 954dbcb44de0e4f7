import { Badge, Button, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  formatLKR,
  QUOTE_STATUS_LABELS,
  quoteInputSchema,
  type InboxItem,
  type QuoteStatus,
} from '@wallart/domain';
import { readySchema, useSchemaForm } from '../../forms/use-schema-form';
import { toast } from '../../lib/toast';
import { useSendQuote } from './inbox.queries';

const STATUS_COLORS: Record<QuoteStatus, string> = {
  new: 'blue',
  quoted: 'accent',
  accepted: 'grape',
  paid: 'green',
};

/** Where a custom-art request stands on its way to a sale: new, quoted, accepted, paid. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {QUOTE_STATUS_LABELS[status]}
    </Badge>
  );
}

interface QuoteForm {
  price: number | string;
  size: string;
  description: string;
  deliveryDays: number | string;
}

const schema = readySchema(quoteInputSchema);
const toNumber = (value: number | string) => (value === '' ? undefined : Number(value));

/**
 * The quote on a custom-art request (decision 0044): what was sent, and while the requester
 * has not accepted it, the "Send quote" form (a new quote replaces the one sent, and its link).
 */
export function QuoteSection({ item, onSent }: { item: InboxItem; onSent?: () => void }) {
  const send = useSendQuote();
  const sent = item.quote;
  const status = item.quoteStatus ?? 'new';
  const open = status === 'new' || status === 'quoted';
  const form = useSchemaForm({
    initialValues: {
      price: sent?.price ?? '',
      size: sent?.size ?? '',
      description: sent?.description ?? '',
      deliveryDays: sent?.deliveryDays ?? '',
    } as QuoteForm,
    schema,
    toInput: (values) => ({
      ...values,
      price: toNumber(values.price),
      deliveryDays: toNumber(values.deliveryDays),
    }),
    onSubmit: (_values, quote) =>
      send.mutate(
        { id: item._id, quote },
        {
          onSuccess: () => {
            toast.success(`Quote sent to ${item.email}`);
            onSent?.();
          },
        },
      ),
  });

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>Quote</Text>
        <QuoteStatusBadge status={status} />
      </Group>
      {sent && (
        <Text size="sm">
          Sent: {formatLKR(sent.price)} · {sent.size} · {sent.deliveryDays} days
          {sent.orderID ? ` · order ${sent.orderID}` : ''}
        </Text>
      )}
      {open && (
        <form onSubmit={form.onSubmit} aria-label="Send quote" noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <NumberInput
                label="Price (LKR)"
                required
                min={0}
                decimalScale={2}
                {...form.getInputProps('price')}
              />
              <TextInput
                label="Size"
                required
                placeholder="24x36 in"
                {...form.getInputProps('size')}
              />
              <NumberInput
                label="Delivery days"
                required
                min={1}
                allowDecimal={false}
                {...form.getInputProps('deliveryDays')}
              />
            </Group>
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              {...form.getInputProps('description')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                {sent ? 'Send new quote' : 'Send quote'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
