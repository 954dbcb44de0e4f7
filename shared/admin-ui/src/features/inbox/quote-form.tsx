import { useState, type FormEvent } from 'react';
import { Badge, Button, Group, NumberInput, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  formatLKR,
  QUOTE_STATUS_LABELS,
  quoteInputSchema,
  type InboxItem,
  type QuoteStatus,
} from '@wallart/domain';
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

type Field = 'price' | 'size' | 'description' | 'deliveryDays';

/**
 * The quote on a custom-art request (decision 0044): what was sent, and while the requester
 * has not accepted it, the "Send quote" form (a new quote replaces the one sent, and its link).
 */
export function QuoteSection({ item, onSent }: { item: InboxItem; onSent?: () => void }) {
  const send = useSendQuote();
  const sent = item.quote;
  const [price, setPrice] = useState<number | string>(sent?.price ?? '');
  const [size, setSize] = useState(sent?.size ?? '');
  const [description, setDescription] = useState(sent?.description ?? '');
  const [deliveryDays, setDeliveryDays] = useState<number | string>(sent?.deliveryDays ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const status = item.quoteStatus ?? 'new';
  const open = status === 'new' || status === 'quoted';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = quoteInputSchema.safeParse({
      price: price === '' ? undefined : Number(price),
      size,
      description,
      deliveryDays: deliveryDays === '' ? undefined : Number(deliveryDays),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(
      { id: item._id, quote: parsed.data },
      {
        onSuccess: () => {
          toast.success(`Quote sent to ${item.email}`);
          onSent?.();
        },
      },
    );
  }

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
        <form onSubmit={submit} aria-label="Send quote" noValidate>
          <Stack gap="sm">
            <Group grow align="flex-start">
              <NumberInput
                label="Price (LKR)"
                required
                min={0}
                decimalScale={2}
                value={price}
                onChange={setPrice}
                error={errors.price}
              />
              <TextInput
                label="Size"
                required
                placeholder="24x36 in"
                value={size}
                onChange={(e) => setSize(e.currentTarget.value)}
                error={errors.size}
              />
              <NumberInput
                label="Delivery days"
                required
                min={1}
                allowDecimal={false}
                value={deliveryDays}
                onChange={setDeliveryDays}
                error={errors.deliveryDays}
              />
            </Group>
            <Textarea
              label="Description"
              required
              autosize
              minRows={3}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              error={errors.description}
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
