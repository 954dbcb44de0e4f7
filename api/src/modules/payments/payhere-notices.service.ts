import { UniqueConstraintError, type Transaction } from 'sequelize';
import {
  constantTimeEqual,
  PAYHERE_CURRENCY,
  payHereAmountToCents,
  payHereNoticeSchema,
  payHereNoticeSignature,
  payHerePaymentStatus,
  type Order,
  type PaymentStatus,
} from '@wallart/domain';
import type { OrderModel } from '../../db/models';
import { PaymentNoticeModel } from '../../db/models';
import { md5 } from './card-checkout.service';
import type { PaymentContext, PaymentsDeps } from './payment-context';
import { paymentFailedMail, paymentVerifiedMail } from '../mail/payment-mails';

/** What the shop made of a card gateway's notice. */
export type NoticeOutcome =
  | { handled: true; outcome: 'applied' | 'unchanged' | 'late' | 'flagged' | 'repeat' }
  | { handled: false; reason: string };

/** A card payment that arrived after the order was cancelled: paid, and flagged for staff. */
export const PAID_AFTER_CANCEL = 'paid-after-cancel';

/**
 * A success notice for an order that was paid once already and is no longer (a chargeback):
 * kept as it is, and flagged for staff (decision 0101).
 */
export const PAID_AGAIN = 'paid-again';

/** What a notice did to the order, as recorded with it. */
type Applied = 'applied' | 'unchanged' | 'late' | 'flagged';

const PAID_OUTCOMES: Applied[] = ['applied', 'late'];
const withoutHistory = ({ statusHistory: _history, ...rest }: Order) => rest;

