import {
  col,
  fn,
  literal,
  Op,
  QueryTypes,
  type Order,
  type Sequelize,
  type Transaction,
  type WhereOptions,
  where,
} from 'sequelize';
import type { ProductKind } from '@wallart/domain';
import { selectRows } from '../../db/plain-sql';
import {
  OrderItemModel,
  OrderModel,
  OrderStatusChangeModel,
  type OrderItemRow,
  type OrderRow,
  type OrderStatusChangeRow,
  type RawRow,
} from '../../db/models';
import { NEWEST_FIRST, pageWindow } from '../../lib/paging';
import type {
  OrderFilter,
  OrderedProduct,
  PaymentColumns,
  ShippedChange,
} from './order-store.types';

/**
 * Reads, lists and counts of orders, and the changes to one order's row besides its status
 * (payment, deletion). Part of the order store (order-store.ts).
 */

/**
 * A model read on SQLite would first ask for the table's column types. One read gives each
 * product with its sizes (a product always has at least one; LEFT JOIN all the same, so one
 * without any is told apart from one that does not exist).
 */
const ORDERED_PRODUCTS_SQL = `SELECT p.id, p."productId", p.name, p.images, p.kind, p.translations,
    s.id AS "sizeId", s.size, s."priceCents", s."labeledPriceCents", s."fileKey"
  FROM products p LEFT JOIN product_sizes s ON s."productRefId" = p.id
  WHERE p."productId" IN (:productIds)
  ORDER BY p.id, s.position`;

interface OrderedRow {
  id: number;
  productId: string;
  name: string;
  images: string;
  kind: ProductKind;
  translations: string;
  sizeId: number | null;
  size: string | null;
  priceCents: number | null;
  labeledPriceCents: number | null;
  fileKey: string | null;
}

function groupOrdered(rows: readonly OrderedRow[]): OrderedProduct[] {
  const byId = new Map<number, OrderedProduct>();
  for (const row of rows) {
    const id = Number(row.id);
    let product = byId.get(id);
    if (!product) {
      const { productId, name, images, kind, translations } = row;
      product = { id, productId, name, images, kind, translations, sizes: [] };
      byId.set(id, product);
    }
    if (row.sizeId !== null && row.size !== null) {
      product.sizes.push({
        id: Number(row.sizeId),
        size: row.size,
        priceCents: Number(row.priceCents),
        labeledPriceCents: Number(row.labeledPriceCents),
        fileKey: row.fileKey,
      });
    }
  }
  return [...byId.values()];
}

/** An order by its id, or by its public code. */
type OrderRef = number | { orderID: string };

