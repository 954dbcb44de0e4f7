import { Anchor, Avatar, Button, Card, Collapse, Divider, Group, Stack, Text } from '@mantine/core';
import {
  BRAND,
  formatLKR,
  isCancellableByShopper,
  orderDateLabel,
  orderDiscountLine,
  shippingFeeLabel,
  type BankDetails,
  type Order,
  lineTotal,
} from '@wallart/domain/rules';
import { ArtImage } from '../../components/art-image';
import { InvoiceDownloadButton } from './invoice-download-button';
import { OrderPayment } from './order-payment';
import { OrderDownloads } from './order-downloads';
import { OrderReturns } from './order-returns';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTracking } from './order-tracking';

export const MAX_THUMBNAILS = 3;

interface OrderCardProps {
  order: Order;
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  deleting: boolean;
  /** The shop's bank details, for an order paid by transfer. */
  bankDetails?: BankDetails | undefined;
  /** The shopper is just back from the card gateway and its answer is awaited. */
  confirmingCard?: boolean;
}

export function OrderCard({
  order,
  open,
  onToggle,
  onDelete,
  deleting,
  bankDetails,
  confirmingCard = false,
}: OrderCardProps) {
  const shown = order.billItems.slice(0, MAX_THUMBNAILS);
  const more = order.billItems.length - shown.length;
  const detailsId = `order-${order.orderID}-details`;
  const discount = orderDiscountLine(order);
  return (
    <Card
      withBorder
      padding="lg"
      bg="white"
      component="article"
      aria-label={`Order ${order.orderID}`}
      id={`order-${order.orderID}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{order.orderID}</Text>
            <Text fz="sm" c="ink.6">
              {orderDateLabel(order.date)}
            </Text>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Group>

        <Group justify="space-between" align="center">
          <Group gap="xs" aria-label="Items in this order">
            {shown.map((item, i) => (
              <div key={`${item.productId}-${i}`} style={{ width: 56 }}>
                <ArtImage
                  src={item.image}
                  alt={item.name}
                  height={56}
                  width={56}
                  intrinsicHeight={56}
                  radius={4}
                />
              </div>
            ))}
            {more > 0 && (
              <Avatar size={56} radius={4} color="ink" aria-label={`${more} more items`}>
                +{more}
              </Avatar>
            )}
          </Group>
          <Stack gap={0} align="flex-end">
            <Text fz="xs" c="ink.6">
              Total
            </Text>
            <Text fw={600} fz="lg" className="shop-price">
              {formatLKR(order.total)}
            </Text>
            {discount && (
              <Text fz="xs" c="teal.9" className="shop-price">
                {discount.label}: {discount.value}
              </Text>
            )}
          </Stack>
        </Group>

        <OrderPayment order={order} bankDetails={bankDetails} confirmingCard={confirmingCard} />
        <OrderTracking tracking={order.tracking} />
        <OrderDownloads order={order} />
        <OrderReturns order={order} />

        <Group justify="space-between">
          <Button variant="light" onClick={onToggle} aria-expanded={open} aria-controls={detailsId}>
            {open ? 'Hide Details' : 'View Details'}
          </Button>
          <InvoiceDownloadButton orderID={order.orderID} />
          {isCancellableByShopper(order.status) && (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={deleting}>
              {deleting ? 'Deleting...' : 'Delete'}
            </Button>
          )}
        </Group>
        {!isCancellableByShopper(order.status) && (
          <Text fz="xs" c="ink.6">
            Questions about this order? Contact us at{' '}
            <Anchor href={`mailto:${BRAND.contact.email}`} fz="xs">
              {BRAND.contact.email}
            </Anchor>{' '}
            or {BRAND.contact.phone}.
          </Text>
        )}

        <Collapse expanded={open} id={detailsId} keepMounted={false}>
          <Divider mb="md" />
          <Stack gap="sm">
            <div>
              <Text fz="xs" c="ink.6" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                Delivery address
              </Text>
              <Text>{order.name}</Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{order.address}</Text>
              <Text>{order.phoneNumber}</Text>
            </div>
            <Text fz="xs" c="ink.6" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
              Items
            </Text>
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {order.billItems.map((item, i) => (
                <Group
                  component="li"
                  key={`${item.productId}-${i}`}
                  justify="space-between"
                  wrap="nowrap"
                >
                  <Text fz="sm" lineClamp={1}>
                    {item.name}
                    <Text span c="ink.6" fz="sm">
                      {' '}
                      · {item.size} · Qty: {item.quantity}
                    </Text>
                  </Text>
                  <Text fz="sm" className="shop-price">
                    {formatLKR(lineTotal(item))}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Divider />
            <Stack gap={4} aria-label="Amounts">
              <AmountRow label="Subtotal" value={formatLKR(order.subtotal)} />
              {discount && <AmountRow label={discount.label} value={discount.value} accent />}
              <AmountRow label="Shipping" value={shippingFeeLabel(order.shippingFee)} />
              <AmountRow label="Total" value={formatLKR(order.total)} strong />
            </Stack>
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}

function AmountRow(props: { label: string; value: string; strong?: boolean; accent?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fz="sm" fw={props.strong ? 600 : 400}>
        {props.label}
      </Text>
      <Text
        fz="sm"
        fw={props.strong ? 600 : 400}
        c={props.accent ? 'teal.9' : undefined}
        className="shop-price"
      >
        {props.value}
      </Text>
    </Group>
  );
}
