import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse/sync';
import { stringify } from 'csv-stringify';
import { Op, type Sequelize, type Transaction } from 'sequelize';
import {
  PRODUCT_CSV_COLUMNS,
  productCreateSchema,
  sizesAfterWrite,
  toCents,
  type CsvImportReport,
  type CsvRowError,
  type Product,
  type ProductCreateParsed,
  type ProductSize,
} from '@wallart/domain';
import { ProductModel, type ProductRow, type RawRow } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { changedFields, pickFields } from '../audit/changes';
import { PRODUCT_COLUMNS, sizeSummaryValues, toProductValues } from './product-row';
import { formatSizesCell, parseSizesCell, sizeEntryLabel } from './product-sizes-csv';
import { lockSizes, presentProducts, replaceSizes } from './product-sizes';

export const MAX_IMPORT_ROWS = 10_000;
const EXPORT_BATCH = 500;
const LOOKUP_BATCH = 500;
const LIST_SEPARATOR = '|';
const REQUIRED_COLUMNS = ['productId', 'name', 'price', 'labeledPrice', 'category', 'stock'];

type CsvRecord = Record<string, string>;
interface ParsedRow {
  row: number;
  product: ProductCreateParsed;
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v.length > 0);

/** An empty cell is no number at all, so the schema says "must be a number" rather than 0. */
const toNumberCell = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value.trim());

function toInput(record: CsvRecord, sizes: Record<string, unknown>[] | undefined) {
  return {
    ...(sizes && { sizes }),
    productId: record.productId ?? '',
    name: record.name ?? '',
    altNames: splitList(record.altNames),
    price: toNumberCell(record.price),
    labeledPrice: toNumberCell(record.labeledPrice),
    category: (record.category ?? '').trim(),
    description: record.description ?? '',
    stock: toNumberCell(record.stock),
    images: splitList(record.images),
  };
}

/** The line a record starts on: csv-parse reports where it ends, and a quoted cell may span lines. */
function startLine(info: { lines: number }, raw: string): number {
  const body = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
  return info.lines - (body.match(/\n/g)?.length ?? 0);
}