const whereOf = (filter: OrderFilter): WhereOptions<OrderRow> => ({
  ...(filter.userId !== undefined && { userId: filter.userId }),
  ...(filter.shownToShopper && { hiddenByShopperAt: null }),
  ...(filter.status && { status: filter.status }),
  ...(filter.paymentStatus && { paymentStatus: filter.paymentStatus }),
  ...(filter.paymentMethod && { paymentMethod: filter.paymentMethod }),
  ...(filter.country && { country: filter.country }),
  ...((filter.placedFrom || filter.placedBefore) && {
    createdAt: {
      ...(filter.placedFrom && { [Op.gte]: filter.placedFrom }),
      ...(filter.placedBefore && { [Op.lt]: filter.placedBefore }),
    },
  }),
  ...(filter.search && { [Op.or]: searchOf(filter.search) }),
  ...(filter.placedAsGuest !== undefined && { placedAsGuest: filter.placedAsGuest }),
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moments of a day range (YYYY-MM-DD, UTC, both days included) as a filter's bounds. */
export const placedWithin = (from?: string, to?: string) => ({
  placedFrom: from ? new Date(`${from}T00:00:00.000Z`) : undefined,
  placedBefore: to ? new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS) : undefined,
});

/** The search of staff's list: a part of the order number, name or e-mail, in any case. */
const searchOf = (text: string) =>
  (['orderID', 'name', 'email'] as const).map((column) =>
    where(fn('LOWER', col(column)), { [Op.like]: `%${text.toLowerCase()}%` }),
  );

/** The trigger-kept counts know orders by status only; any other filter counts the rows. */
const needsRowCount = (filter: OrderFilter) =>
  filter.userId !== undefined ||
  Boolean(filter.shownToShopper) ||
  Boolean(filter.paymentStatus) ||
  Boolean(filter.paymentMethod) ||
  Boolean(
    filter.search ||
    filter.country ||
    filter.placedFrom ||
    filter.placedBefore ||
    filter.placedAsGuest !== undefined,
  );

export function createOrderRows(sequelize: Sequelize) {
  /**
   * The order's id, or the statement that finds it by its public code: so an order's row,
   * lines and history can be asked for at once, without waiting for its id.
   */
  const idOf = (order: OrderRef) =>
    typeof order === 'number'
      ? order
      : {
          [Op.eq]: literal(
            `(SELECT id FROM ${OrderModel.tableName} WHERE "orderID" = ${sequelize.escape(order.orderID)})`,
          ),
        };
  /** How a table that refers to orders (`orderRefId`) is read for one: in the order written. */
  const rowsOf = (order: OrderRef, transaction?: Transaction) => ({
    where: { orderRefId: idOf(order) },
    order: [['id', 'ASC']] satisfies Order,
    raw: true,
    transaction,
  });

  return {
    /** The products an order names, with their sizes (one read, outside the write). */
    async orderedProducts(productIds: string[]): Promise<OrderedProduct[]> {
      const rows = await selectRows<OrderedRow>(sequelize, ORDERED_PRODUCTS_SQL, { productIds });
      return groupOrdered(rows);
    },

    /** An order by its public code; inside a transaction its row is locked for the change. */
    async find(orderID: string, transaction?: Transaction): Promise<OrderModel | null> {
      return OrderModel.findOne({
        where: { orderID },
        transaction,
        ...(transaction && { lock: transaction.LOCK.UPDATE }),
      });
    },

    /** One page of orders, newest first. */
    async page(
      filter: OrderFilter,
      window: { page: number; limit: number },
    ): Promise<RawRow<OrderRow>[]> {
      return OrderModel.findAll({
        where: whereOf(filter),
        order: NEWEST_FIRST,
        ...pageWindow(window),
        raw: true,
      });
    },

    /**
     * All orders (or those in one status) from the trigger-kept counts; one shopper's, or those
     * of a payment status or method, by counting them (through the payment indexes).
     */
    async count(filter: OrderFilter): Promise<number> {
      if (needsRowCount(filter)) return OrderModel.count({ where: whereOf(filter) });
      const [row] = await sequelize.query<{ n: number | string | null }>(
        // A status's count may be spread over several rows (decision 0060).
        filter.status
          ? 'SELECT SUM(n) AS n FROM order_counts WHERE status = :status'
          : 'SELECT SUM(n) AS n FROM order_counts',
        { replacements: { status: filter.status ?? null }, type: QueryTypes.SELECT },
      );
      return Number(row?.n ?? 0);
    },

    /** The lines of each order, by the order's id, in the order they were written. */
    async lines(
      orderIds: number[],
      transaction?: Transaction,
    ): Promise<Map<number, RawRow<OrderItemRow>[]>> {
      const byOrder = new Map<number, RawRow<OrderItemRow>[]>();
      if (orderIds.length === 0) return byOrder;
      const rows: RawRow<OrderItemRow>[] = await OrderItemModel.findAll({
        where: { orderRefId: orderIds },
        order: [['id', 'ASC']],
        raw: true,
        transaction,
      });
      for (const row of rows)
        byOrder.set(row.orderRefId, [...(byOrder.get(row.orderRefId) ?? []), row]);
      return byOrder;
    },

    /** One order's lines, in the order they were written; by its id or its public code. */
    async linesOf(order: OrderRef, transaction?: Transaction): Promise<RawRow<OrderItemRow>[]> {
      return OrderItemModel.findAll(rowsOf(order, transaction));
    },

    /** An order's history, oldest first; by its id, or by its public code (`{ orderID }`). */
    async history(
      order: OrderRef,
      transaction?: Transaction,
    ): Promise<RawRow<OrderStatusChangeRow>[]> {
      return OrderStatusChangeModel.findAll(rowsOf(order, transaction));
    },

    /**
     * The latest change to Shipped of each of these orders (for the tracking a list shows),
     * by the order's id; orders never shipped are left out.
     */
    async lastShipped(
      orderIds: number[],
      transaction?: Transaction,
    ): Promise<Map<number, RawRow<ShippedChange>>> {
      const byOrder = new Map<number, RawRow<ShippedChange>>();
      if (orderIds.length === 0) return byOrder;
      const rows: RawRow<ShippedChange>[] = await OrderStatusChangeModel.findAll({
        attributes: ['orderRefId', 'toStatus', 'carrier', 'trackingNumber', 'createdAt'],
        where: { orderRefId: orderIds, toStatus: 'Shipped' },
        order: [['id', 'ASC']],
        raw: true,
        transaction,
      });
      for (const row of rows) byOrder.set(row.orderRefId, row);
      return byOrder;
    },

    /** When each of these orders was last marked Delivered, by the order's id. */
    async lastDelivered(orderIds: number[]): Promise<Map<number, Date>> {
      const rows: { orderRefId: number; createdAt: Date }[] = orderIds.length
        ? await OrderStatusChangeModel.findAll({
            attributes: ['orderRefId', 'createdAt'],
            where: { orderRefId: orderIds, toStatus: 'Delivered' },
            order: [['id', 'ASC']],
            raw: true,
          })
        : [];
      return new Map(rows.map((row) => [row.orderRefId, new Date(row.createdAt)]));
    },

    /** Records a change of the order's payment (status, slip, staff's note or a flag). */
    async setPayment(
      order: OrderModel,
      payment: Partial<Pick<OrderRow, PaymentColumns>>,
      transaction: Transaction,
    ): Promise<void> {
      await order.update(payment, { transaction });
    },

    /** Deletes an order; its lines and history go with it (the foreign keys cascade). */
    async remove(order: OrderModel, transaction: Transaction): Promise<void> {
      await order.destroy({ transaction });
    },

    /**
     * Product ids ranked by prints sold in orders that were not cancelled (optionally since a
     * date), best first.
     */
    async bestSellerIds(limit: number, since: Date | null): Promise<number[]> {
      const sold = await sequelize.query<{ id: number }>(
        `SELECT oi."productRefId" AS id, SUM(oi.quantity) AS sold
         FROM order_items oi JOIN orders o ON o.id = oi."orderId"
         WHERE oi."productRefId" IS NOT NULL AND o.status <> 'Cancelled'
         ${since ? 'AND o."createdAt" >= :since' : ''}
         GROUP BY oi."productRefId" ORDER BY sold DESC, oi."productRefId" DESC LIMIT :limit`,
        { replacements: { since, limit }, type: QueryTypes.SELECT },
      );
      return sold.map((s) => Number(s.id));
    },
  };
}
