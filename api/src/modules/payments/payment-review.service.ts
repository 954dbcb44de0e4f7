import { paymentAfterAction, type Order, type PaymentAction } from '@wallart/domain';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import { createAuditedWrites } from '../audit/audited-write';
import { paymentRejectedMail, paymentVerifiedMail } from '../mail/payment-mails';
import { paymentStateOf, type PaymentContext, type PaymentsDeps } from './payment-context';

const withoutHistory = ({ statusHistory: _history, ...rest }: Order) => rest;

/** Staff's verdict on a bank transfer. */
export function createPaymentReview(deps: PaymentsDeps, context: PaymentContext) {
  const { now } = deps;
  const { store, present, mail } = context;
  const audited = createAuditedWrites({ sequelize: deps.sequelize, audit: deps.audit });

  return {
    /** Staff verify (→ paid) or reject (→ unpaid, with the note) a bank transfer; audited. */
    async review(actor: Actor, orderID: string, input: PaymentAction): Promise<Order> {
      const { after } = await audited.change(actor, {
        action: 'order.payment',
        entityType: 'order',
        entityId: orderID,
        find: async (t) => {
          const order = await store.find(orderID, t);
          if (!order) throw notFound('Order');
          return order;
        },
        present,
        change: async (order, t) => {
          const result = paymentAfterAction(paymentStateOf(order), input.action);
          if (!result.ok) throw conflict(result.message);
          await store.setPayment(
            order,
            {
              paymentStatus: result.paymentStatus,
              paymentNote: input.note || null,
              paymentChangedAt: new Date(now()),
            },
            t,
          );
        },
        entry: (before, changed) => ({
          before: withoutHistory(before),
          after: withoutHistory(changed),
        }),
      });
      deps.paymentDecided?.('bank-slip', after.paymentStatus);
      await mail(
        after,
        `payment-${input.action}`,
        input.action === 'verify'
          ? paymentVerifiedMail(after, deps)
          : paymentRejectedMail(after, deps),
      );
      return after;
    },
  };
}
