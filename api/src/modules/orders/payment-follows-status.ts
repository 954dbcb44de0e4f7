import type { Transaction } from 'sequelize';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@wallart/domain';
import { paymentStatusAfterStatusChange } from '@wallart/domain';
import type { OrderModel } from '../../db/models';
import type { OrderStore } from './order-store';

/**
 * After an order's status changes, its payment status follows the domain's rule (e.g. cash on
 * delivery is paid once Delivered); written only when it actually moves.
 */
export async function paymentFollowsStatus(
  store: OrderStore,
  order: OrderModel,
  status: OrderStatus,
  transaction: Transaction,
): Promise<void> {
  const payment = paymentStatusAfterStatusChange(
    {
      paymentMethod: order.paymentMethod as PaymentMethod,
      paymentStatus: order.paymentStatus as PaymentStatus,
    },
    status,
  );
  if (payment === order.paymentStatus) return;
  await store.setPayment(
    order,
    { paymentStatus: payment, paymentChangedAt: new Date() },
    transaction,
  );
}
