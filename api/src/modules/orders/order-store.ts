import { QueryTypes, type Sequelize, type Transaction, type WhereOptions } from 'sequelize';
import { sameSizeLabel } from '@wallart/domain';
import type { Outcome } from '../../db/group-commit';
import {
  OrderItemModel,
  OrderModel,
  OrderStatusChangeModel,
  type OrderItemRow,
  type OrderRow,
  type OrderStatusChangeRow,
  type ProductRow,
  type ProductSizeRow,
  type RawRow,
} from '../../db/models';
import { changeRows, insertRows } from '../../db/plain-sql';
import { announceProductWrite } from '../../db/product-writes';
import type { Actor } from '../../lib/actor';
import { AppError, conflict } from '../../lib/app-error';
import { NEWEST_FIRST, pageWindow } from '../../lib/paging';

/**
 * The one owner of the SQL of orders, their lines and their status history (and of the stock
 * that orders take and give back). The services above hold the rules and the transactions.
 *
 * Checkout's path is plain SQL, with statements that write many rows at once, because the
 * group commit (db/group-commit.ts) writes every order arriving together in one transaction and
 * the model layer would cost more than the writes; everything else goes through the models.
 */

/** A bill line as written and shown: the order's id is the only thing it gains in the table. */
export type BillLine = Omit<OrderItemRow, 'id' | 'orderRefId'>;
/** The columns that say how an order is being paid for. */
type PaymentColumns = LaterPaymentColumns | 'paymentStatus';

/** The payment columns a new order leaves to their defaults (no slip, no note, no flag yet). */
type LaterPaymentColumns =
  | 'paymentNote'
  | 'paymentChangedAt'
  | 'slipKey'
  | 'slipType'
  | 'slipUploadedAt'
  | 'paymentReminderSentAt'
  | 'paymentFlag';
const NO_PAYMENT_YET: Pick<OrderRow, LaterPaymentColumns> = {
  paymentNote: null,
  paymentChangedAt: null,
  slipKey: null,
  slipType: null,
  slipUploadedAt: null,
  paymentReminderSentAt: null,
  paymentFlag: null,
};
export type NewOrder = Omit<
  OrderRow,
  'id' | 'status' | 'holdsStock' | 'updatedAt' | LaterPaymentColumns
>;
export type StatusChange = Omit<OrderStatusChangeRow, 'id'>;
/** One size of an ordered product: what pricing and the stock take need. */
export type OrderedSize = Pick<ProductSizeRow, 'id' | 'size' | 'priceCents' | 'labeledPriceCents'>;
/** A product an order names, with its sizes in the order staff set. */
export type OrderedProduct = Pick<ProductRow, 'id' | 'productId' | 'name' | 'images'> & {
  sizes: OrderedSize[];
};

/** Prints of one size an order takes or gives back. */
export interface StockNeed {
  /** The size's row in `product_sizes`. */
  id: number;
  productRefId: number;
  name: string;
  size: string;
  quantity: number;
}

/** Prints an order's line holds: its product (null once deleted), size label and quantity. */
export type HeldLine = Pick<OrderItemRow, 'productRefId' | 'productName' | 'size' | 'quantity'>;

/** A priced order ready to be written: the stock it takes, its row and its lines. */
export interface OrderToPlace {
  actor: Actor;
  order: NewOrder;
  items: BillLine[];
  stock: StockNeed[];
}

export interface PlacedOrderRows {
  row: OrderRow;
  lines: BillLine[];
}

export interface OrderFilter {
  /** Only this shopper's orders; all orders when left out. */
  userId?: number | undefined;
  status?: string | undefined;
  paymentStatus?: string | undefined;
  paymentMethod?: string | undefined;
}

/**
 * A model read on SQLite would first ask for the table's column types. One read gives each
 * product with its sizes (a product always has at least one; LEFT JOIN all the same, so one
 * without any is told apart from one that does not exist).
 */
const ORDERED_PRODUCTS_SQL = `SELECT p.id, p."productId", p.name, p.images, s.id AS "sizeId",
    s.size, s."priceCents", s."labeledPriceCents"
  FROM products p LEFT JOIN product_sizes s ON s."productRefId" = p.id
  WHERE p."productId" IN (:productIds)
  ORDER BY p.id, s.position`;

