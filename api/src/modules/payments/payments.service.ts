import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { Logger } from 'pino';
import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import {
  canUploadSlip,
  constantTimeEqual,
  countryName,
  isPaymentSlipType,
  PAYHERE_CURRENCY,
  PAYMENT_SLIP_TYPES,
  payHereAmount,
  payHereAmountToCents,
  payHereCheckoutHash,
  payHereNoticeSchema,
  payHereNoticeSignature,
  payHerePaymentStatus,
  paymentAfterAction,
  type CardCheckout,
  type Order,
  type PaymentAction,
  type PaymentMethod,
  type PaymentStatus,
} from '@wallart/domain';
import type { OrderModel } from '../../db/models';
import { PaymentNoticeModel } from '../../db/models';
import { isAdmin, type Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import type { Mailer } from '../mail/mailer';
import { createOrderStore } from '../orders/order-store';
import { presentOrder } from '../orders/orders.presenter';
import { paymentFailedMail, paymentRejectedMail, paymentVerifiedMail } from './payment-mails';
import type { SlipStore } from './slip-store';

/** The card gateway as this module uses it; null when the shop has none set up. */
export type PayHereGateway = {
  merchantId: string;
  merchantSecret: string;
  checkoutUrl: string;
  /** The shop's public address, for the return, cancel and notify URLs. */
  publicUrl: string;
} | null;

export interface PaymentsDeps {
  sequelize: Sequelize;
  audit: AuditRecorder;
  mailer: Mailer;
  slips: SlipStore;
  gateway: PayHereGateway;
  logger: Logger;
  /** The clock, in milliseconds. */
  now: () => number;
}

/** What the shop made of a card gateway's notice. */
export type NoticeOutcome =
  | { handled: true; outcome: 'applied' | 'unchanged' | 'late' | 'repeat' }
  | { handled: false; reason: string };

/** A card payment that arrived after the order was cancelled: paid, and flagged for staff. */
export const PAID_AFTER_CANCEL = 'paid-after-cancel';

export const md5 = (text: string) => crypto.createHash('md5').update(text, 'utf8').digest('hex');

const paymentStateOf = (order: OrderModel) => ({
  paymentMethod: order.paymentMethod as PaymentMethod,
  paymentStatus: order.paymentStatus as PaymentStatus,
  status: order.status,
});

const notAccepted = () =>
  new AppError(
    'unsupported_media_type',
    'A payment slip is a photo (JPEG, PNG or WebP) or a PDF of the bank receipt',
  );

const withoutHistory = ({ statusHistory: _history, ...rest }: Order) => rest;

/** `Ruwan Perera Silva` → first name `Ruwan`, last name `Perera Silva`. */
function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/);
  const first = parts.shift() ?? '';
  return { first, last: parts.join(' ') || first };
}

/** The city is the address's last part (`12 Lake Road, Kandy` → `Kandy`). */
function cityOf(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.at(-1) ?? address.trim();
}

