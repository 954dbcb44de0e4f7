import {
  productCreateSchema,
  sizesAfterWrite,
  toCents,
  type CsvRowError,
  type Product,
  type ProductCreateParsed,
  type ProductKind,
  type ProductSize,
  type ProductTranslations,
} from '@wallart/domain';
import { AppError } from '../../lib/app-error';
import { changedFields, pickFields } from '../audit/changes';
import { keptSizes, sizesOfOtherKind } from './product-kind';
import { formatSizesCell, parseSizesCell, sizeEntryLabel } from './product-sizes-csv';

/**
 * The catalogue CSV's rows without the database: checking a file's records (read by
 * products-csv-read.ts), the sizes each row gives its product, a product as an exported row,
 * and what an import changed. The service (products-csv.service.ts) does the reads and writes.
 */

const LIST_SEPARATOR = '|';

export type CsvRecord = Record<string, string>;

/**
 * Formula cells. A spreadsheet runs a cell starting with one of these as a formula, so the
 * export has csv-stringify's `escape_formulas` put an apostrophe before it ("=1+1" is written
 * "'=1+1", which a spreadsheet shows as text). An import takes that apostrophe off again, and
 * a value that itself starts with apostrophes before such a character gets one more on export,
 * so every text comes back exactly as it went out.
 */
const FORMULA_START = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
const APOSTROPHES_BEFORE_FORMULA = new RegExp(`^'+${FORMULA_START}`);
const ESCAPED_FORMULA = new RegExp(`^'(?='*${FORMULA_START})`);

/** What `escape_formulas` would not make unambiguous: apostrophes already before a formula start. */
export const guardApostrophes = (value: string) =>
  APOSTROPHES_BEFORE_FORMULA.test(value) ? `'${value}` : value;

/** A cell as it was before the export escaped it. */
export const unescapeFormula = (value: string) => value.replace(ESCAPED_FORMULA, '');
export interface ParsedRow {
  row: number;
  product: ProductCreateParsed;
  /** Whether the row's kind cell was filled; an empty one keeps the product's kind. */
  kindGiven: boolean;
}

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v.length > 0);

/** An empty cell is no number at all, so the schema says "must be a number" rather than 0. */
const toNumberCell = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value.trim());

/** The translation columns, each the language and text it holds. */
const TRANSLATION_COLUMNS = [
  ['name_si', 'si', 'name'],
  ['description_si', 'si', 'description'],
  ['name_ta', 'ta', 'name'],
  ['description_ta', 'ta', 'description'],
] as const;

/** The row's translations, or none when the file has no translation column (an older file). */
function translationsOf(record: CsvRecord) {
  if (!TRANSLATION_COLUMNS.some(([column]) => record[column] !== undefined)) return {};
  const translations: Record<string, Record<string, string>> = { si: {}, ta: {} };
  for (const [column, lang, field] of TRANSLATION_COLUMNS) {
    const texts = translations[lang] as Record<string, string>;
    texts[field] = record[column] ?? '';
  }
  return { translations };
}

/**
 * An imported product's translations: the file's names and descriptions, and the alternative
 * names it has no column for kept as they were.
 */
export function withKeptAltNames(
  imported: ProductTranslations,
  current: ProductTranslations | undefined,
): ProductTranslations {
  const kept: ProductTranslations = {};
  for (const lang of ['si', 'ta'] as const) {
    const altNames = current?.[lang]?.altNames;
    const texts = { ...imported[lang], ...(altNames && { altNames }) };
    if (Object.keys(texts).length > 0) kept[lang] = texts;
  }
  return kept;
}

function toInput(record: CsvRecord, sizes: Record<string, unknown>[] | undefined) {
  return {
    ...translationsOf(record),
    ...(sizes && { sizes }),
    productId: record.productId ?? '',
    ...(record.kind?.trim() && { kind: record.kind.trim() }),
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

export function validate(records: { row: number; record: CsvRecord }[]) {
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
        if (first === 'translations' && rest.length > 0)
          return `${String(rest[0])}_${String(index)}`;
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
    rows.push({ row, product: result.data, kindGiven: Boolean(record.kind?.trim()) });
  }
  return { rows, errors };
}

/**
 * What an import changed, by productId: a new product whole, an existing one only in the
 * fields that changed; products left as they were are not listed.
 */
export function importChanges(previous: Map<string, Product>, current: Map<string, Product>) {
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
export function refusal(errors: CsvRowError[]): AppError {
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
export function sizesOfRows(rows: ParsedRow[], previous: ReadonlyMap<string, Product>) {
  const sizes = new Map<string, ProductSize[]>();
  const kinds = new Map<string, ProductKind>();
  const errors: CsvRowError[] = [];
  for (const { row, product, kindGiven } of rows) {
    const current = previous.get(product.productId) ?? null;
    const kind = kindGiven || !current ? product.kind : current.kind;
    const result = sizesAfterWrite(current?.sizes ?? null, product);
    const unchanged =
      current !== null &&
      toCents(product.price ?? -1) === toCents(current.price) &&
      toCents(product.labeledPrice ?? -1) === toCents(current.labeledPrice) &&
      product.stock === current.stock;
    const rowSizes = result.ok ? result.sizes : unchanged ? current.sizes : null;
    if (!rowSizes) {
      errors.push({
        row,
        message: `${product.productId} has ${current?.sizes.length ?? 0} sizes: fill its sizes cell to change its prices or stock`,
      });
      continue;
    }
    const [otherKind] = sizesOfOtherKind(kind, rowSizes);
    if (otherKind) {
      errors.push({ row, message: `${kind}: ${otherKind.message}` });
      continue;
    }
    sizes.set(product.productId, keptSizes(rowSizes));
    kinds.set(product.productId, kind);
  }
  return { sizes, kinds, errors };
}

/** A product as a row of the exported file. */
export function toCsvRow(p: Product) {
  const row = {
    productId: p.productId,
    kind: p.kind,
    name: p.name,
    altNames: p.altNames.join(LIST_SEPARATOR),
    price: p.price.toFixed(2),
    labeledPrice: p.labeledPrice.toFixed(2),
    category: p.category,
    description: p.description,
    stock: p.stock,
    sizes: formatSizesCell(p.sizes),
    images: p.images.join(LIST_SEPARATOR),
    name_si: p.translations?.si?.name ?? '',
    description_si: p.translations?.si?.description ?? '',
    name_ta: p.translations?.ta?.name ?? '',
    description_ta: p.translations?.ta?.description ?? '',
  };
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      typeof value === 'string' ? guardApostrophes(value) : value,
    ]),
  );
}