/** The sizes of these products, to find the one an order's line names by its label. */
const SIZES_OF_SQL = `SELECT id, "productRefId", size FROM product_sizes
  WHERE "productRefId" IN (:productRefIds)`;

/** The size's own stock: changes only if enough is left, which is what stops overselling. */
const TAKE_SQL = `UPDATE product_sizes SET stock = stock - :quantity, "updatedAt" = :now
  WHERE id = :id AND stock >= :quantity`;
const RETURN_SQL = `UPDATE product_sizes SET stock = stock + :quantity, "updatedAt" = :now
  WHERE id = :id`;
/** The product's summary stock (the sum of its sizes'), moved with them. */
const SUMMARY_SQL = `UPDATE products SET stock = stock + :delta, "updatedAt" = :now
  WHERE id = :id`;

interface OrderedRow {
  id: number;
  productId: string;
  name: string;
  images: string;
  sizeId: number | null;
  size: string | null;
  priceCents: number | null;
  labeledPriceCents: number | null;
}

function groupOrdered(rows: readonly OrderedRow[]): OrderedProduct[] {
  const byId = new Map<number, OrderedProduct>();
  for (const row of rows) {
    const id = Number(row.id);
    let product = byId.get(id);
    if (!product) {
      product = { id, productId: row.productId, name: row.name, images: row.images, sizes: [] };
      byId.set(id, product);
    }
    if (row.sizeId !== null && row.size !== null) {
      product.sizes.push({
        id: Number(row.sizeId),
        size: row.size,
        priceCents: Number(row.priceCents),
        labeledPriceCents: Number(row.labeledPriceCents),
      });
    }
  }
  return [...byId.values()];
}

const ORDER_ATTRIBUTES = [
  'orderID',
  'userId',
  'email',
  'name',
  'address',
  'phoneNumber',
  'status',
  'totalCents',
  'labeledTotalCents',
  'holdsStock',
  'country',
  'shippingMethod',
  'subtotalCents',
  'shippingFeeCents',
  'paymentMethod',
  'paymentStatus',
  'createdAt',
  'updatedAt',
] as const;
const LINE_ATTRIBUTES = [
  'orderRefId',
  'productRefId',
  'productId',
  'productName',
  'image',
  'size',
  'quantity',
  'priceCents',
  'labeledPriceCents',
] as const;
const CHANGE_ATTRIBUTES = [
  'orderRefId',
  'fromStatus',
  'toStatus',
  'changedById',
  'changedByEmail',
  'createdAt',
] as const;

const byId = <T extends { id: number }>(needs: T[]) => [...needs].sort((a, b) => a.id - b.id);

/** How much each product's summary stock moves for these sizes' needs, by product id. */
function byProduct(needs: readonly StockNeed[]): { id: number; quantity: number }[] {
  const sums = new Map<number, number>();
  for (const need of needs)
    sums.set(need.productRefId, (sums.get(need.productRefId) ?? 0) + need.quantity);
  return byId([...sums].map(([id, quantity]) => ({ id, quantity })));
}

const whereOf = (filter: OrderFilter): WhereOptions<OrderRow> => ({
  ...(filter.userId !== undefined && { userId: filter.userId }),
  ...(filter.status && { status: filter.status }),
  ...(filter.paymentStatus && { paymentStatus: filter.paymentStatus }),
  ...(filter.paymentMethod && { paymentMethod: filter.paymentMethod }),
});

/** The trigger-kept counts know orders by status only; a payment filter counts the rows. */
const needsRowCount = (filter: OrderFilter) =>
  filter.userId !== undefined || Boolean(filter.paymentStatus) || Boolean(filter.paymentMethod);