/**
 * Getting paid (PRODUCT §7): bank slips and staff's verdict on them, the card gateway's
 * checkout form and its signed notices. Every payment change happens on the locked order row.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { sequelize, mailer, slips, gateway, logger, now } = deps;
  const store = createOrderStore(sequelize);
  const audited = createAuditedWrites({ sequelize, audit: deps.audit });

  async function present(order: OrderModel, transaction?: Transaction): Promise<Order> {
    const lines = (await store.lines([order.id], transaction)).get(order.id) ?? [];
    return presentOrder(
      order.get({ plain: true }),
      lines,
      await store.history(order.id, transaction),
    );
  }

  /** The order of this shopper; anyone else (staff included) is told it does not exist. */
  async function ownOrder(actor: Actor, orderID: string, transaction?: Transaction) {
    const order = await store.find(orderID, transaction);
    if (!order || order.userId !== actor.id) throw notFound('Order');
    return order;
  }

  function mail(to: string, rendered: { subject: string; text: string; html: string }) {
    mailer.send({ to, ...rendered });
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
    /** The owner uploads a bank slip: an image or a PDF by its content, stored privately. */
    async uploadSlip(actor: Actor, orderID: string, bytes: Buffer) {
      const order = await ownOrder(actor, orderID);
      const notNow = () =>
        conflict('A slip can be uploaded only for an unpaid bank-transfer order');
      if (!canUploadSlip(paymentStateOf(order))) throw notNow();
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !isPaymentSlipType(type.mime)) throw notAccepted();
      const slipType = type.mime;
      const key = await slips.put(orderID, bytes, slipType);
      let replaced: string | null = null;
      let answer: Order;
      try {
        answer = await sequelize.transaction(async (t) => {
          const locked = await ownOrder(actor, orderID, t);
          if (!canUploadSlip(paymentStateOf(locked))) throw notNow();
          replaced = locked.slipKey;
          const at = new Date(now());
          await store.setPayment(
            locked,
            {
              slipKey: key,
              slipType,
              slipUploadedAt: at,
              paymentStatus: 'awaiting-verification',
              paymentChangedAt: at,
            },
            t,
          );
          return present(locked, t);
        });
      } catch (error) {
        await slips.remove(key);
        throw error;
      }
      if (replaced) await slips.remove(replaced);
      return answer;
    },

    /** The slip's bytes and type, for the order's owner or staff. */
    async slip(actor: Actor, orderID: string) {
      const order = await store.find(orderID);
      if (!order || (!isAdmin(actor) && order.userId !== actor.id)) throw notFound('Order');
      const file = order.slipKey && order.slipType ? await slips.open(order.slipKey) : null;
      if (!file || !order.slipType) throw notFound('Payment slip');
      const extension = isPaymentSlipType(order.slipType)
        ? PAYMENT_SLIP_TYPES[order.slipType]
        : 'bin';
      return { ...file, type: order.slipType, extension };
    },

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
      mail(
        after.email,
        input.action === 'verify' ? paymentVerifiedMail(after) : paymentRejectedMail(after),
      );
      return after;
    },

    /** The form the owner's browser posts to the gateway, hash included. */
    async cardCheckout(actor: Actor, orderID: string): Promise<CardCheckout> {
      if (!gateway) {
        throw new AppError(
          'invalid',
          'Card payment is not available at the moment; choose another way to pay',
        );
      }
      const order = await ownOrder(actor, orderID);
      const { paymentMethod, paymentStatus, status } = paymentStateOf(order);
      const payable =
        paymentMethod === 'card' &&
        status === 'Pending' &&
        (paymentStatus === 'unpaid' || paymentStatus === 'failed');
      if (!payable) throw conflict('This order is not waiting for a card payment');
      const lines = (await store.lines([order.id])).get(order.id) ?? [];
      const amount = payHereAmount(Number(order.totalCents));
      const back = `${gateway.publicUrl}/orders?order=${encodeURIComponent(order.orderID)}`;
      const { first, last } = splitName(order.name);
      const items =
        lines.map((l) => `${l.productName} (${l.size}) x ${l.quantity}`).join(', ') ||
        `Order ${order.orderID}`;
      return {
        action: gateway.checkoutUrl,
        fields: {
          merchant_id: gateway.merchantId,
          return_url: back,
          cancel_url: back,
          notify_url: `${gateway.publicUrl}/api/payments/payhere/notify`,
          order_id: order.orderID,
          items: items.slice(0, 200),
          currency: PAYHERE_CURRENCY,
          amount,
          first_name: first,
          last_name: last,
          email: order.email,
          phone: order.phoneNumber,
          address: order.address,
          city: cityOf(order.address),
          country: countryName(order.country),
          hash: payHereCheckoutHash(
            {
              merchantId: gateway.merchantId,
              orderId: order.orderID,
              amount,
              currency: PAYHERE_CURRENCY,
            },
            gateway.merchantSecret,
            md5,
          ),
        },
      };
    },

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
          let result: 'applied' | 'unchanged' | 'late' = 'unchanged';
          const at = new Date(now());
          if (target === 'paid' && current !== 'paid') {
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
        return outcome;
      }
      logger.info({ ...log, status: notice.status_code, outcome: outcome.outcome }, 'card notice');
      const failed = failedOrder as Order | null;
      if (failed) mail(failed.email, paymentFailedMail(failed));
      return outcome;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
