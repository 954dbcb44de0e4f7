/**
 * The statements an order's write is made of, as both order writers run them
 * (order-writer.ts): the writer hands its steps (order-placing.ts, order-status-write.ts) a
 * connection already inside the write's transaction. Values are named `:name` in the text; an
 * array fills an `IN (:names)` list.
 */
export type SqlValues = Record<string, unknown>;

export interface OrderSql {
  /** A SELECT (or a write with RETURNING): its rows as the database answers them. */
  all<Row extends object>(sql: string, values: SqlValues): Promise<Row[]>;
  /** An INSERT, UPDATE or DELETE: how many rows it changed. */
  run(sql: string, values: SqlValues): Promise<number>;
  /**
   * A SELECT whose rows stay locked until the write commits, so two writes that count them
   * count one after the other (PostgreSQL's FOR UPDATE; on SQLite the one writer already
   * does it, and nothing runs).
   */
  locked<Row extends object>(sql: string, values: SqlValues): Promise<Row[]>;
  /**
   * An INSERT, UPDATE or DELETE whose answer nothing waits for, sent in the order given:
   * PostgreSQL's writer sends it at once; SQLite's sends a group's together with its COMMIT,
   * in one call to SQLite. A failure fails the write.
   */
  later(sql: string, values: SqlValues): Promise<void>;
  /** `count` new ids for rows of the table, so later writes can name them without waiting. */
  newIds(table: string, count: number): Promise<number[]>;
}
