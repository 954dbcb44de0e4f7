import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { PlacedOrder } from './shop-load';

export const POSTGRES_SERVER =
  process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Row = Record<string, unknown>;

/** Read access to the shop's database behind the server, for checks the API cannot show. */
export interface Ledger {
  rows(sql: string): Promise<Row[]>;
  close(): Promise<void>;
}

export function sqliteLedger(file: string): Ledger {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return {
    rows: async (sql) => db.prepare(sql).all() as Row[],
    close: async () => {
      db.close();
    },
  };
}

export async function postgresLedger(databaseUrl: string): Promise<Ledger> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    rows: async (sql) => (await client.query(sql)).rows as Row[],
    close: () => client.end(),
  };
}

/** A fresh, empty PostgreSQL database for one test; `drop` removes it again. */
export async function createPostgresDatabase(prefix: string) {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_SERVER });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export interface LedgerFacts {
  ordersWithoutLines: string[];
  linesWithoutOrder: number;
  /** Orders whose subtotal is not Σ price × quantity of their lines, or total ≠ subtotal + shipping. */
  wrongTotals: string[];
  /** Every order in the database: total and lines, in cents. */
  orders: Map<
    string,
    { totalCents: number; lines: { productId: string; quantity: number; priceCents: number }[] }
  >;
  /** For each product named: stock now, and the quantity held by orders that still hold stock. */
  stock: Map<string, { stock: number; held: number }>;
}

const quote = (id: string) => `'${id.replace(/'/g, "''")}'`;

export async function readFacts(ledger: Ledger, productIds: string[]): Promise<LedgerFacts> {
  const ordersWithoutLines = (
    await ledger.rows(
      `SELECT o."orderID" AS id FROM orders o
       WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i."orderId" = o.id)`,
    )
  ).map((r) => String(r.id));
  const [orphans] = await ledger.rows(
    `SELECT COUNT(*) AS n FROM order_items i WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = i."orderId")`,
  );
  const wrongTotals = (
    await ledger.rows(
      `SELECT o."orderID" AS id FROM orders o JOIN order_items i ON i."orderId" = o.id
       GROUP BY o.id, o."orderID", o."totalCents", o."subtotalCents", o."shippingFeeCents"
       HAVING o."subtotalCents" <> SUM(i."priceCents" * i.quantity)
          OR o."totalCents" <> o."subtotalCents" + o."shippingFeeCents"`,
    )
  ).map((r) => String(r.id));
  const orders: LedgerFacts['orders'] = new Map();
  const lines = await ledger.rows(
    `SELECT o."orderID" AS id, o."totalCents" AS total, i."productId" AS product, i.quantity, i."priceCents" AS price
     FROM orders o JOIN order_items i ON i."orderId" = o.id ORDER BY o.id, i.id`,
  );
  for (const r of lines) {
    const id = String(r.id);
    const order = orders.get(id) ?? { totalCents: Number(r.total), lines: [] };
    order.lines.push({
      productId: String(r.product),
      quantity: Number(r.quantity),
      priceCents: Number(r.price),
    });
    orders.set(id, order);
  }
  const stock: LedgerFacts['stock'] = new Map();
  const stockRows = await ledger.rows(
    `SELECT p."productId" AS id, p.stock,
       COALESCE((SELECT SUM(i.quantity) FROM order_items i JOIN orders o ON o.id = i."orderId"
                 WHERE i."productRefId" = p.id AND o."holdsStock" = TRUE), 0) AS held
     FROM products p WHERE p."productId" IN (${productIds.map(quote).join(', ')})`,
  );
  for (const r of stockRows)
    stock.set(String(r.id), { stock: Number(r.stock), held: Number(r.held) });
  return { ordersWithoutLines, linesWithoutOrder: Number(orphans?.n), wrongTotals, orders, stock };
}

/** The acknowledged orders that are missing or differ from what the client was told. */
export function ackedOrderProblems(facts: LedgerFacts, acked: PlacedOrder[]): string[] {
  const problems: string[] = [];
  for (const order of acked) {
    const stored = facts.orders.get(order.orderID);
    if (!stored) {
      problems.push(`${order.orderID}: missing`);
      continue;
    }
    const told = order.billItems
      .map((l) => `${l.productId}x${l.quantity}@${Math.round(l.price * 100)}`)
      .sort();
    const kept = stored.lines.map((l) => `${l.productId}x${l.quantity}@${l.priceCents}`).sort();
    if (told.join() !== kept.join())
      problems.push(`${order.orderID}: lines ${kept.join()} != ${told.join()}`);
    if (stored.totalCents !== Math.round(order.total * 100)) {
      problems.push(`${order.orderID}: total ${stored.totalCents} != ${order.total}`);
    }
  }
  return problems;
}
