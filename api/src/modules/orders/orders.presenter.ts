import type { BillItem, Order, StatusChange } from '@wallart/domain';
import { fromCents } from '@wallart/domain';
import { toIso, toNumber } from '../../lib/rows';

export interface OrderRow {
  id: number;
  orderID: string;
  userId: number | null;
  email: string;
  name: string;
  address: string;
  phoneNumber: string;
  status: string;
  totalCents: number | string;
  labeledTotalCents: number | string;
  holdsStock: boolean | number;
  createdAt: Date | string;
}

export interface OrderItemRow {
  orderId: number;
  productRefId: number | null;
  productId: string;
  productName: string;
  image: string;
  size: string;
  quantity: number;
  priceCents: number;
  labeledPriceCents: number;
}

export interface StatusChangeRow {
  fromStatus: string | null;
  toStatus: string;
  changedByEmail: string | null;
  createdAt: Date | string;
}

export function presentBillItem(item: OrderItemRow): BillItem {
  return {
    productId: item.productId,
    productName: item.productName,
    name: item.productName,
    image: item.image,
    quantity: toNumber(item.quantity),
    price: fromCents(toNumber(item.priceCents)),
    labeledPrice: fromCents(toNumber(item.labeledPriceCents)),
    size: item.size,
  };
}

export function presentStatusChange(change: StatusChangeRow): StatusChange {
  return {
    from: change.fromStatus,
    to: change.toStatus,
    at: toIso(change.createdAt),
    by: change.changedByEmail,
  };
}

export function presentOrder(
  order: OrderRow,
  items: OrderItemRow[],
  history?: StatusChangeRow[],
): Order {
  return {
    _id: String(order.id),
    orderID: order.orderID,
    email: order.email,
    name: order.name,
    address: order.address,
    phoneNumber: order.phoneNumber,
    status: order.status,
    total: fromCents(toNumber(order.totalCents)),
    labeledTotal: fromCents(toNumber(order.labeledTotalCents)),
    date: toIso(order.createdAt),
    billItems: items.map(presentBillItem),
    ...(history && { statusHistory: history.map(presentStatusChange) }),
  };
}
