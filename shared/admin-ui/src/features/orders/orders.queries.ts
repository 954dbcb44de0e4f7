import { useQuery } from '@tanstack/react-query';
import type { OrderStatus, PaymentActionInput, PaymentStatus } from '@wallart/domain';
import { useApi } from '../../app/admin-context';
import { adminResource, type PageQuery } from '../../lib/admin-resource';

export interface AdminOrderQuery extends PageQuery {
  status: OrderStatus | null;
  paymentStatus: PaymentStatus | null;
  /** Part of the order number, the name or the e-mail. */
  search?: string | undefined;
  /** Only orders placed without an account, or only with one (PRODUCT §11). */
  placedBy?: PlacedBy | null;
  /** Placed on or after / on or before these days (YYYY-MM-DD), and shipped to this country. */
  from?: string | null;
  to?: string | null;
  country?: string | null;
}

export const PLACED_BY = ['guest', 'account'] as const;
export type PlacedBy = (typeof PLACED_BY)[number];
export const isPlacedBy = (value: unknown): value is PlacedBy =>
  PLACED_BY.includes(value as PlacedBy);

const orders = adminResource({
  name: 'orders',
  list: (api, query: AdminOrderQuery) =>
    api.order.list({
      ...query,
      status: query.status ?? undefined,
      paymentStatus: query.paymentStatus ?? undefined,
      placedBy: query.placedBy ?? undefined,
      from: query.from ?? undefined,
      to: query.to ?? undefined,
      country: query.country ?? undefined,
    }),
  listError: 'Failed to fetch orders',
  paged: true,
  detail: (api, orderID) => api.order.get(orderID),
});

export const useOrderList = orders.useList;
export const useOrderDetail = orders.useDetail;

/** What staff may give with the change to Shipped (PRODUCT §8); both may be left out. */
export interface ShipmentInput {
  carrier?: string;
  trackingNumber?: string;
}

/**
 * A new status changes the order's row and its drawer; a change to Shipped may carry the
 * carrier and tracking number. A refusal (a tracking number the server will not take) is
 * shown under SPEC's words.
 */
export const useSetOrderStatus = orders.write({
  write: (
    api,
    {
      orderID,
      status,
      shipment,
    }: { orderID: string; status: OrderStatus; shipment?: ShipmentInput },
  ) =>
    shipment
      ? api.order.setStatus(orderID, status, shipment)
      : api.order.setStatus(orderID, status),
  stale: (keys, { orderID }) => [keys.lists(), keys.detail(orderID)],
  meta: { errorMessage: 'Status update failed', withRefusal: true },
});

/**
 * Staff delete an order outright (its row, lines and history); the lists refresh. Its drawer
 * closes, so its detail is not asked for again.
 */
export const useDeleteOrder = orders.write({
  write: (api, orderID: string) => api.order.remove(orderID),
  meta: { errorMessage: 'Order delete failed', withRefusal: true },
});

/** Staff mail a guest's order a fresh link; the server records it in the audit log. */
export const useResendLink = orders.write({
  write: (api, orderID: string) => api.order.resendLink(orderID),
  meta: { errorMessage: 'The link could not be sent', withRefusal: true },
});

/**
 * A bank-transfer slip (an image or a PDF), fetched with the staff member's token: slips are
 * never public. Kept under the order's detail key, so the order's refresh refreshes it too.
 */
export function useOrderSlip(orderID: string, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: [...orders.keys.detail(orderID), 'slip'] as const,
    queryFn: () => api.payment.slip(orderID),
    enabled,
    meta: { errorMessage: 'The payment slip could not be loaded' },
  });
}

/** Staff verify or reject a slip; the order's row and drawer show the new payment status. */
export const useReviewPayment = orders.write({
  write: (api, { orderID, action }: { orderID: string; action: PaymentActionInput }) =>
    api.payment.review(orderID, action),
  stale: (keys, { orderID }) => [keys.lists(), keys.detail(orderID)],
  meta: { errorMessage: 'Payment update failed', withRefusal: true },
});
