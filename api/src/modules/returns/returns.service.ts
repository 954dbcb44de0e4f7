import type { Sequelize, Transaction } from 'sequelize';
import {
  paymentStatusAfterRefund,
  refundRoom,
  restockProblem,
  returnLinesProblem,
  returnMove,
  returnWindowEnd,
  toCents,
  type Order,
  type OrderReturn,
  type ReturnActionParsed,
  type ReturnLine,
  type ReturnRequestInput,
  type ReturnStatus,
  type ShopSettings,
} from '@wallart/domain';
import { OrderModel, OrderReturnLineModel, OrderReturnModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import type { Mailer } from '../mail/mailer';
import { returnMail } from '../mail/return-mails';
import type { UnconfirmedMailCap } from '../mail/unconfirmed-mail-cap';
import type { OrderStore } from '../orders/order-store';
import { isOrderVisibleTo, isOwnShownOrder } from '../orders/order-visibility';
import { presentOrder } from '../orders/orders.presenter';
import type { SlipStore } from '../payments/slip-store';
import type { RefundGateway } from './refund-gateway';
import { createReturnPhotos } from './return-photos';
import { linesOfReturns, presentReturn, refundedCentsOf, restock } from './return-rows';

export interface ReturnsDeps {
  sequelize: Sequelize;
  orderStore: OrderStore;
  audit: AuditRecorder;
  mailer: Mailer;
  /** The day's cap on mails to addresses no confirmed account owns (PRODUCT §11). */
  mailCap: Pick<UnconfirmedMailCap, 'send'>;
  refunds: RefundGateway;
  /** Where the photos are kept, privately. */
  photoFiles: SlipStore;
  readSettings: () => Promise<ShopSettings>;
  now: () => number;
  publicUrl: string;
}

/** Paid in full until refunded: what a refund may give back of an order's total. */
const PAID = new Set(['paid', 'partially-refunded']);

/** Returns and refunds (PRODUCT §13): the shopper asks, staff approve or reject, receive, refund. */
export function createReturnsService(deps: ReturnsDeps) {
  const { sequelize, orderStore: store } = deps;

  async function presentOne(row: OrderReturnModel, orderID: string, t?: Transaction) {
    const lines = (await linesOfReturns([row.id], t)).get(row.id) ?? [];
    return presentReturn(row, orderID, lines);
  }

  async function presentMany(rows: OrderReturnModel[], orderIDs: Map<number, string>) {
    const lines = await linesOfReturns(rows.map((r) => r.id));
    return rows.map((r) =>
      presentReturn(r, orderIDs.get(r.orderRefId) ?? '', lines.get(r.id) ?? []),
    );
  }

  async function presentOrderOf(order: OrderModel, t?: Transaction): Promise<Order> {
    const [lines, history] = await Promise.all([
      store.linesOf(order.id, t),
      store.history(order.id, t),
    ]);
    return presentOrder(order.get({ plain: true }), lines, history);
  }

  function mail(order: Order, ret: OrderReturn) {
    const message = { to: order.email, ...returnMail(order, ret, deps) };
    return deps.mailCap.send(deps.mailer, message, { orderID: order.orderID, mail: 'return' });
  }

  /** When the order was last marked Delivered, or null. */
  async function deliveredAt(order: OrderModel, t: Transaction): Promise<Date | null> {
    const history = await store.history(order.id, t);
    const last = history.filter((h) => h.toStatus === 'Delivered').at(-1);
    return last ? new Date(last.createdAt) : null;
  }

  /** The lines earlier returns of the order (not rejected) already hold. */
  async function heldByReturns(orderRefId: number, t: Transaction): Promise<ReturnLine[]> {
    const earlier = await OrderReturnModel.findAll({ where: { orderRefId }, transaction: t });
    const live = earlier.filter((r) => r.status !== 'rejected').map((r) => r.id);
    return [...(await linesOfReturns(live, t)).values()].flat();
  }

  async function request(actor: Actor, orderID: string, input: ReturnRequestInput) {
    const settings = await deps.readSettings();
    const { ret, order } = await sequelize.transaction(async (t) => {
      const order = await store.find(orderID, t);
      if (!order || !isOwnShownOrder(actor, order)) throw notFound('Order');
      if (order.status !== 'Delivered') {
        throw conflict('Only a delivered order can be returned');
      }
      const end = returnWindowEnd(await deliveredAt(order, t), settings.afterSale.returnDays);
      if (!end || deps.now() > end.getTime()) {
        throw conflict(
          `The return window closed on ${end?.toISOString().slice(0, 10) ?? 'delivery'}: returns are accepted for ${settings.afterSale.returnDays} days after delivery`,
        );
      }
      const bought = await store.linesOf(order.id, t);
      const problem = returnLinesProblem(input.lines, bought, await heldByReturns(order.id, t));
      if (problem) throw new AppError('invalid', problem, [{ path: 'lines', message: problem }]);
      const row = await OrderReturnModel.create(
        { orderRefId: order.id, reason: input.reason, note: input.note || null },
        { transaction: t },
      );
      await OrderReturnLineModel.bulkCreate(
        input.lines.map((line) => ({ returnRefId: row.id, ...line })),
        { transaction: t },
      );
      const ret = await presentOne(row, orderID, t);
      await deps.audit.record(
        actor,
        {
          action: 'return.request',
          entityType: 'return',
          entityId: ret._id,
          before: null,
          after: ret,
        },
        t,
      );
      return { ret, order: await presentOrderOf(order, t) };
    });
    await mail(order, ret);
    return ret;
  }

  /** Staff's step: approve, reject, receive (with what goes back to stock) or refund. */
  async function act(actor: Actor, id: number, input: ReturnActionParsed) {
    const { after, order } = await sequelize.transaction(async (t) => {
      const row = await OrderReturnModel.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
      if (!row) throw notFound('Return');
      const found = await orderOf(row, t);
      const before = await presentOne(row, found.orderID, t);
      const move = returnMove(row.status, input.action);
      if (!move.ok) throw conflict(move.message);
      const changes: Partial<OrderReturnModel> = { status: move.to };
      if (input.action === 'approve' || input.action === 'reject') {
        changes.staffNote = input.note || null;
      }
      if (input.action === 'receive') await receive(row, before, input.restock ?? [], t);
      if (input.action === 'refund') Object.assign(changes, await refund(found, input, t));
      await row.update(changes, { transaction: t });
      const after = await presentOne(row, found.orderID, t);
      await deps.audit.record(
        actor,
        {
          action: `return.${input.action}`,
          entityType: 'return',
          entityId: after._id,
          before,
          after,
        },
        t,
      );
      return { after, order: await presentOrderOf(found, t) };
    });
    await mail(order, after);
    if (input.action === 'refund' && order.paymentMethod === 'card') {
      await deps.refunds.refund({
        orderID: order.orderID,
        amountCents: toCents(after.refund?.amount ?? 0),
        reference: after.refund?.reference ?? null,
      });
    }
    return after;
  }

  /** The return's order, locked for the step after the return itself. */
  async function orderOf(row: OrderReturnModel, t: Transaction) {
    const order = await OrderModel.findByPk(row.orderRefId, {
      transaction: t,
      lock: t.LOCK.UPDATE,
    });
    if (!order) throw notFound('Order');
    return order;
  }

  async function receive(
    row: OrderReturnModel,
    before: OrderReturn,
    restockLines: ReturnLine[],
    t: Transaction,
  ) {
    const problem = restockProblem(restockLines, before.lines);
    if (problem) throw new AppError('invalid', problem, [{ path: 'restock', message: problem }]);
    await restock(sequelize, restockLines, t);
    const lines = (await linesOfReturns([row.id], t)).get(row.id) ?? [];
    for (const line of lines) {
      const back = restockLines
        .filter(
          (r) => r.productId === line.productId && r.size.toLowerCase() === line.size.toLowerCase(),
        )
        .reduce((sum, r) => sum + r.quantity, 0);
      if (back > 0) await line.update({ restocked: back }, { transaction: t });
    }
  }

  async function refund(order: OrderModel, input: ReturnActionParsed, t: Transaction) {
    const paidCents = PAID.has(order.paymentStatus) ? Number(order.totalCents) : 0;
    const refundedCents = await refundedCentsOf(order.id, t);
    const room = refundRoom(paidCents, refundedCents);
    const amountCents = toCents(input.amount ?? 0);
    if (amountCents > room) {
      const message = `A refund is at most what was paid less earlier refunds: ${room / 100} LKR`;
      throw new AppError('invalid', message, [{ path: 'amount', message }]);
    }
    await store.setPayment(
      order,
      {
        paymentStatus: paymentStatusAfterRefund(paidCents, refundedCents + amountCents),
        paymentChangedAt: new Date(deps.now()),
      },
      t,
    );
    return {
      refundCents: amountCents,
      refundMethod: input.method ?? order.paymentMethod,
      refundReference: input.reference || null,
      refundedAt: new Date(deps.now()),
    };
  }

  return {
    request,
    act,
    photos: createReturnPhotos(sequelize, deps.photoFiles),

    /** An order's returns, for its owner or staff; anyone else is told the order does not exist. */
    async forOrder(actor: Actor, orderID: string): Promise<OrderReturn[]> {
      const order = await store.find(orderID);
      if (!order || !isOrderVisibleTo(actor, order)) throw notFound('Order');
      const rows = await OrderReturnModel.findAll({
        where: { orderRefId: order.id },
        order: [['id', 'ASC']],
      });
      return presentMany(rows, new Map([[order.id, orderID]]));
    },

    /** Staff's list, newest first, optionally of one status. */
    async list(status: ReturnStatus | undefined): Promise<OrderReturn[]> {
      const rows = await OrderReturnModel.findAll({
        where: status ? { status } : {},
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: 200,
      });
      const orders = await OrderModel.findAll({
        attributes: ['id', 'orderID'],
        where: { id: [...new Set(rows.map((r) => r.orderRefId))] },
        raw: true,
      });
      return presentMany(rows, new Map(orders.map((o) => [o.id, o.orderID])));
    },
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;