/** The card gateway's (PayHere's) signed notices, checked and applied once each. */
export function createPayHereNotices(deps: PaymentsDeps, context: PaymentContext) {
  const { sequelize, gateway, logger, now, audit } = deps;
  const { store, present, mail } = context;

  /** Whether a success notice of any payment was already applied to the order. */
  async function paidBefore(order: OrderModel, transaction: Transaction): Promise<boolean> {
    const applied = await PaymentNoticeModel.findAll({
      attributes: ['statusCode'],
      where: { orderRefId: order.id, outcome: PAID_OUTCOMES },
      transaction,
      raw: true,
    });
    return applied.some((notice) => payHerePaymentStatus(notice.statusCode) === 'paid');
  }

  /**
   * Paid once already: the status stays (a refund or chargeback is never undone by a notice);
   * staff see the flag on the order and the change in the audit log, by the shop itself.
   */
  async function flagPaidAgain(order: OrderModel, transaction: Transaction): Promise<void> {
    if (order.paymentFlag === PAID_AGAIN) return;
    const before = await present(order, transaction);
    await store.setPayment(order, { paymentFlag: PAID_AGAIN }, transaction);
    const after = await present(order, transaction);
    const change = { action: 'order.payment', entityType: 'order' } as const;
    await audit.record(
      null,
      {
        ...change,
        entityId: order.orderID,
        before: withoutHistory(before),
        after: withoutHistory(after),
      },
      transaction,
    );
  }

  /** Checks every field of a notice; answers the order it is about, or why it is refused. */
  async function checkNotice(
    notice: ReturnType<typeof payHereNoticeSchema.parse>,
    transaction: Transaction,
  ): Promise<{ order: OrderModel; statusCode: number } | { reason: string }> {
    if (!gateway) return { reason: 'card payment is not set up' };
    const expected = payHereNoticeSignature(notice, gateway.merchantSecret, md5);
    if (!constantTimeEqual(expected, notice.md5sig.toUpperCase())) {
      return { reason: 'signature does not match' };
    }
    if (notice.merchant_id !== gateway.merchantId) return { reason: 'another merchant' };
    if (notice.payhere_currency !== PAYHERE_CURRENCY) return { reason: 'another currency' };
    if (!/^-?\d{1,3}$/.test(notice.status_code)) return { reason: 'unreadable status code' };
    const order = await store.find(notice.order_id, transaction);
    if (!order) return { reason: 'unknown order' };
    if (order.paymentMethod !== 'card') return { reason: 'not a card order' };
    if (payHereAmountToCents(notice.payhere_amount) !== Number(order.totalCents)) {
      return { reason: 'amount differs from the order total' };
    }
    return { order, statusCode: Number(notice.status_code) };
  }

  return {
    /** A notice refused before it is read; logged like any refused notice. */
    refuse(reason: string, detail?: string): NoticeOutcome {
      logger.warn({ reason, detail }, 'card notice refused');
      return { handled: false, reason };
    },

    /**
     * The gateway's server-to-server notice. Trusted only when signature, merchant, order,
     * amount and currency all match; then applied once per (payment, status code).
     */
    async notify(body: unknown): Promise<NoticeOutcome> {
      const parsed = payHereNoticeSchema.safeParse(body ?? {});
      if (!parsed.success) {
        logger.warn({ notice: 'payhere' }, 'card notice refused: fields missing');
        return { handled: false, reason: 'fields missing' };
      }
      const notice = parsed.data;
      let failedOrder: Order | null = null;
      let paidOrder: Order | null = null;
      let outcome: NoticeOutcome;
      try {
        outcome = await sequelize.transaction(async (t): Promise<NoticeOutcome> => {
          const checked = await checkNotice(notice, t);
          if ('reason' in checked) return { handled: false, reason: checked.reason };
          const { order, statusCode } = checked;
          const seen = await PaymentNoticeModel.findOne({
            where: { paymentId: notice.payment_id, statusCode },
            transaction: t,
          });
          if (seen) return { handled: true, outcome: 'repeat' };

          const target = payHerePaymentStatus(statusCode);
          const current = order.paymentStatus as PaymentStatus;
          let result: Applied = 'unchanged';
          const at = new Date(now());
          // The signature does not cover payment_id: paid applies once per order, whatever payment.
          const paidAgain =
            target === 'paid' &&
            (current === 'refunded' || (current !== 'paid' && (await paidBefore(order, t))));
          if (paidAgain) {
            await flagPaidAgain(order, t);
            result = 'flagged';
          } else if (target === 'paid' && current !== 'paid') {
            const late = order.status === 'Cancelled';
            await store.setPayment(
              order,
              {
                paymentStatus: 'paid',
                paymentChangedAt: at,
                ...(late && { paymentFlag: PAID_AFTER_CANCEL }),
              },
              t,
            );
            result = late ? 'late' : 'applied';
            if (!late) paidOrder = await present(order, t);
          } else if (target === 'failed' && (current === 'unpaid' || current === 'failed')) {
            await store.setPayment(order, { paymentStatus: 'failed', paymentChangedAt: at }, t);
            result = 'applied';
            failedOrder = await present(order, t);
          } else if (target === 'refunded' && current !== 'refunded') {
            await store.setPayment(order, { paymentStatus: 'refunded', paymentChangedAt: at }, t);
            result = 'applied';
          }
          await PaymentNoticeModel.create(
            {
              orderRefId: order.id,
              orderID: order.orderID,
              paymentId: notice.payment_id,
              statusCode,
              amount: notice.payhere_amount,
              currency: notice.payhere_currency,
              outcome: result,
            },
            { transaction: t },
          );
          return { handled: true, outcome: result };
        });
      } catch (error) {
        // The same notice arriving twice at once: the other one recorded it.
        if (error instanceof UniqueConstraintError) return { handled: true, outcome: 'repeat' };
        throw error;
      }
      const log = { orderID: notice.order_id, paymentId: notice.payment_id };
      if (!outcome.handled) {
        logger.warn({ ...log, reason: outcome.reason }, 'card notice refused');
        deps.paymentDecided?.('card', 'refused');
        return outcome;
      }
      logger.info({ ...log, status: notice.status_code, outcome: outcome.outcome }, 'card notice');
      const decided = payHerePaymentStatus(notice.status_code);
      if (outcome.outcome === 'late') deps.paymentDecided?.('card', 'paid-after-cancel');
      else if (outcome.outcome === 'applied' && decided) deps.paymentDecided?.('card', decided);
      const failed = failedOrder as Order | null;
      if (failed) await mail(failed, 'payment-failed', paymentFailedMail(failed, deps));
      // The card's paid mail is the bank slip's: it lists the downloads of digital artwork.
      const paid = paidOrder as Order | null;
      if (paid) await mail(paid, 'payment-verified', paymentVerifiedMail(paid, deps));
      return outcome;
    },
  };
}
