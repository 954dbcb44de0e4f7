import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  formatLKR,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type OrderReturn,
  type PaymentMethod,
  type ReturnActionInput,
} from '@wallart/domain';
import { isApiError } from '@wallart/domain/api-client';
import { toast } from '../../lib/toast';
import { ReturnPhotos } from './return-photos';
import { useReturnStep } from './returns.queries';

const METHODS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

const DONE: Record<ReturnActionInput['action'], string> = {
  approve: 'Approved: the shopper is mailed your instructions',
  reject: 'Rejected: the shopper is mailed your note',
  receive: 'Marked received',
  refund: 'Refund recorded',
};

/**
 * One return (PRODUCT §13): what the shopper sent back and why, and the one step it waits
 * for: approve with instructions or reject with a note, receive (per line, back to stock or
 * not), or refund (amount, method and reference; the method left empty is the order's own).
 */
export function ReturnDrawer({
  ret,
  onStep,
  onClose,
}: {
  ret: OrderReturn | null;
  /** The return as a step left it. */
  onStep: (ret: OrderReturn) => void;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={ret !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={ret ? `Return ${ret._id} · order ${ret.orderID}` : ''}
    >
      {ret && <ReturnDetail key={`${ret._id}-${ret.status}`} ret={ret} onStep={onStep} />}
    </Drawer>
  );
}

function ReturnDetail({ ret, onStep }: { ret: OrderReturn; onStep: (ret: OrderReturn) => void }) {
  const step = useReturnStep();
  const [note, setNote] = useState('');
  const [back, setBack] = useState(ret.lines.map((line) => line.quantity));
  const [amount, setAmount] = useState<number | string>('');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = (input: ReturnActionInput) =>
    step.mutate(
      { id: Number(ret._id), input },
      {
        onSuccess: (after) => {
          toast.success(DONE[input.action]);
          onStep(after);
        },
        onError: (error) => setProblem(isApiError(error) ? error.message : 'Please try again'),
      },
    );

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="light">{RETURN_STATUS_LABELS[ret.status]}</Badge>
        <Text size="sm">{RETURN_REASON_LABELS[ret.reason]}</Text>
      </Group>
      {ret.note && <Text size="sm">“{ret.note}”</Text>}
      {ret.staffNote && (
        <Text size="sm" c="dimmed">
          Staff note: {ret.staffNote}
        </Text>
      )}
      <ReturnPhotos ret={ret} />
      <Table aria-label="Returned prints">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Print</Table.Th>
            <Table.Th>Size</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>{ret.status === 'approved' ? 'Back to stock' : 'Restocked'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ret.lines.map((line, i) => (
            <Table.Tr key={`${line.productId}-${line.size}`}>
              <Table.Td>{line.productId}</Table.Td>
              <Table.Td>{line.size}</Table.Td>
              <Table.Td>{line.quantity}</Table.Td>
              <Table.Td>
                {ret.status === 'approved' ? (
                  <NumberInput
                    aria-label={`Back to stock: ${line.productId} ${line.size}`}
                    min={0}
                    max={line.quantity}
                    value={back[i]}
                    onChange={(v) => setBack(back.map((b, j) => (j === i ? Number(v) || 0 : b)))}
                    w={90}
                  />
                ) : (
                  line.restocked
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {ret.refund && (
        <Text size="sm">
          Refunded {formatLKR(ret.refund.amount)} ({methodLabel(ret.refund.method)}
          {ret.refund.reference ? `, ${ret.refund.reference}` : ''})
        </Text>
      )}
      {problem && (
        <Alert color="red" title="Not done">
          {problem}
        </Alert>
      )}
      {ret.status === 'requested' && (
        <>
          <Textarea
            label="Instructions or reason"
            description="Approving: how to send the prints back. Rejecting: why."
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group>
            <Button loading={step.isPending} onClick={() => send({ action: 'approve', note })}>
              Approve
            </Button>
            <Button
              color="red"
              variant="light"
              loading={step.isPending}
              onClick={() => send({ action: 'reject', note })}
            >
              Reject
            </Button>
          </Group>
        </>
      )}
      {ret.status === 'approved' && (
        <Button
          loading={step.isPending}
          onClick={() =>
            send({
              action: 'receive',
              restock: ret.lines
                .map((line, i) => ({
                  productId: line.productId,
                  size: line.size,
                  quantity: back[i] ?? 0,
                }))
                .filter((line) => line.quantity > 0),
            })
          }
        >
          Mark received
        </Button>
      )}
      {ret.status === 'received' && (
        <>
          <NumberInput label="Refund amount (LKR)" min={0} value={amount} onChange={setAmount} />
          <Select
            label="Refund method"
            placeholder="As the order was paid"
            data={METHODS}
            value={method}
            onChange={(value) => setMethod(value as PaymentMethod | null)}
            clearable
          />
          <TextInput
            label="Reference"
            description="The bank transfer or card refund's reference"
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
          <Button
            loading={step.isPending}
            onClick={() =>
              send({
                action: 'refund',
                amount: Number(amount),
                ...(method && { method }),
                reference,
              })
            }
          >
            Record refund
          </Button>
        </>
      )}
    </Stack>
  );
}
