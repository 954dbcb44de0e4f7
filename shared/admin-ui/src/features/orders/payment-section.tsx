import { useEffect, useMemo, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Center,
  Group,
  Image,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import {
  countryName,
  formatLKR,
  PAYMENT_METHOD_LABELS,
  paymentAfterAction,
  shippingMethodLabel,
  type Order,
  type PaymentActionInput,
} from '@wallart/domain';
import { PaymentStatusBadge } from '../../components/status-badge';
import { useOrderSlip } from './orders.queries';
import { PaymentActions } from './payment-actions';

/** What a payment flag asks staff to look at; an unknown flag reads as its own words. */
const FLAG_TEXT: Record<string, string> = {
  'paid-after-expiry':
    'Paid after the order was cancelled: the card payment arrived after the unpaid order was cancelled and its stock returned. Refund the shopper or restore the order.',
  'paid-again':
    'Paid again after a refund or chargeback: the card gateway reported another successful payment for this order. The order stays refunded; check the payment in PayHere before shipping or refunding anything.',
};

export const paymentFlagText = (flag: string) => {
  const known = FLAG_TEXT[flag];
  if (known) return known;
  const words = flag.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The order's payment: method and status, staff's note, anything flagged, how and where it
 * ships and the amount due; for a bank transfer, the slip and the Verify / Reject buttons.
 */
export function PaymentSection({
  order,
  onAction,
}: {
  order: Order;
  onAction: (action: PaymentActionInput) => void;
}) {
  const isTransfer = order.paymentMethod === 'bank-transfer';
  const canVerify = isTransfer && paymentAfterAction(order, 'verify').ok;
  const canReject = isTransfer && paymentAfterAction(order, 'reject').ok;
  return (
    <Stack gap="sm" component="section" aria-label="Payment">
      <Group justify="space-between">
        <Title order={3} size="h5">
          Payment
        </Title>
        <PaymentStatusBadge status={order.paymentStatus} />
      </Group>
      {order.paymentFlag && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} title="Needs a look">
          {paymentFlagText(order.paymentFlag)}
        </Alert>
      )}
      <Table
        aria-label="Payment and shipping"
        verticalSpacing={4}
        tabularNums
        withRowBorders={false}
      >
        <Table.Tbody>
          <Row label="Method">
            {PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod}
          </Row>
          <Row label="Shipping">{shippingMethodLabel(order.shippingMethod, order.country)}</Row>
          <Row label="Country">{countryName(order.country)}</Row>
          {/* What a slip should show; subtotal and fee stand under the lines above. */}
          <Row label="Amount due" strong>
            {formatLKR(order.total)}
          </Row>
        </Table.Tbody>
      </Table>
      {order.paymentNote && (
        <Text size="sm">
          <Text span fw={500}>
            Staff note:
          </Text>{' '}
          {order.paymentNote}
        </Text>
      )}
      {isTransfer &&
        (order.hasPaymentSlip ? (
          <PaymentSlip orderID={order.orderID} />
        ) : (
          <Text size="sm" c="dimmed">
            No payment slip uploaded yet.
          </Text>
        ))}
      {(canVerify || canReject) && (
        <PaymentActions canVerify={canVerify} canReject={canReject} onAction={onAction} />
      )}
    </Stack>
  );
}

function Row({
  label,
  children,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 600 : 400} c="dimmed" w={140} px={0}>
        {label}
      </Table.Th>
      <Table.Td fw={strong ? 600 : undefined} px={0}>
        {children}
      </Table.Td>
    </Table.Tr>
  );
}

const SLIP_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The slip itself: an image inline, a PDF in a frame, either one to download. */
function PaymentSlip({ orderID }: { orderID: string }) {
  const slip = useOrderSlip(orderID, true);
  const blob = slip.data;
  // One object URL per fetched slip, let go when the drawer closes or the slip changes.
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  if (slip.isPending) {
    return (
      <Center py="md" role="status" aria-label="Loading the payment slip">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!blob || !url) {
    return (
      <Text size="sm" c="red">
        The payment slip could not be loaded.
      </Text>
    );
  }
  const title = `Payment slip for order ${orderID}`;
  const isPdf = blob.type === 'application/pdf';
  const extension = SLIP_EXTENSIONS[blob.type] ?? 'bin';
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Payment slip
      </Text>
      {isPdf ? (
        <object data={url} type="application/pdf" aria-label={title} width="100%" height={480}>
          <Text size="sm">This PDF cannot be shown here; download it to read it.</Text>
        </object>
      ) : (
        <Image src={url} alt={title} radius="sm" mah={480} fit="contain" />
      )}
      <Anchor
        href={url}
        download={`payment-slip-${orderID}.${extension}`}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconDownload size={16} aria-hidden />
        Download the slip
      </Anchor>
    </Stack>
  );
}
