import type { Logger } from 'pino';
import { col, Op, where, type WhereOptions } from 'sequelize';
import {
  CARD_PAYMENT_WINDOW_MS,
  paymentExpiryAction,
  SLIP_CANCEL_AFTER_MS,
  SLIP_REMINDER_AFTER_MS,
  type ExpiringOrder,
  type PaymentMethod,
  type PaymentStatus,
} from '@wallart/domain';
import { OrderModel, type OrderRow, type RawRow } from '../../db/models';
import type { Mailer } from '../mail/mailer';
import type { UnconfirmedMailCap } from '../mail/unconfirmed-mail-cap';
import { paymentReminderMail } from '../mail/payment-mails';
import type { OrdersService } from '../orders/orders.service';
import { createReviewRequests } from '../reviews/review-requests';

export const SWEEP_EVERY_MS = 60_000;
/** Orders looked at per pass; the next pass, a minute later, takes the rest. */
const BATCH = 500;

export interface PaymentSweepDeps {
  orders: Pick<OrdersService, 'cancelIf' | 'read'>;
  mailer: Pick<Mailer, 'send'>;
  /** The day's cap on mails to addresses no confirmed account owns (PRODUCT §11). */
  mailCap: Pick<UnconfirmedMailCap, 'send'>;
  /** The shop's address: the status history names the shop by it when the sweep cancels. */
  shopEmail: string;
  /** The shop's public address (PUBLIC_URL), for the links in its mails. */
  publicUrl: string;
  logger: Logger;
  /** The clock, in milliseconds; tests move it. */
  now: () => number;
}

type PaymentColumns = RawRow<
  Pick<
    OrderRow,
    | 'paymentMethod'
    | 'paymentStatus'
    | 'status'
    | 'createdAt'
    | 'paymentChangedAt'
    | 'paymentReminderSentAt'
  >
>;

const time = (value: Date | string | number | null | undefined) =>
  value == null ? null : new Date(value).getTime();

/** The order as the domain's expiry rules see it. */
export function expiringOf(order: PaymentColumns): ExpiringOrder {
  const placedAt = time(order.createdAt) ?? 0;
  const paymentMethod = order.paymentMethod as PaymentMethod;
  const paymentStatus = order.paymentStatus as PaymentStatus;
  // An unpaid transfer whose payment changed was rejected by staff: the days count from then.
  const waitingSince =
    paymentMethod === 'bank-transfer' && paymentStatus === 'unpaid'
      ? (time(order.paymentChangedAt) ?? placedAt)
      : placedAt;
  return {
    paymentMethod,
    paymentStatus,
    status: order.status,
    placedAt,
    waitingSince,
    reminderSentAt: time(order.paymentReminderSentAt),
  };
}

/**
 * The shop's one timed pass (decision 0155 added its last step). Every minute: card orders still unpaid an hour after placing are cancelled (stock back),
 * bank transfers without a slip are reminded after a day and cancelled after three; cash on
 * delivery never expires. Safe with several servers sweeping at once: the cancel is the
 * orders service's locked, conditional change, and the reminder a conditional update, so each
 * happens once.
 */
