import Database from 'better-sqlite3';
import pg from 'pg';
import { CATEGORIES, type Category } from '@wallart/domain';
import { toProductValues } from '../api/src/modules/products/product-row';

const ADJECTIVES = [
  'Misty',
  'Golden',
  'Quiet',
  'Crimson',
  'Serene',
  'Wild',
  'Silent',
  'Amber',
  'Azure',
  'Velvet',
  'Ancient',
  'Gentle',
  'Radiant',
  'Faded',
  'Bold',
  'Hidden',
];
const SUBJECTS = [
  'Mountain',
  'River',
  'Lotus',
  'Harbour',
  'Forest',
  'Temple',
  'Garden',
  'Orchard',
  'Lagoon',
  'Valley',
  'Meadow',
  'Coastline',
  'Bazaar',
  'Kitchen',
  'Market',
  'Lighthouse',
];
const PLACES = [
  'Ella',
  'Kandy',
  'Galle',
  'Colombo',
  'Nuwara Eliya',
  'Jaffna',
  'Trincomalee',
  'Mirissa',
  'Haputale',
  'Anuradhapura',
];
const STYLES = [
  'watercolour',
  'oil study',
  'ink wash',
  'abstract',
  'photograph',
  'linocut',
  'geometric',
];

/** A deterministic catalogue of `count` prints; "Sigiriya" appears in about one in a thousand. */
export function* catalogue(count: number) {
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const adjective = ADJECTIVES[i % ADJECTIVES.length] ?? '';
    const subject = SUBJECTS[Math.floor(i / ADJECTIVES.length) % SUBJECTS.length] ?? '';
    const place = i % 1000 === 7 ? 'Sigiriya' : (PLACES[i % PLACES.length] ?? '');
    const style = STYLES[i % STYLES.length] ?? '';
    const price = 3500 + ((i * 37) % 400) * 100;
    const product = {
      name: `${adjective} ${subject} of ${place}`,
      altNames: [`${subject} print`, `${place} art`],
      description: `A ${style} canvas print of a ${subject.toLowerCase()} near ${place}, printed on museum-grade cotton canvas.`,
      price,
      labeledPrice: price + (i % 3 === 0 ? 1500 : 0),
      category: CATEGORIES[i % CATEGORIES.length] as Category,
      stock: 1_000_000,
      images: ['/uploads/bench.jpg'],
    };
    yield {
      productId: `BN-${String(i + 1).padStart(6, '0')}`,
      ...toProductValues(product),
      createdAt: new Date(now - i * 60_000).toISOString(),
    };
  }
}

const COLUMNS = [
  'productId',
  'name',
  'altNames',
  'description',
  'priceCents',
  'labeledPriceCents',
  'category',
  'stock',
  'images',
  'createdAt',
  'updatedAt',
];

type BenchProduct = ReturnType<typeof catalogue> extends Generator<infer P> ? P : never;

/** A product's values in COLUMNS order, both dates written as `at`. */
const valuesOf = (p: BenchProduct, at: string) => [
  p.productId,
  p.name,
  p.altNames,
  p.description,
  p.priceCents,
  p.labeledPriceCents,
  p.category,
  p.stock,
  p.images,
  at,
  at,
];

/** Bulk insert into a migrated SQLite database, in one transaction. */
export function fillSqlite(file: string, count: number): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    `INSERT INTO products (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  );
  const sqliteDate = (iso: string) => iso.replace('T', ' ').replace('Z', ' +00:00');
  db.transaction(() => {
    for (const p of catalogue(count)) insert.run(...valuesOf(p, sqliteDate(p.createdAt)));
  })();
  db.pragma('optimize');
  db.close();
}

/** Batched multi-row inserts into a migrated PostgreSQL database. */
export async function fillPostgres(url: string, count: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const batch: unknown[][] = [];
  const flush = async () => {
    if (!batch.length) return;
    const values = batch.map(
      (_, r) => `(${COLUMNS.map((__, c) => `$${r * COLUMNS.length + c + 1}`).join(', ')})`,
    );
    await client.query(
      `INSERT INTO products (${COLUMNS.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')}`,
      batch.flat(),
    );
    batch.length = 0;
  };
  for (const p of catalogue(count)) {
    batch.push(valuesOf(p, p.createdAt));
    if (batch.length === 500) await flush();
  }
  await flush();
  await client.query('ANALYZE products');
  await client.end();
}
