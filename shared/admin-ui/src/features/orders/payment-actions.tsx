import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { paymentActionSchema, type PaymentActionInput } from '@wallart/domain';
import { readySchema, useSchemaForm } from '../../forms/use-schema-form';

const schema = readySchema(paymentActionSchema);

/** Verify a payment, or reject it with a note the shopper is mailed. */
export function PaymentActions({
  canVerify,
  canReject,
  onAction,
}: {
  canVerify: boolean;
  canReject: boolean;
  onAction: (action: PaymentActionInput) => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const form = useSchemaForm({
    initialValues: { note: '' },
    schema,
    toInput: ({ note }) => ({ action: 'reject', note }),
    // Whatever the schema says of a rejection is about its note.
    errorKey: () => 'note',
    onSubmit: (_values, checked) =>
      onAction({ action: 'reject', note: checked.action === 'reject' ? checked.note : '' }),
  });

  if (rejecting) {
    return (
      <Stack gap="xs">
        <Textarea
          label="Why is the payment rejected?"
          description="The shopper is mailed this note, so say what to put right."
          required
          autosize
          minRows={2}
          {...form.getInputProps('note')}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setRejecting(false)}>
            Cancel
          </Button>
          <Button color="red" onClick={() => form.onSubmit()}>
            Reject payment
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="xs">
      {canVerify && (
        <Button color="green" onClick={() => onAction({ action: 'verify' })}>
          Verify payment
        </Button>
      )}
      {canReject && (
        <Button variant="default" color="red" onClick={() => setRejecting(true)}>
          Reject…
        </Button>
      )}
    </Group>
  );
}
