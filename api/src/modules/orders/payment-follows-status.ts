import type { OrderStatus, PaymentMethod, PaymentStatus } from '@wallart/domain';
import { paymentStatusAfterStatusChange } from '@wallart/domain';
import type { OrderRow } from '../../db/models';
import type { PaymentColumns } from './order-store.types';

/**
 * The payment columns an order's change to `status` moves, by the domain's rule (e.g. cash on
 * delivery is paid once Delivered): none when its payment status stays. Written with the
 * status, in the same UPDATE.
 */
export function paymentFollowingStatus(
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>,
  status: OrderStatus,
): Partial<Pick<OrderRow, PaymentColumns>> {
  const payment = paymentStatusAfterStatusChange(
    {
      paymentMethod: order.paymentMethod as PaymentMethod,
      paymentStatus: order.paymentStatus as PaymentStatus,
    },
    status,
  );
  if (payment === order.paymentStatus) return {};
  return { paymentStatus: payment, paymentChangedAt: new Date() };
}
