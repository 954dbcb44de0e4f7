import { Anchor, Avatar, Button, Card, Collapse, Divider, Group, Stack, Text } from '@mantine/core';
import {
  formatLKR,
  isCancellableByShopper,
  orderDaysAgo,
  type BankDetails,
  type Order,
  lineTotal,
} from '@wallart/domain/rules';
import { LineThumbnail } from '../../components/line-thumbnail';
import { formatDate } from '../../i18n/format-date';
import { useT, type Translate } from '../../i18n/i18n';
import { useShopContact } from '../../lib/shared-queries';
import { InvoiceDownloadButton } from './invoice-download-button';
import { OrderPayment } from './order-payment';
import { OrderDownloads } from './order-downloads';
import { OrderReturns } from './order-returns';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTracking } from './order-tracking';
import { discountLine, shippingFeeText } from './order-words';

export const MAX_THUMBNAILS = 3;

/** "Today", "Yesterday", "3 days ago", or the day it was placed (SPEC §9). */
function orderDateText(t: Translate, date: string | Date) {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) return '';
  const ago = orderDaysAgo(at);
  return ago === null ? formatDate(t, at) : t('orders.placed', { ago });
}

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
  const t = useT();
  const discount = discountLine(t, order);
  const contact = useShopContact();
  return (
    <Card
      withBorder
      padding="lg"
      bg="white"
      component="article"
      aria-label={t('orders.order', { id: order.orderID })}
      id={`order-${order.orderID}`}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{order.orderID}</Text>
            <Text fz="sm" c="ink.6">
              {orderDateText(t, order.date)}
            </Text>
          </Stack>
          <OrderStatusBadge status={order.status} />
        </Group>

        <Group justify="space-between" align="center">
          <Group gap="xs" aria-label={t('orders.items')}>
            {shown.map((item, i) => (
              <div key={`${item.productId}-${i}`} style={{ width: 56 }}>
                <LineThumbnail
                  productId={item.productId}
                  image={item.image}
                  alt={item.name}
                  size={56}
                  radius={4}
                />
              </div>
            ))}
            {more > 0 && (
              <Avatar size={56} radius={4} color="ink" aria-label={t('orders.more', { more })}>
                +{more}
              </Avatar>
            )}
          </Group>
          <Stack gap={0} align="flex-end">
            <Text fz="xs" c="ink.6">
              {t('summary.total')}
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
            {open ? t('orders.hide') : t('orders.view')}
          </Button>
          <InvoiceDownloadButton orderID={order.orderID} />
          {isCancellableByShopper(order.status) && (
            <Button variant="subtle" color="red" onClick={onDelete} disabled={deleting}>
              {deleting ? t('orders.deleting') : t('orders.delete')}
            </Button>
          )}
        </Group>
        {!isCancellableByShopper(order.status) && (
          <Text fz="xs" c="ink.6">
            {t('orders.questions')}{' '}
            <Anchor href={`mailto:${contact.email}`} fz="xs" underline="always">
              {contact.email}
            </Anchor>{' '}
            {t('orders.orPhone', { phone: contact.phone })}
          </Text>
        )}

        <Collapse expanded={open} id={detailsId} keepMounted={false}>
          <Divider mb="md" />
          <Stack gap="sm">
            <div>
              <Text fz="xs" c="ink.6" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
                {t('orders.address')}
              </Text>
              <Text>{order.name}</Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{order.address}</Text>
              <Text>{order.phoneNumber}</Text>
            </div>
            <Text fz="xs" c="ink.6" tt="uppercase" style={{ letterSpacing: '0.08em' }}>
              {t('orders.itemsTitle')}
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
                      · {item.size} · {t('summary.quantity', { quantity: item.quantity })}
                    </Text>
                  </Text>
                  <Text fz="sm" className="shop-price">
                    {formatLKR(lineTotal(item))}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Divider />
            <Stack gap={4} aria-label={t('orders.amounts')}>
              <AmountRow label={t('summary.subtotal')} value={formatLKR(order.subtotal)} />
              {discount && <AmountRow label={discount.label} value={discount.value} accent />}
              <AmountRow
                label={t('summary.shipping')}
                value={shippingFeeText(t, order.shippingFee)}
              />
              <AmountRow label={t('summary.total')} value={formatLKR(order.total)} strong />
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
