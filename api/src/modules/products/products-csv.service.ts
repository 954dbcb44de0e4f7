import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import { stringify } from 'csv-stringify';
import { Op, type Sequelize, type Transaction } from 'sequelize';
import {
  PRODUCT_CSV_COLUMNS,
  restockedSizes,
  type CsvImportReport,
  type CsvRowError,
  type Product,
  type ProductCreateParsed,
  type ProductSize,
} from '@wallart/domain';
import { ProductModel, type ProductRow, type RawRow } from '../../db/models';
import type { Actor } from '../../lib/actor';
import type { AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import type { OnRestock } from './products.service';
import { PRODUCT_COLUMNS, sizeSummaryValues, toProductValues } from './product-row';
import { lockSizes, presentProducts, replaceSizes } from './product-sizes';
import type { SearchStrategy } from './search/search-strategy';
import { piecesOf, readRecords } from './products-csv-read';
import { lowSizesOf, pixelsOfImages } from './print-resolution';
import {
  importChanges,
  withKeptAltNames,
  refusal,
  sizesOfRows,
  toCsvRow,
  validate,
  type ParsedRow,
} from './products-csv-rows';

export { MAX_IMPORT_ROWS } from './products-csv-read';

const EXPORT_BATCH = 500;
const LOOKUP_BATCH = 500;

export function createProductsCsvService(
  sequelize: Sequelize,
  audit: AuditRecorder,
  onRestock: OnRestock,
  logger: Logger,
  search: SearchStrategy,
) {
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

  /** The rows whose first image prints one of their sizes below 150 DPI, a message a size. */
  async function lowResolutionOf(
    rows: ParsedRow[],
    sizes: ReadonlyMap<string, ProductSize[]>,
    transaction?: Transaction,
  ): Promise<CsvRowError[]> {
    const firstImages = rows.flatMap((r) => r.product.images.slice(0, 1));
    const pixels = await pixelsOfImages(firstImages, transaction);
    return rows.flatMap(({ row, product }) =>
      lowSizesOf(product.images, sizes.get(product.productId) ?? [], pixels).map((size) => ({
        row,
        message: size.message,
      })),
    );
  }

  return {
    /** The whole catalogue as CSV, read in batches so a big shop never sits in memory at once. */
    exportCsv(): Readable {
      // Cells a spreadsheet would run as formulas are written as text (products-csv-rows.ts).
      const csv = stringify({
        header: true,
        columns: [...PRODUCT_CSV_COLUMNS],
        escape_formulas: true,
      });
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
            const ok = csv.write(toCsvRow(p));
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
      const { rows, errors } = validate(await readRecords(piecesOf(csv)));
      if (errors.length > 0 && !dryRun) throw refusal(errors);
      const ids = rows.map((r) => r.product.productId);
      if (dryRun) {
        const existing = await currentProducts(ids);
        const { sizes, errors: sizeErrors } = sizesOfRows(rows, existing);
        const updated = ids.filter((id) => existing.has(id)).length;
        const all = [...errors, ...sizeErrors].sort((a, b) => a.row - b.row);
        const lowResolution = await lowResolutionOf(rows, sizes);
        return { dryRun, created: ids.length - updated, updated, errors: all, lowResolution };
      }
      let created = 0;
      let lowResolution: CsvRowError[] = [];
      const { before, after } = await audited.change(actor, {
        action: 'catalogue.import',
        entityType: 'catalogue',
        entityId: 'products',
        find: async () => ids,
        // The imported products as they are, read before the writes and again after them.
        present: (productIds, transaction) => currentProducts(productIds, transaction),
        change: async (_ids, transaction, previous) => {
          const { sizes, kinds, errors: sizeErrors } = sizesOfRows(rows, previous);
          if (sizeErrors.length > 0) throw refusal(sizeErrors);
          lowResolution = await lowResolutionOf(rows, sizes, transaction);
          const valuesOf = (product: ProductCreateParsed) => ({
            ...toProductValues({
              ...product,
              kind: kinds.get(product.productId) ?? product.kind,
              ...(product.translations && {
                translations: withKeptAltNames(
                  product.translations,
                  previous.get(product.productId)?.translations,
                ),
              }),
            }),
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
      // Sizes of existing prints that had none and now have some: back-in-stock mail.
      const restocks = [...after.values()].flatMap((product) => {
        const was = before.get(product.productId);
        const sizes = was ? restockedSizes(was.sizes, product.sizes) : [];
        return sizes.length > 0 ? [{ productRefId: Number(product._id), sizes }] : [];
      });
      if (restocks.length > 0) onRestock(restocks);
      // The import has committed: a merge that fails leaves search slower, not wrong.
      await search
        .afterImport()
        .catch((error: unknown) =>
          logger.error({ err: error }, 'Merging the search index after an import failed'),
        );
      return { dryRun, created, updated: rows.length - created, errors: [], lowResolution };
    },
  };
}

export type ProductsCsvService = ReturnType<typeof createProductsCsvService>;
