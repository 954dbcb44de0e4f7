import { useId, type ChangeEvent } from 'react';
import { Alert, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import {
  MAX_PAYMENT_SLIP_BYTES,
  PAYMENT_SLIP_TYPES,
  PAYMENT_STATUS_COLORS,
  canUploadSlip,
  formatLKR,
  isPaymentSlipType,
  paymentNextStep,
  type BankDetails,
  type Order,
} from '@wallart/domain/rules';
import { useT, type Translate } from '../../i18n/i18n';
import { postToGateway } from '../../lib/card-gateway';
import { messageOf } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { useCardCheckout, useUploadSlip } from './orders.queries';
import { paymentMethodLabel, paymentStatusLabel } from './order-words';

const SLIP_ACCEPT = Object.keys(PAYMENT_SLIP_TYPES).join(',');

/** Why a chosen file cannot be a slip, or null when it can be sent. */
export function slipProblem(t: Translate, file: File): string | null {
  if (!isPaymentSlipType(file.type)) return t('payment.slipType');
  if (file.size > MAX_PAYMENT_SLIP_BYTES) return t('payment.slipSize');
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
  const t = useT();
  const status = paymentStatusLabel(t, order.paymentStatus);
  const next = paymentNextStep(order);
  return (
    <Stack gap="xs" aria-label={t('payment.label')} role="group">
      <Group justify="space-between" gap="xs">
        <Text fz="sm">
          <Text span c="ink.6" fz="sm">
            {t('payment.method')}{' '}
          </Text>
          {paymentMethodLabel(t, order.paymentMethod)}
        </Text>
        <Badge color={PAYMENT_STATUS_COLORS[status.tone]} variant="light" data-tone={status.tone}>
          {status.label}
        </Badge>
      </Group>
      {order.paymentMethod === 'bank-transfer' && order.paymentNote && next === 'upload-slip' && (
        <Alert variant="light" color="red" p="xs">
          {t('payment.slipRefused', { note: order.paymentNote })}
        </Alert>
      )}
      {next === 'pay-on-delivery' && (
        <Text fz="sm" c="ink.7">
          {t('payment.onDelivery', { total: formatLKR(order.total) })}
        </Text>
      )}
      {next === 'pay-by-card' &&
        (confirmingCard ? (
          <Text fz="sm" c="ink.7" role="status">
            {t('payment.confirming')}
          </Text>
        ) : (
          <PayByCard order={order} />
        ))}
      {(next === 'upload-slip' || next === 'await-verification') && (
        <>
          {next === 'await-verification' && (
            <Text fz="sm" c="ink.7">
              {t('payment.checking')}
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
  const t = useT();
  return (
    <Stack gap={2} p="sm" bg="ink.0" style={{ borderRadius: 4 }} aria-label={t('payment.bank')}>
      <Text fz="sm" fw={500}>
        {t('payment.transfer', { total: formatLKR(total) })}
      </Text>
      {bankDetails ? (
        <>
          <Text fz="sm">{t('payment.bankName', { name: bankDetails.bankName })}</Text>
          <Text fz="sm">{t('payment.accountName', { name: bankDetails.accountName })}</Text>
          <Text fz="sm" className="shop-price">
            {t('payment.accountNumber', { number: bankDetails.accountNumber })}
          </Text>
          <Text fz="sm">{t('payment.branch', { branch: bankDetails.branch })}</Text>
          {bankDetails.swift && <Text fz="sm">SWIFT: {bankDetails.swift}</Text>}
        </>
      ) : (
        <Text fz="sm" c="ink.6">
          {t('payment.bankInMail')}
        </Text>
      )}
      <Text fz="xs" c="ink.6">
        {t('payment.thenUpload')}
      </Text>
    </Stack>
  );
}

function SlipUpload({ order, replacing }: { order: Order; replacing: boolean }) {
  const id = useId();
  const upload = useUploadSlip();
  const t = useT();
  const label = replacing ? t('payment.replace') : t('payment.upload');
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const problem = slipProblem(t, file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(
      { orderID: order.orderID, file },
      {
        onSuccess: () => toast.success(t('payment.uploaded')),
        onError: (error) => toast.error(messageOf(error, t('payment.uploadFailed'))),
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
  const t = useT();
  const pay = () =>
    checkout.mutate(
      { orderID: order.orderID },
      {
        onSuccess: postToGateway,
        onError: (error) => toast.error(messageOf(error, t('payment.cardNotStarted'))),
      },
    );
  return (
    <Stack gap={4}>
      {order.paymentStatus === 'failed' && (
        <Text fz="sm" c="red.9">
          {t('payment.cardFailed')}
        </Text>
      )}
      <Button onClick={pay} loading={checkout.isPending} mih={44}>
        {t('payment.payByCard')}
      </Button>
    </Stack>
  );
}
