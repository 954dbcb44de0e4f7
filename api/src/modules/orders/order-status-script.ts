import type { Sequelize } from 'sequelize';
import {
  AuditEntryModel,
  OrderModel,
  OrderStatusChangeModel,
  type OrderRow,
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
 * entry, as one script (decision 0075). The order's row is read outside the writer, with a
 * print of the whole row; the script's guard finds the row as printed, or stops before writing anything,
 * and the change is left to a transaction. Part of the order store (order-store.ts).
 */

/** The order's whole row as one text: any write to the row changes it (`updatedAt` at least). */
let rowPrint: string | undefined;
const printOfRow = () =>
  (rowPrint ??= `json_array(${columnsOf(OrderModel, Object.keys(OrderModel.getAttributes())).join(', ')})`);

/** An order's row as a script's change starts from: with its print and its count of changes. */
export interface PrintedOrder {
  order: RawRow<OrderRow>;
  /** The row's print, for the guard. */
  print: string;
  /** How many entries its history had when the row was read. */
  changes: number;
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

/** The status script of a SQLite database opened by openDatabase, or null on any other. */
export function createStatusScript(sequelize: Sequelize) {
  const scripts = writerScriptsOf(sequelize);
  if (!scripts) return null;
  const orders = OrderModel.tableName;
  const [changeOrder] = columnsOf(OrderStatusChangeModel, ['orderRefId']);
  const readSql = `SELECT ${attributeColumns(OrderModel)}, ${printOfRow()} AS "rowPrint",
      (SELECT count(*) FROM ${OrderStatusChangeModel.tableName}
        WHERE ${changeOrder} = ${orders}.id) AS changes
    FROM ${orders} WHERE "orderID" = :orderID`;

  return {
    /** The order's row, outside the writer, with its print and count of changes; null when none. */
    async read(orderID: string): Promise<PrintedOrder | null> {
      const [row] = await selectRows<RawRow<OrderRow> & { rowPrint: string; changes: number }>(
        sequelize,
        readSql,
        { orderID },
      );
      if (!row) return null;
      const { rowPrint: print, changes, ...order } = row;
      return { order: order as RawRow<OrderRow>, print, changes: Number(changes) };
    },

    /**
     * Writes the order's new columns, its history's entry and the audit entry in one script;
     * false when the row was no longer as read (nothing was written).
     */
    async write(
      from: PrintedOrder,
      row: Partial<OrderRow>,
      entry: StatusChange,
      audit: ReturnType<typeof auditRow>,
    ): Promise<boolean> {
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
