/** The admin sizes editor's validation: the API's sizes schema, read as messages per row. */
import { productSizesInputSchema } from './sizes.schemas';

export type SizeRowField =
  'size' | 'price' | 'labeledPrice' | 'stock' | 'width' | 'height' | 'unit';
export type SizeRowErrors = Partial<Record<SizeRowField, string>>;

export interface SizeRowsValidation {
  /** True when the rows can be saved as they are. */
  valid: boolean;
  /** One entry per row (same order), holding the first message of each field in error. */
  rows: SizeRowErrors[];
  /** A message about the list as a whole (none, or more than six), if any. */
  list: string | null;
}

/**
 * The admin sizes editor's messages, per row and field, from the same schema the API uses:
 * e.g. a duplicate label, missing dimensions for a label that does not state them. A labeled
 * price below the price is allowed, as it is for a product's top-level prices.
 */
export function validateSizeRows(rows: readonly unknown[]): SizeRowsValidation {
  const result = productSizesInputSchema.safeParse(rows);
  const errors: SizeRowErrors[] = rows.map(() => ({}));
  let list: string | null = null;
  if (result.success) return { valid: true, rows: errors, list };
  for (const issue of result.error.issues) {
    const [index, field] = issue.path;
    const row = typeof index === 'number' ? errors[index] : undefined;
    if (row && typeof field === 'string') {
      const key = field as SizeRowField;
      row[key] ??= issue.message;
    } else if (row) {
      row.size ??= issue.message;
    } else {
      list ??= issue.message;
    }
  }
  return { valid: false, rows: errors, list };
}
