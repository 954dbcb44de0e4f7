import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/sequelize';

const made: string[] = [];

/** An empty temp folder, removed by `removeTempDirs()`. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallart-ops-'));
  made.push(dir);
  return dir;
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A temp DATA_DIR holding a migrated shop database (closed again), for the ops tests. */
export async function makeShopDataDir(): Promise<{ dataDir: string; databasePath: string }> {
  const dataDir = tempDir();
  const databasePath = path.join(dataDir, 'shop.sqlite');
  const sequelize = await openDatabase({ sqlitePath: databasePath });
  await migrate(sequelize);
  await sequelize.close();
  return { dataDir, databasePath };
}

export function addProduct(db: Database.Database, productId: string, stock = 5): void {
  const now = new Date().toISOString();
  db.prepare(
    `INSERT INTO products (productId, name, priceCents, labeledPriceCents, category, stock, createdAt, updatedAt)
     VALUES (?, ?, 1000, 1200, 'Kitchen', ?, ?, ?)`,
  ).run(productId, `Print ${productId}`, stock, now, now);
}

export function productIds(file: string): string[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('SELECT productId FROM products ORDER BY productId').all() as {
        productId: string;
      }[]
    ).map((row) => row.productId);
  } finally {
    db.close();
  }
}