function readRecords(csv: string): { row: number; record: CsvRecord }[] {
  let header: string[] = [];
  let parsed: { info: { lines: number }; raw: string; record: CsvRecord }[];
  try {
    parsed = parseCsv(csv, {
      bom: true,
      columns: (names: string[]) => (header = names.map((n) => n.trim())),
      skip_empty_lines: true,
      info: true,
      raw: true,
      relax_column_count: false,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    throw new AppError('invalid', `The file is not valid CSV: ${reason}`);
  }
  if (header.length === 0) throw new AppError('invalid', 'The file is empty');
  const known: readonly string[] = PRODUCT_CSV_COLUMNS;
  const unknown = header.filter((name) => !known.includes(name));
  const missing = REQUIRED_COLUMNS.filter((name) => !header.includes(name));
  if (unknown.length || missing.length) {
    const parts = [
      missing.length ? `missing column(s): ${missing.join(', ')}` : '',
      unknown.length ? `unknown column(s): ${unknown.join(', ')}` : '',
    ].filter(Boolean);
    throw new AppError(
      'invalid',
      `The header is wrong (${parts.join('; ')}). Expected: ${PRODUCT_CSV_COLUMNS.join(',')}`,
    );
  }
  if (parsed.length === 0) throw new AppError('invalid', 'The file has no products');
  if (parsed.length > MAX_IMPORT_ROWS) {
    throw new AppError('too_large', `At most ${MAX_IMPORT_ROWS} products per file`);
  }
  return parsed.map((p) => ({ row: startLine(p.info, p.raw), record: p.record }));
}

function validate(records: { row: number; record: CsvRecord }[]) {
  const rows: ParsedRow[] = [];
  const errors: CsvRowError[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, record } of records) {
    const cell = parseSizesCell(record.sizes);
    if (!cell.ok) {
      errors.push({ row, message: cell.message });
      continue;
    }
    const result = productCreateSchema.safeParse(toInput(record, cell.entries));
    if (!result.success) {
      const where = (path: PropertyKey[]) => {
        const [first, index, ...rest] = path;
        if (first === 'sizes' && typeof index === 'number') {
          const entry = sizeEntryLabel(index, cell.labels[index]);
          return rest.length ? `${entry} ${rest.map(String).join('.')}` : entry;
        }
        return path.map(String).join('.') || 'row';
      };
      const message = result.error.issues
        .map((issue) => `${where(issue.path)}: ${issue.message}`)
        .join('; ');
      errors.push({ row, message });
      continue;
    }
    const earlier = firstRowOf.get(result.data.productId);
    if (earlier !== undefined) {
      errors.push({
        row,
        message: `productId ${result.data.productId} is already on row ${earlier}`,
      });
      continue;
    }
    firstRowOf.set(result.data.productId, row);
    rows.push({ row, product: result.data });
  }
  return { rows, errors };
}

/**
 * What an import changed, by productId: a new product whole, an existing one only in the
 * fields that changed; products left as they were are not listed.
 */
function importChanges(previous: Map<string, Product>, current: Map<string, Product>) {
  const before: Record<string, object> = {};
  const after: Record<string, object> = {};
  for (const [productId, now] of current) {
    const was = previous.get(productId);
    if (!was) {
      after[productId] = now;
      continue;
    }
    const fields = changedFields(was, now, ['updatedAt']);
    if (fields.length === 0) continue;
    before[productId] = pickFields(was, fields);
    after[productId] = pickFields(now, fields);
  }
  const orNull = (changes: Record<string, object>) =>
    Object.keys(changes).length > 0 ? changes : null;
  return { before: orNull(before), after: orNull(after) };
}

/** The 400 that refuses a whole import, listing every row's error. */
function refusal(errors: CsvRowError[]): AppError {
  const count = errors.length === 1 ? '1 row has' : `${errors.length} rows have`;
  return new AppError(
    'invalid',
    `${count} errors; nothing was imported`,
    errors.map((e) => ({ path: `row ${e.row}`, message: e.message })),
  );
}

/**
 * The sizes each row gives its product (PRODUCT §7): the `sizes` cell replaces them; without
 * it a new product or a one-size product gets one size from price, labeled price and stock,
 * and a product with several sizes keeps them only if the row leaves its top-level values as
 * they are (an older file, without the column); otherwise the row must fill its sizes cell.
 */
function sizesOfRows(rows: ParsedRow[], previous: ReadonlyMap<string, Product>) {
  const sizes = new Map<string, ProductSize[]>();
  const errors: CsvRowError[] = [];
  for (const { row, product } of rows) {
    const current = previous.get(product.productId) ?? null;
    const result = sizesAfterWrite(current?.sizes ?? null, product);
    if (result.ok) {
      sizes.set(product.productId, result.sizes);
      continue;
    }
    const unchanged =
      current !== null &&
      toCents(product.price ?? -1) === toCents(current.price) &&
      toCents(product.labeledPrice ?? -1) === toCents(current.labeledPrice) &&
      product.stock === current.stock;
    if (unchanged) {
      sizes.set(product.productId, current.sizes);
      continue;
    }
    errors.push({
      row,
      message: `${product.productId} has ${current?.sizes.length ?? 0} sizes: fill its sizes cell to change its prices or stock`,
    });
  }
  return { sizes, errors };
}

export function createProductsCsvService(sequelize: Sequelize, audit: AuditRecorder) {
  const audited = createAuditedWrites({ sequelize, audit });

  /** The row ids of these products, by productId. */
  async function refIdsOf(productIds: string[], transaction: Transaction) {
    const found = new Map<string, number>();
    for (let i = 0; i < productIds.length; i += LOOKUP_BATCH) {
      const rows = await ProductModel.findAll({
        attributes: ['id', 'productId'],
        where: { productId: productIds.slice(i, i + LOOKUP_BATCH) },
        raw: true,
        transaction,
      });
      for (const r of rows) found.set(r.productId, r.id);
    }
    return found;
  }

  async function currentProducts(productIds: string[], transaction?: Transaction) {
    const found = new Map<string, Product>();
    for (let i = 0; i < productIds.length; i += LOOKUP_BATCH) {
      const rows: RawRow<ProductRow>[] = await ProductModel.findAll({
        attributes: [...PRODUCT_COLUMNS],
        where: { productId: productIds.slice(i, i + LOOKUP_BATCH) },
        raw: true,
        transaction,
      });
      for (const p of await presentProducts(rows, transaction)) found.set(p.productId, p);
    }
    return found;
  }

  return {
    /** The whole catalogue as CSV, read in batches so a big shop never sits in memory at once. */
    exportCsv(): Readable {
      const csv = stringify({ header: true, columns: [...PRODUCT_CSV_COLUMNS] });
      (async () => {
        let afterId = 0;
        for (;;) {
          const rows: RawRow<ProductRow>[] = await ProductModel.findAll({
            attributes: [...PRODUCT_COLUMNS],
            where: { id: { [Op.gt]: afterId } },
            order: [['id', 'ASC']],
            limit: EXPORT_BATCH,
            raw: true,
          });
          for (const p of await presentProducts(rows)) {
            const ok = csv.write({
              ...p,
              altNames: p.altNames.join(LIST_SEPARATOR),
              images: p.images.join(LIST_SEPARATOR),
              price: p.price.toFixed(2),
              labeledPrice: p.labeledPrice.toFixed(2),
              sizes: formatSizesCell(p.sizes),
            });
            if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
          }
          const last = rows.at(-1);
          if (!last || rows.length < EXPORT_BATCH) break;
          afterId = last.id;
        }
        csv.end();
      })().catch((error: unknown) => csv.destroy(error instanceof Error ? error : undefined));
      return csv;
    },

    /**
     * Checks every row; unless it is a dry run and only when every row is good, writes them
     * all in one transaction (existing productId → update, new → create).
     */
    async importCsv(actor: Actor, csv: string, dryRun: boolean): Promise<CsvImportReport> {
      const { rows, errors } = validate(readRecords(csv));
      if (errors.length > 0 && !dryRun) throw refusal(errors);
      const ids = rows.map((r) => r.product.productId);
      if (dryRun) {
        const existing = await currentProducts(ids);
        const sizeErrors = sizesOfRows(rows, existing).errors;
        const updated = ids.filter((id) => existing.has(id)).length;
        const all = [...errors, ...sizeErrors].sort((a, b) => a.row - b.row);
        return { dryRun, created: ids.length - updated, updated, errors: all };
      }
      let created = 0;
      await audited.change(actor, {
        action: 'catalogue.import',
        entityType: 'catalogue',
        entityId: 'products',
        find: async () => ids,
        // The imported products as they are, read before the writes and again after them.
        present: (productIds, transaction) => currentProducts(productIds, transaction),
        change: async (_ids, transaction, previous) => {
          const { sizes, errors: sizeErrors } = sizesOfRows(rows, previous);
          if (sizeErrors.length > 0) throw refusal(sizeErrors);
          const valuesOf = (product: ProductCreateParsed) => ({
            ...toProductValues(product),
            ...sizeSummaryValues(sizes.get(product.productId) ?? []),
          });
          // The existing products' sizes first, as orders lock them (no deadlock with one).
          const existingRefIds = await refIdsOf(
            ids.filter((id) => previous.has(id)),
            transaction,
          );
          await lockSizes([...existingRefIds.values()], transaction);
          const fresh = rows.filter((r) => !previous.has(r.product.productId));
          created = fresh.length;
          await ProductModel.bulkCreate(
            fresh.map((r) => ({ productId: r.product.productId, ...valuesOf(r.product) })),
            { transaction },
          );
          for (const r of rows.filter((x) => previous.has(x.product.productId))) {
            await ProductModel.update(valuesOf(r.product), {
              where: { productId: r.product.productId },
              transaction,
            });
          }
          // Every imported product's sizes, replaced in batches.
          const refIds = await refIdsOf(ids, transaction);
          for (let i = 0; i < ids.length; i += LOOKUP_BATCH) {
            const batch = new Map<number, ProductSize[]>();
            for (const productId of ids.slice(i, i + LOOKUP_BATCH)) {
              const refId = refIds.get(productId);
              if (refId !== undefined) batch.set(refId, sizes.get(productId) ?? []);
            }
            await replaceSizes(batch, transaction);
          }
        },
        entry: importChanges,
      });
      return { dryRun, created, updated: rows.length - created, errors: [] };
    },
  };
}

export type ProductsCsvService = ReturnType<typeof createProductsCsvService>;