export function createOrderStore(sequelize: Sequelize) {
  /**
   * Takes stock with one conditional UPDATE per size, in size-id order, then moves each
   * product's summary stock, in product-id order: every order locks rows in the same global
   * order (sizes by id, then products by id), so concurrent orders never deadlock. A size's row
   * changes only if enough is left, which makes overselling impossible on SQLite and
   * PostgreSQL alike, with one server or several.
   *
   * All or nothing: when a size is short, what was already taken for this order goes back
   * before the 409 (naming the product and the size), so the transaction can go on writing
   * other orders (group commit).
   */
  async function takeStock(needs: StockNeed[], transaction: Transaction): Promise<void> {
    const now = new Date();
    const taken: StockNeed[] = [];
    for (const need of byId(needs)) {
      const values = { id: need.id, quantity: need.quantity, now };
      const changed = await changeRows(sequelize, TAKE_SQL, values, transaction);
      if (changed === 0) {
        for (const back of taken) {
          await changeRows(sequelize, RETURN_SQL, { ...back, now }, transaction);
        }
        throw conflict(`Not enough stock for ${need.name} in size ${need.size}`, 'out_of_stock');
      }
      taken.push(need);
    }
    for (const { id, quantity } of byProduct(needs)) {
      await changeRows(sequelize, SUMMARY_SQL, { id, delta: -quantity, now }, transaction);
    }
    announceProductWrite(sequelize, transaction);
  }

  /** Gives stock back to the sizes it was taken from, and to their products' summary. */
  async function returnStock(needs: StockNeed[], transaction: Transaction): Promise<void> {
    const now = new Date();
    for (const need of byId(needs)) {
      const values = { id: need.id, quantity: need.quantity, now };
      await changeRows(sequelize, RETURN_SQL, values, transaction);
    }
    for (const { id, quantity } of byProduct(needs)) {
      await changeRows(sequelize, SUMMARY_SQL, { id, delta: quantity, now }, transaction);
    }
    announceProductWrite(sequelize, transaction);
  }

  /**
   * The sizes an order's lines hold, found by product and label (ignoring case). A line whose
   * product was deleted holds nothing; one whose size was removed since is listed as `gone`.
   */
  async function sizesHeld(
    lines: readonly HeldLine[],
    transaction: Transaction,
  ): Promise<{ needs: StockNeed[]; gone: HeldLine[] }> {
    const held = lines.filter(
      (l): l is HeldLine & { productRefId: number } => l.productRefId !== null,
    );
    if (held.length === 0) return { needs: [], gone: [] };
    const sizes = await sequelize.query<{ id: number; productRefId: number; size: string }>(
      SIZES_OF_SQL,
      {
        replacements: { productRefIds: [...new Set(held.map((l) => l.productRefId))] },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    const needs: StockNeed[] = [];
    const gone: HeldLine[] = [];
    for (const line of held) {
      const size = sizes.find(
        (s) => Number(s.productRefId) === line.productRefId && sameSizeLabel(s.size, line.size),
      );
      if (!size) {
        gone.push(line);
        continue;
      }
      needs.push({
        id: Number(size.id),
        productRefId: line.productRefId,
        name: line.productName,
        size: size.size,
        quantity: line.quantity,
      });
    }
    return { needs, gone };
  }

  /** Every status change an order goes through, its first (at checkout) included. */
  async function addStatusChanges(changes: StatusChange[], transaction: Transaction) {
    await insertRows(sequelize, OrderStatusChangeModel, CHANGE_ATTRIBUTES, changes, transaction);
  }

  /**
   * Writes orders that took their stock: their rows (Pending, holding stock), their lines and
   * the first entry of each status history, in four statements however many orders there are.
   */
  async function insertOrders(
    orders: OrderToPlace[],
    transaction: Transaction,
  ): Promise<Map<string, PlacedOrderRows>> {
    const written = new Map<string, PlacedOrderRows>();
    if (orders.length === 0) return written;
    const rows = orders.map(({ order }) => ({
      ...order,
      ...NO_PAYMENT_YET,
      status: 'Pending',
      holdsStock: true,
      updatedAt: order.createdAt,
    }));
    await insertRows(sequelize, OrderModel, ORDER_ATTRIBUTES, rows, transaction);
    const ids = await sequelize.query<{ id: number; orderID: string }>(
      `SELECT id, "orderID" FROM orders WHERE "orderID" IN (:orderIDs)`,
      {
        replacements: { orderIDs: rows.map((r) => r.orderID) },
        type: QueryTypes.SELECT,
        transaction,
      },
    );
    const idOf = new Map(ids.map((r) => [r.orderID, Number(r.id)]));
    const lines: Omit<OrderItemRow, 'id'>[] = [];
    const changes: StatusChange[] = [];
    for (const [index, { actor, items }] of orders.entries()) {
      const row = rows[index] as (typeof rows)[number];
      const id = idOf.get(row.orderID);
      if (id === undefined) throw new Error(`Order ${row.orderID} was not written`);
      written.set(row.orderID, { row: { ...row, id }, lines: items });
      lines.push(...items.map((item) => ({ ...item, orderRefId: id })));
      changes.push({
        orderRefId: id,
        fromStatus: null,
        toStatus: row.status,
        changedById: actor.id,
        changedByEmail: actor.email,
        createdAt: row.createdAt,
      });
    }
    await insertRows(sequelize, OrderItemModel, LINE_ATTRIBUTES, lines, transaction);
    await addStatusChanges(changes, transaction);
    return written;
  }

  return {
    takeStock,
    returnStock,

    /**
     * Gives back the stock an order's lines hold, each to the size it was taken from. A size
     * removed since takes nothing back (decision 0018): its prints are no longer sold.
     */
    async returnHeld(lines: readonly HeldLine[], transaction: Transaction): Promise<void> {
      const { needs } = await sizesHeld(lines, transaction);
      if (needs.length > 0) await returnStock(needs, transaction);
    },

    /** Takes again the stock an order's lines name (409 if a size is short or no longer sold). */
    async takeHeld(lines: readonly HeldLine[], transaction: Transaction): Promise<void> {
      const { needs, gone } = await sizesHeld(lines, transaction);
      const [first] = gone;
      if (first) {
        throw conflict(
          `${first.productName} is no longer sold in size ${first.size}`,
          'out_of_stock',
        );
      }
      if (needs.length > 0) await takeStock(needs, transaction);
    },

    /** The products an order names, with their sizes (one read, outside the write). */
    async orderedProducts(productIds: string[]): Promise<OrderedProduct[]> {
      const rows = await sequelize.query<OrderedRow>(ORDERED_PRODUCTS_SQL, {
        replacements: { productIds },
        type: QueryTypes.SELECT,
      });
      return groupOrdered(rows);
    },

    /**
     * The group writer for checkout: each order takes its stock (all or nothing; a 409 fails
     * that order alone), then every order that got its stock is written together.
     */
    async placeOrders(
      requests: OrderToPlace[],
      transaction: Transaction,
    ): Promise<Outcome<PlacedOrderRows>[]> {
      const refused = new Map<OrderToPlace, AppError>();
      for (const request of requests) {
        try {
          await takeStock(request.stock, transaction);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.set(request, error);
        }
      }
      const accepted = requests.filter((r) => !refused.has(r));
      const written = await insertOrders(accepted, transaction);
      return requests.map((request): Outcome<PlacedOrderRows> => {
        const error = refused.get(request);
        if (error) return { ok: false, error };
        const placed = written.get(request.order.orderID);
        return placed
          ? { ok: true, value: placed }
          : { ok: false, error: new Error('Not written') };
      });
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
        filter.status
          ? 'SELECT n FROM order_counts WHERE status = :status'
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

    async history(
      orderRefId: number,
      transaction?: Transaction,
    ): Promise<RawRow<OrderStatusChangeRow>[]> {
      return OrderStatusChangeModel.findAll({
        where: { orderRefId },
        order: [['id', 'ASC']],
        raw: true,
        transaction,
      });
    },

    /**
     * Moves an order to a status (with whether it now holds stock) and adds it to the history,
     * naming who changed it: a user, or the shop itself (no id, the shop's address).
     */
    async changeStatus(
      order: OrderModel,
      status: string,
      holdsStock: boolean,
      actor: Pick<Actor, 'email'> & { id: number | null },
      transaction: Transaction,
    ): Promise<void> {
      const from = order.status;
      await order.update({ status, holdsStock }, { transaction });
      await addStatusChanges(
        [
          {
            orderRefId: order.id,
            fromStatus: from,
            toStatus: status,
            changedById: actor.id,
            changedByEmail: actor.email,
            createdAt: new Date(),
          },
        ],
        transaction,
      );
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

export type OrderStore = ReturnType<typeof createOrderStore>;
