import { useState } from 'react';
import {
  Alert,
  Center,
  Divider,
  Drawer,
  Group,
  Image,
  Loader,
  Stack,
  Table,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  formatLKR,
  lineTotal,
  orderDiscountLine,
  shippingFeeLabel,
  type Order,
  type PaymentActionInput,
} from '@wallart/domain';
import { useAdminHost } from '../../app/admin-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { StatusBadge } from '../../components/status-badge';
import { resolveImageUrl } from '../../lib/image-url';
import { toast } from '../../lib/toast';
import { OrderDocuments } from './order-documents';
import { CancelledByCustomerNote } from './cancelled-by-customer';
import { ResendLink } from './guest-order';
import { DeleteOrderButton } from './delete-order-button';
import { ChangeTracking, OrderShipment } from './order-shipment';
import { OrderReturnsSection } from '../returns';
import { PaymentSection } from './payment-section';
import { useOrderDetail, useReviewPayment } from './orders.queries';

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One order in full: lines with sizes, its payment (and the slip to verify), where it goes,
 * who to call and how its status moved.
 */
export function OrderDrawer({ orderID, onClose }: { orderID: string | null; onClose: () => void }) {
  const detail = useOrderDetail(orderID);
  const review = useReviewPayment();
  // Verify and reject are asked once more, in a dialog beside (not inside) the drawer.
  const [asked, setAsked] = useState<{ orderID: string; action: PaymentActionInput } | null>(null);
  const verifying = asked?.action.action === 'verify';

  const confirm = () => {
    if (!asked) return;
    review.mutate(asked, {
      onSuccess: () => toast.success(verifying ? 'Payment verified' : 'Payment rejected'),
      onSettled: () => setAsked(null),
    });
  };

  return (
    <>
      <Drawer
        opened={orderID !== null}
        onClose={onClose}
        position="right"
        size="xl"
        title={orderID ? `Order ${orderID}` : 'Order'}
      >
        {detail.isPending && orderID !== null && (
          <Center py="xl" role="status" aria-label="Loading the order">
            <Loader />
          </Center>
        )}
        {detail.isError && <Alert color="red">The order could not be loaded.</Alert>}
        {detail.data && (
          <OrderDetail
            order={detail.data}
            onPaymentAction={(action) => setAsked({ orderID: detail.data.orderID, action })}
          />
        )}
        {detail.data && <DeleteOrderButton order={detail.data} onDeleted={onClose} />}
      </Drawer>
      <ConfirmDialog
        opened={asked !== null}
        title={verifying ? 'Verify payment' : 'Reject payment'}
        confirmLabel={verifying ? 'Verify payment' : 'Reject payment'}
        confirmColor={verifying ? 'green' : 'red'}
        busy={review.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      >
        {verifying
          ? `Mark order ${asked?.orderID ?? ''} as paid? The shopper is mailed that the payment arrived.`
          : `Reject the payment of order ${asked?.orderID ?? ''}? The shopper is mailed your note and may upload another slip.`}
      </ConfirmDialog>
    </>
  );
}

function OrderDetail({
  order,
  onPaymentAction,
}: {
  order: Order;
  onPaymentAction: (action: PaymentActionInput) => void;
}) {
  const host = useAdminHost();
  const discount = orderDiscountLine(order);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          Placed {when.format(new Date(order.date))}
        </Text>
        <StatusBadge status={order.status} />
      </Group>
      <OrderDocuments orderID={order.orderID} />
      <CancelledByCustomerNote order={order} />
      <ResendLink order={order} />
      <OrderShipment order={order} />
      <OrderReturnsSection orderID={order.orderID} />
      {/* On a phone the lines scroll sideways rather than squeezing prices onto two lines. */}
      <Table.ScrollContainer minWidth={560} type="native">
        <Table aria-label="Order lines" tabularNums verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Print</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Line total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.billItems.map((item) => (
              <Table.Tr key={`${item.productId}-${item.size}`}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {item.image && (
                      <Image
                        src={resolveImageUrl(host.getBaseUrl(), item.image)}
                        alt=""
                        w={40}
                        h={40}
                        radius="sm"
                        fit="cover"
                      />
                    )}
                    <div>
                      <Text size="sm">{item.productName}</Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {item.productId}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{item.size}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">{formatLKR(item.price)}</Table.Td>
                <Table.Td ta="right">{formatLKR(lineTotal(item))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {/* Outside the sideways-scrolling lines, so a phone shows the totals without scrolling.
          The lines add up to the subtotal; the total adds the shipping fee. */}
      <Table aria-label="Order totals" tabularNums verticalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td ta="right">Subtotal</Table.Td>
            <Table.Td ta="right" w={150}>
              {formatLKR(order.subtotal)}
            </Table.Td>
          </Table.Tr>
          {discount && (
            <Table.Tr>
              <Table.Td ta="right">{discount.label}</Table.Td>
              <Table.Td ta="right">{discount.value}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr>
            <Table.Td ta="right">Shipping</Table.Td>
            <Table.Td ta="right">{shippingFeeLabel(order.shippingFee)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">{formatLKR(order.total)}</Table.Th>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Divider />
      {/* A new payment status starts the section afresh (a rejection's note is cleared). */}
      <PaymentSection key={order.paymentStatus} order={order} onAction={onPaymentAction} />
      <Divider />
      <div>
        <Title order={3} size="h5" mb={4}>
          Deliver to
        </Title>
        <Text size="sm">{order.name}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {order.address}
        </Text>
        <Text size="sm">Phone: {order.phoneNumber}</Text>
        <Text size="sm">Email: {order.email}</Text>
      </div>
      <Divider />
      <div>
        <Title order={3} size="h5" mb="xs">
          Status history
        </Title>
        {(order.statusHistory ?? []).length === 0 ? (
          <Text size="sm" c="dimmed">
            No changes recorded.
          </Text>
        ) : (
          <Timeline bulletSize={14} lineWidth={2} active={(order.statusHistory ?? []).length - 1}>
            {(order.statusHistory ?? []).map((change) => (
              <Timeline.Item
                key={`${change.at}-${change.to}`}
                title={change.from ? `${change.from} → ${change.to}` : `Placed as ${change.to}`}
              >
                <Text size="xs" c="dimmed">
                  {when.format(new Date(change.at))}
                  {change.by ? ` · ${change.by}` : ''}
                </Text>
                <ChangeTracking change={change} />
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </div>
    </Stack>
  );
}