export function createPaymentSweep(deps: PaymentSweepDeps) {
  const { orders, mailer, mailCap, shopEmail, logger, now, publicUrl } = deps;
  // The pass's last step: the mails asking for reviews of delivered orders (decision 0155).
  const reviewRequests = createReviewRequests({ mailer, mailCap, publicUrl });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /**
   * Orders with something to do now, and only those (a reminded transfer waits out its days
   * outside the batch): card orders past the hour; transfers waiting a day and not yet
   * reminded since they began waiting; transfers waiting three days.
   */
  async function due(at: number): Promise<RawRow<OrderRow>[]> {
    const cardBefore = new Date(at - CARD_PAYMENT_WINDOW_MS);
    // A transfer waits from its placing, or from staff's last reject (its payment change).
    const waitingSince = (before: Date): WhereOptions => ({
      [Op.or]: [
        { paymentChangedAt: null, createdAt: { [Op.lte]: before } },
        { paymentChangedAt: { [Op.lte]: before } },
      ],
    });
    const notRemindedSince: WhereOptions = {
      [Op.or]: [
        { paymentReminderSentAt: null },
        where(col('paymentReminderSentAt'), Op.lt, col('paymentChangedAt')),
      ],
    };
    const remindBefore = new Date(at - SLIP_REMINDER_AFTER_MS);
    const cancelBefore = new Date(at - SLIP_CANCEL_AFTER_MS);
    return OrderModel.findAll({
      where: {
        status: 'Pending',
        [Op.or]: [
          {
            paymentMethod: 'card',
            paymentStatus: ['unpaid', 'failed'],
            createdAt: { [Op.lte]: cardBefore },
          },
          {
            paymentMethod: 'bank-transfer',
            paymentStatus: 'unpaid',
            [Op.or]: [
              { [Op.and]: [waitingSince(remindBefore), notRemindedSince] },
              waitingSince(cancelBefore),
            ],
          },
        ],
      },
      order: [['id', 'ASC']],
      limit: BATCH,
      raw: true,
    });
  }

  /** Marks the reminder sent, unless another sweep just did; answers whether this one did. */
  async function claimReminder(row: RawRow<OrderRow>, at: number): Promise<boolean> {
    const since = new Date(expiringOf(row).waitingSince ?? 0);
    const [changed] = await OrderModel.update(
      { paymentReminderSentAt: new Date(at) },
      {
        where: {
          id: row.id,
          status: 'Pending',
          paymentMethod: 'bank-transfer',
          paymentStatus: 'unpaid',
          [Op.or]: [{ paymentReminderSentAt: null }, { paymentReminderSentAt: { [Op.lt]: since } }],
        },
      },
    );
    return changed === 1;
  }

  /** One pass; answers the orders it reminded, cancelled and asked reviews for. */
  async function runOnce(): Promise<{
    reminded: string[];
    cancelled: string[];
    askedForReviews: string[];
  }> {
    const at = now();
    const reminded: string[] = [];
    const cancelled: string[] = [];
    for (const row of await due(at)) {
      const action = paymentExpiryAction(expiringOf(row), at);
      if (action === 'remind' && (await claimReminder(row, at))) {
        const order = await orders.read(row.orderID);
        if (order) {
          const reminder = { to: order.email, ...paymentReminderMail(order, { publicUrl }) };
          await mailCap.send(mailer, reminder, {
            orderID: order.orderID,
            mail: 'payment-reminder',
          });
        }
        reminded.push(row.orderID);
      } else if (action === 'cancel') {
        const still = (order: RawRow<OrderRow>) =>
          paymentExpiryAction(expiringOf(order), at) === 'cancel';
        const by = { email: shopEmail, reason: 'payment-expired' as const };
        if (await orders.cancelIf(row.orderID, still, by)) {
          cancelled.push(row.orderID);
        }
      }
    }
    if (reminded.length || cancelled.length) {
      logger.info({ reminded, cancelled }, 'payment sweep: unpaid orders reminded or cancelled');
    }
    const askedForReviews = await reviewRequests.runOnce(at);
    if (askedForReviews.length) {
      logger.info({ askedForReviews }, 'sweep: buyers of delivered orders asked for reviews');
    }
    return { reminded, cancelled, askedForReviews };
  }

  function tick() {
    running = runOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'payment sweep failed'))
      .finally(() => {
        running = null;
        if (timer) timer = setTimeout(tick, SWEEP_EVERY_MS);
      });
  }

  return {
    runOnce,
    /** Sweeps every minute from now on (the first pass a minute after starting). */
    start(): void {
      if (timer) return;
      timer = setTimeout(tick, SWEEP_EVERY_MS);
    },
    /** Stops sweeping; resolves once a pass under way has finished. */
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}

export type PaymentSweep = ReturnType<typeof createPaymentSweep>;
