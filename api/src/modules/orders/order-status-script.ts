import type { Sequelize } from 'sequelize';
import {
  AuditEntryModel,
  OrderItemModel,
  OrderModel,
  OrderStatusChangeModel,
  type OrderItemRow,
  type OrderRow,
  type OrderStatusChangeRow,
  type RawRow,
} from '../../db/models';
import { attributeColumns, columnsOf, selectRows } from '../../db/plain-sql';
import { insertFromJson, updateFromJson } from '../../db/sqlite-script-rows';
import { guard, stoppedByGuard, textLiteral, writerScriptsOf } from '../../db/sqlite-writer-script';
import type { auditRow } from '../audit/audit.service';
import { CHANGE_ATTRIBUTES } from './order-inserts';
import type { StatusChange } from './order-store.types';

/**
 * SQLite: a change of status that writes only the order's row and its history, with its audit
 * entry, as one script (decision 0075). The order is read outside the writer, with a print of
 * its whole row; the script's guard finds the row as printed, or stops before writing anything,
 * and the change is left to a transaction. Part of the order store (order-store.ts).
 */

/** The order's whole row as one text: any write to the row changes it (`updatedAt` at least). */
let rowPrint: string | undefined;
const printOfRow = () =>
  (rowPrint ??= `json_array(${Object.entries(OrderModel.getAttributes())
    .map(([name, attribute]) => `"${attribute.field ?? name}"`)
    .join(', ')})`);

/** An order as a script's change starts from. */
export interface OrderForScript {
  order: RawRow<OrderRow>;
  items: RawRow<OrderItemRow>[];
  history: RawRow<OrderStatusChangeRow>[];
  /** The row's print, for the guard. */
  print: string;
}

const AUDIT_ATTRIBUTES = [
  'actorId',
  'actorEmail',
  'action',
  'entityType',
  'entityId',
  'before',
  'after',
  'createdAt',
] as const;

export function createStatusScript(sequelize: Sequelize) {
  const orders = OrderModel.tableName;
  const history = OrderStatusChangeModel.tableName;
  const [changeOrder] = columnsOf(OrderStatusChangeModel, ['orderRefId']);
  const [lineOrder] = columnsOf(OrderItemModel, ['orderRefId']);

  return {
    /** Whether this database takes scripts (SQLite opened by openDatabase). */
    available: (): boolean => writerScriptsOf(sequelize) !== null,

    /**
     * The order, its lines and its history, read at once outside the writer; null when there
     * is no such order, and `moved` when a change came between the reads (the row's count of
     * changes is not the history read).
     */
    async read(orderID: string): Promise<OrderForScript | null | 'moved'> {
      const byCode = `(SELECT id FROM ${orders} WHERE "orderID" = :orderID)`;
      const [found, items, changes] = await Promise.all([
        selectRows<RawRow<OrderRow> & { rowPrint: string; changes: number }>(
          sequelize,
          `SELECT ${attributeColumns(OrderModel)}, ${printOfRow()} AS "rowPrint",
            (SELECT count(*) FROM ${history} WHERE ${changeOrder} = ${orders}.id) AS changes
            FROM ${orders} WHERE "orderID" = :orderID`,
          { orderID },
        ),
        selectRows<RawRow<OrderItemRow>>(
          sequelize,
          `SELECT ${attributeColumns(OrderItemModel)} FROM ${OrderItemModel.tableName}
            WHERE ${lineOrder} = ${byCode} ORDER BY id`,
          { orderID },
        ),
        selectRows<RawRow<OrderStatusChangeRow>>(
          sequelize,
          `SELECT ${attributeColumns(OrderStatusChangeModel)} FROM ${history}
            WHERE ${changeOrder} = ${byCode} ORDER BY id`,
          { orderID },
        ),
      ]);
      const [row] = found;
      if (!row) return null;
      const { rowPrint: print, changes: counted, ...order } = row;
      if (Number(counted) !== changes.length) return 'moved';
      return { order: order as RawRow<OrderRow>, items, history: changes, print };
    },

    /**
     * Writes the order's new columns, its history's entry and the audit entry in one script;
     * false when the row was no longer as read (nothing was written).
     */
    async write(
      from: OrderForScript,
      row: Partial<OrderRow>,
      entry: StatusChange,
      audit: ReturnType<typeof auditRow>,
    ): Promise<boolean> {
      const scripts = writerScriptsOf(sequelize);
      if (!scripts) return false;
      const id = Number(from.order.id);
      const script = [
        'BEGIN IMMEDIATE',
        guard(
          `(SELECT ${printOfRow()} FROM ${orders} WHERE id = ${id}) IS ${textLiteral(from.print)}`,
        ),
        updateFromJson(OrderModel, id, row),
        insertFromJson(OrderStatusChangeModel, CHANGE_ATTRIBUTES, [entry]),
        insertFromJson(AuditEntryModel, AUDIT_ATTRIBUTES, [
          { ...audit, createdAt: entry.createdAt },
        ]),
        'COMMIT',
      ];
      try {
        await scripts.run(`${script.join(';\n')};`);
        return true;
      } catch (error) {
        if (stoppedByGuard(error)) return false;
        throw error;
      }
    },
  };
}
