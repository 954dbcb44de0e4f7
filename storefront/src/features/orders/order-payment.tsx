import { useId, type ChangeEvent } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  MAX_PAYMENT_SLIP_BYTES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_SLIP_TYPES,
  PAYMENT_STATUS_COLORS,
  canUploadSlip,
  formatLKR,
  isPaymentSlipType,
  paymentNextStep,
  paymentStatusDisplay,
  type BankDetails,
  type Order,
} from '@wallart/domain/rules';
import { postToGateway } from '../../lib/card-gateway';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useCardCheckout, useUploadSlip } from './orders.queries';

const SLIP_ACCEPT = Object.keys(PAYMENT_SLIP_TYPES).join(',');

/** Why a chosen file cannot be a slip, or null when it can be sent. */
export function slipProblem(file: File): string | null {
  if (!isPaymentSlipType(file.type)) {
    return 'A payment slip must be an image (JPG, PNG or WebP) or a PDF';
  }
  if (file.size > MAX_PAYMENT_SLIP_BYTES) return 'A payment slip must be 10 MB or smaller';
  return null;
}

/** The order's payment method and status, and what the shopper does next. */
export function OrderPayment({
  order,
  bankDetails,
  confirmingCard = false,
}: {
  order: Order;
  bankDetails: BankDetails | undefined;
  /** Just back from the card gateway: its answer is awaited, so no second payment is offered. */
  confirmingCard?: boolean;
}) {
  const status = paymentStatusDisplay(order.paymentStatus);
  const next = paymentNextStep(order);
  return (
    <Stack gap="xs" aria-label="Payment" role="group">
      <Group justify="space-between" gap="xs">
        <Text fz="sm">
          <Text span c="ink.6" fz="sm">
            Payment:{' '}
          </Text>
          {PAYMENT_METHOD_LABELS[order.paymentMethod]}
        </Text>
        <Badge color={PAYMENT_STATUS_COLORS[status.tone]} variant="light" data-tone={status.tone}>
          {status.label}
        </Badge>
      </Group>
      {order.paymentMethod === 'bank-transfer' && order.paymentNote && next === 'upload-slip' && (
        <Alert variant="light" color="red" p="xs">
          Your slip was not accepted: {order.paymentNote}
        </Alert>
      )}
      {next === 'pay-on-delivery' && (
        <Text fz="sm" c="ink.7">
          Pay on delivery: have {formatLKR(order.total)} ready for the courier.
        </Text>
      )}
      {next === 'pay-by-card' &&
        (confirmingCard ? (
          <Text fz="sm" c="ink.7" role="status">
            Confirming your card payment… this updates by itself in a moment.
          </Text>
        ) : (
          <PayByCard order={order} />
        ))}
      {(next === 'upload-slip' || next === 'await-verification') && (
        <>
          {next === 'await-verification' && (
            <Text fz="sm" c="ink.7">
              Thank you: we are checking your slip and will mail you once the payment is verified.
            </Text>
          )}
          {next === 'upload-slip' && (
            <BankTransferDetails total={order.total} bankDetails={bankDetails} />
          )}
          {canUploadSlip(order) && <SlipUpload order={order} replacing={order.hasPaymentSlip} />}
        </>
      )}
    </Stack>
  );
}

function BankTransferDetails({
  total,
  bankDetails,
}: {
  total: number;
  bankDetails: BankDetails | undefined;
}) {
  return (
    <Stack gap={2} p="sm" bg="ink.0" style={{ borderRadius: 4 }} aria-label="Bank details">
      <Text fz="sm" fw={500}>
        Transfer {formatLKR(total)} to:
      </Text>
      {bankDetails ? (
        <>
          <Text fz="sm">Bank: {bankDetails.bankName}</Text>
          <Text fz="sm">Account name: {bankDetails.accountName}</Text>
          <Text fz="sm" className="shop-price">
            Account number: {bankDetails.accountNumber}
          </Text>
          <Text fz="sm">Branch: {bankDetails.branch}</Text>
          {bankDetails.swift && <Text fz="sm">SWIFT: {bankDetails.swift}</Text>}
        </>
      ) : (
        <Text fz="sm" c="ink.6">
          The bank details are in your order confirmation mail.
        </Text>
      )}
      <Text fz="xs" c="ink.6">
        Then upload the slip here (an image or PDF, up to 10 MB).
      </Text>
    </Stack>
  );
}

function SlipUpload({ order, replacing }: { order: Order; replacing: boolean }) {
  const id = useId();
  const upload = useUploadSlip();
  const label = replacing ? 'Replace payment slip' : 'Upload payment slip';
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const problem = slipProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(
      { orderID: order.orderID, file },
      {
        onSuccess: () => toast.success('Payment slip uploaded'),
        onError: (error) => toast.error(messageOf(error, 'Payment slip upload failed')),
      },
    );
  };
  return (
    <div>
      <VisuallyHidden>
        <input
          id={id}
          type="file"
          accept={SLIP_ACCEPT}
          onChange={onFile}
          disabled={upload.isPending}
        />
      </VisuallyHidden>
      <Button
        component="label"
        htmlFor={id}
        variant={replacing ? 'light' : 'filled'}
        loading={upload.isPending}
        mih={44}
      >
        {label}
      </Button>
    </div>
  );
}

function PayByCard({ order }: { order: Order }) {
  const checkout = useCardCheckout();
  const pay = () =>
    checkout.mutate(
      { orderID: order.orderID },
      {
        onSuccess: postToGateway,
        onError: (error) => toast.error(messageOf(error, 'Card payment could not be started')),
      },
    );
  return (
    <Stack gap={4}>
      {order.paymentStatus === 'failed' && (
        <Text fz="sm" c="red.9">
          Your card payment did not go through. You can try again.
        </Text>
      )}
      <Button onClick={pay} loading={checkout.isPending} mih={44}>
        Pay by card
      </Button>
    </Stack>
  );
}
