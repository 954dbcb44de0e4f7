import type { BillItem, Order, ShippingMethod, StatusChange } from '@wallart/domain';
import { DEFAULT_LANGUAGE, fromCents, isLanguage, NO_SHIPPING, trackingOf } from '@wallart/domain';
import type { OrderRow, OrderStatusChangeRow, RawRow } from '../../db/models';
import { toBool, toIso, toNumber } from '../../lib/rows';
import type { BillLine, ShippedChange } from './order-store';

type ShownStatusChange = Pick<
  OrderStatusChangeRow,
  'fromStatus' | 'toStatus' | 'changedByEmail' | 'createdAt' | 'carrier' | 'trackingNumber'
>;

export function presentBillItem(item: BillLine): BillItem {
  return {
    productId: item.productId,
    productName: item.productName,
    name: item.productName,
    image: item.image,
    quantity: toNumber(item.quantity),
    price: fromCents(toNumber(item.priceCents)),
    labeledPrice: fromCents(toNumber(item.labeledPriceCents)),
    size: item.size,
    ...(item.fileKey && { digital: true }),
  };
}

/** The carrier and number of a change, only where staff gave them. */
function trackingFields(change: RawRow<Pick<ShippedChange, 'carrier' | 'trackingNumber'>>) {
  return {
    ...(change.carrier && { carrier: change.carrier }),
    ...(change.trackingNumber && { trackingNumber: change.trackingNumber }),
  };
}

export function presentStatusChange(change: RawRow<ShownStatusChange>): StatusChange {
  return {
    from: change.fromStatus,
    to: change.toStatus,
    at: toIso(change.createdAt),
    by: change.changedByEmail,
    ...trackingFields(change),
  };
}

/**
 * An order as the API answers it. Its tracking comes from the whole history when it is shown
 * (one order), or from its latest change to Shipped (a list, which shows no history).
 */
export function presentOrder(
  order: RawRow<OrderRow>,
  items: readonly BillLine[],
  history?: readonly RawRow<ShownStatusChange>[],
  lastShipped?: RawRow<ShippedChange>,
  lastDelivered?: Date,
): Order {
  const changes = history?.map(presentStatusChange);
  const delivered = changes ? changes.filter((c) => c.to === 'Delivered').at(-1)?.at : undefined;
  const shipped = lastShipped && {
    to: lastShipped.toStatus,
    at: toIso(lastShipped.createdAt),
    ...trackingFields(lastShipped),
  };
  return {
    _id: String(order.id),
    orderID: order.orderID,
    email: order.email,
    name: order.name,
    address: order.address,
    phoneNumber: order.phoneNumber,
    status: order.status,
    subtotal: fromCents(toNumber(order.subtotalCents)),
    shippingFee: fromCents(toNumber(order.shippingFeeCents)),
    discountCode: order.discountCode ?? null,
    discount: fromCents(toNumber(order.discountCents ?? 0)),
    total: fromCents(toNumber(order.totalCents)),
    labeledTotal: fromCents(toNumber(order.labeledTotalCents)),
    country: order.country,
    shippingMethod:
      order.shippingMethod === NO_SHIPPING ? null : (order.shippingMethod as ShippingMethod),
    paymentMethod: order.paymentMethod as Order['paymentMethod'],
    paymentStatus: order.paymentStatus as Order['paymentStatus'],
    paymentNote: order.paymentNote,
    hasPaymentSlip: Boolean(order.slipKey),
    paymentFlag: order.paymentFlag,
    hiddenByShopperAt: order.hiddenByShopperAt ? toIso(order.hiddenByShopperAt) : null,
    isGuest: toBool(order.placedAsGuest),
    lang: isLanguage(order.lang) ? order.lang : DEFAULT_LANGUAGE,
    date: toIso(order.createdAt),
    billItems: items.map(presentBillItem),
    ...(changes && { statusHistory: changes }),
    deliveredAt: delivered ?? (lastDelivered ? toIso(lastDelivered) : null),
    tracking: trackingOf(order.status, changes ?? (shipped ? [shipped] : [])),
  };
}
