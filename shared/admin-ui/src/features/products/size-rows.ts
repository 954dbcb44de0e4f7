import {
  DEFAULT_PRINT_SIZE,
  readPixelSize,
  readSizeDimensions,
  type Product,
  type ProductSizeInput,
  type SizeAnswerUnit,
} from '@wallart/domain';

/** A product's sizes as staff type them in the sizes editor, and as the API takes them. */

export type Amount = number | string;

/** One size as staff type it: figures stay text until they parse. */
export interface SizeRow {
  /** Keeps a row's inputs its own while rows move. */
  key: string;
  size: string;
  price: Amount;
  labeledPrice: Amount;
  stock: Amount;
  width: Amount;
  height: Amount;
  unit: SizeAnswerUnit | null;
}

let nextKey = 0;
const newKey = () => `size-${(nextKey += 1)}`;

export const blankRow = (size = ''): SizeRow => ({
  key: newKey(),
  size,
  price: '',
  labeledPrice: '',
  stock: '',
  width: '',
  height: '',
  unit: null,
});

/** The product's sizes as rows; a new product starts with one row named by the first default size. */
export function sizeRowsOf(product?: Product): SizeRow[] {
  if (!product || product.sizes.length === 0) {
    return [
      {
        ...blankRow(DEFAULT_PRINT_SIZE),
        price: product?.price ?? '',
        labeledPrice: product?.labeledPrice ?? '',
        stock: product?.stock ?? '',
      },
    ];
  }
  return product.sizes.map((s) => ({
    key: newKey(),
    size: s.size,
    price: s.price,
    labeledPrice: s.labeledPrice,
    stock: s.stock ?? '',
    width: s.width,
    height: s.height,
    unit: s.unit,
  }));
}

/** Width, height and unit are typed only where the label does not say them ("Large"). */
export const needsDimensions = (row: Pick<SizeRow, 'size'>) =>
  readSizeDimensions(row.size) === null && readPixelSize(row.size) === null;

const toNumber = (value: Amount) => (value === '' ? undefined : Number(value));

/** A row as the API takes it; dimensions only where the label does not state them. */
export function toSizeInput(row: SizeRow): ProductSizeInput {
  const base = {
    size: row.size,
    price: toNumber(row.price),
    labeledPrice: toNumber(row.labeledPrice),
    stock: toNumber(row.stock),
  };
  if (!needsDimensions(row)) return base as ProductSizeInput;
  // Left undefined, the schema names each missing figure in its own message.
  return {
    ...base,
    width: toNumber(row.width),
    height: toNumber(row.height),
    unit: row.unit ?? undefined,
  } as ProductSizeInput;
}
